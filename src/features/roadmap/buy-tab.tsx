import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { cx } from '@/components/cx'
import { Icon } from '@/components/icons'
import { packBadge, roadmapCreditPacks, type CreditPack } from '@/domain/catalogue'
import { formatUsd, packCreditsLabel, SIMULATED_PAYMENT_NOTE } from './credits-copy'
import type { PurchaseState } from './use-pack-purchase'

export interface BuyTabProps {
  state: PurchaseState
  onBuy: (pack: CreditPack) => void
}

function packButtonLabel(pack: CreditPack, state: PurchaseState): string {
  if (state.phase === 'processing' && state.packId === pack.id) return 'Processing...'
  if (state.phase === 'failed' && state.packId === pack.id) return 'Try Again'
  return `Buy for ${formatUsd(pack.price)}`
}

/** Buy tab: the roadmap's three packs; checkout is simulated and says so. */
export function BuyTab({ state, onBuy }: BuyTabProps) {
  const busy = state.phase === 'processing' || state.phase === 'done'
  return (
    <div className="flex flex-col gap-4">
      <p className="flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900">
        <Icon name="info" size={18} className="mt-0.5" />
        <span>
          <strong>{SIMULATED_PAYMENT_NOTE}</strong> Credits never expire and work across all
          roadmaps.
        </span>
      </p>
      <ul className="flex flex-col gap-3">
        {roadmapCreditPacks.map((pack) => {
          const badge = packBadge(pack)
          const processing = state.phase === 'processing' && state.packId === pack.id
          return (
            <li
              key={pack.id}
              className={cx(
                'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center',
                pack.popular === true ? 'border-brand-300 bg-brand-50/50' : 'border-slate-200',
              )}
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {pack.name}
                  {badge !== undefined && <Badge tone="brand">{badge}</Badge>}
                </p>
                <p className="text-sm font-medium text-ink">{packCreditsLabel(pack)}</p>
                <p className="text-sm text-muted">{pack.description}</p>
              </div>
              <p className="text-xl font-bold text-ink">{formatUsd(pack.price)}</p>
              <Button
                onClick={() => onBuy(pack)}
                disabled={busy}
                aria-busy={processing || undefined}
                aria-label={
                  processing
                    ? 'Processing...'
                    : `${packButtonLabel(pack, state)}: ${pack.name} pack`
                }
              >
                {packButtonLabel(pack, state)}
              </Button>
            </li>
          )
        })}
      </ul>
      <div aria-live="polite" className="min-h-6">
        {state.phase === 'processing' && (
          <p className="text-sm text-muted">Processing your simulated payment...</p>
        )}
        {state.phase === 'done' && (
          <p className="rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-800">
            {state.message} New balance: {state.balance} credits.
          </p>
        )}
      </div>
      {state.phase === 'failed' && (
        <p role="alert" className="rounded-xl bg-rose-50 p-3 text-sm text-rose-800">
          Purchase failed: {state.message}
        </p>
      )}
    </div>
  )
}

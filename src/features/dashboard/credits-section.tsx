import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { Card } from '@/components/card'
import { cx } from '@/components/cx'
import {
  creditsUnlockList,
  dashboardCreditPacks,
  dashboardEarnOptions,
  packBadge,
} from '@/domain/catalogue'
import { useDashboardPurchaseFlow } from './use-dashboard-purchase-flow'
import { IconList } from '@/lib/icon-list'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Variant A's 'Unlock More Features': what credits buy, how to earn them, and the packs. */
export function CreditsSection({ userId }: { userId: string | null }) {
  const flow = useDashboardPurchaseFlow(userId)
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">Unlock More Features</h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-ink">What Credits Unlock</h3>
          <IconList
            items={creditsUnlockList}
            icon="check"
            className="mt-2 flex flex-col gap-2 text-sm text-ink"
          />
        </div>
        <div>
          <h3 className="font-semibold text-ink">Earn credits</h3>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {dashboardEarnOptions.map((option) => (
              <li key={option.id} className="flex items-center justify-between gap-3">
                <span className="text-ink">{option.title}</span>
                <Badge tone="green">+{option.credits}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <fieldset className="mt-6">
        <legend className="font-semibold text-ink">Buy credits</legend>
        <p className="text-sm text-muted">
          Payment is simulated on this device: no card is charged.
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {dashboardCreditPacks.map((pack) => {
            const badge = packBadge(pack)
            const checked = flow.selected === pack.id
            return (
              <label
                key={pack.id}
                className={cx(
                  'relative flex cursor-pointer flex-col gap-1 rounded-xl border p-4 has-focus-visible:ring-3 has-focus-visible:ring-brand-500',
                  checked
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-slate-200 hover:border-brand-300',
                )}
              >
                <input
                  type="radio"
                  name="dashboard-pack"
                  value={pack.id}
                  checked={checked}
                  onChange={() => flow.select(pack.id)}
                  className="sr-only"
                />
                <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {pack.name}
                  {badge !== undefined && <Badge tone="brand">{badge}</Badge>}
                </span>
                <span className="text-2xl font-bold text-ink">{usd.format(pack.price)}</span>
                <span className="text-sm text-ink">{pack.credits} credits</span>
                <span className="text-xs text-muted">{pack.description}</span>
              </label>
            )
          })}
        </div>
      </fieldset>
      <Button
        className="mt-4 w-full sm:w-auto"
        onClick={flow.buy}
        disabled={flow.selected === null || flow.pending || userId === null}
      >
        {flow.pending ? 'Processing...' : 'Purchase Credits'}
      </Button>
    </Card>
  )
}

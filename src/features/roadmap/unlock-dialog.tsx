import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { Icon } from '@/components/icons'
import type { RoadmapStep } from '@/domain/catalogue'
import { unlockBenefits, unlockQuote } from './roadmap-view'

export interface UnlockDialogProps {
  open: boolean
  /** Kept while the dialog closes, so its content does not vanish mid-transition. */
  step: RoadmapStep | null
  balance: number | undefined
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
  onGetMoreCredits: () => void
}

function Figures({ cost, balance, after }: { cost: number; balance: number; after: string }) {
  const rows = [
    ['Cost', `${String(cost)} credits`],
    ['Your credits', `${String(balance)} credits`],
    ['After unlocking', after],
  ] as const
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium text-muted">{label}</dt>
          <dd className="mt-1 font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Confirms spending credits on a step; when short, says how many more are needed. */
export function UnlockDialog(props: UnlockDialogProps) {
  const { open, step, balance, pending, onConfirm, onCancel, onGetMoreCredits } = props
  const cost = step?.creditCost ?? 0
  const quote = balance === undefined ? undefined : unlockQuote(balance, cost)
  const short = quote !== undefined && !quote.canAfford
  const footer = (
    <>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      {short ? (
        <Button onClick={onGetMoreCredits}>Get More Credits</Button>
      ) : (
        <Button onClick={onConfirm} disabled={pending || quote === undefined} aria-busy={pending}>
          {pending ? 'Unlocking...' : `Unlock for ${String(cost)} Credits`}
        </Button>
      )}
    </>
  )
  return (
    <Dialog open={open} onClose={onCancel} title="Unlock this step" footer={footer}>
      {step !== null && (
        <div className="flex flex-col gap-4">
          <p className="font-semibold text-ink">
            Step {step.id}: {step.title}
          </p>
          {quote === undefined ? (
            <p className="text-muted">Checking your balance...</p>
          ) : (
            <Figures
              cost={cost}
              balance={quote.balance}
              after={short ? 'Not enough' : `${String(quote.balanceAfter)} credits`}
            />
          )}
          {short ? (
            <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
              <p className="flex items-center gap-2 font-semibold">
                <Icon name="alert" size={18} />
                Insufficient Credits
              </p>
              <p className="mt-1 text-sm">
                You need {quote.shortfall} more credits to unlock this step.
              </p>
            </div>
          ) : (
            <div>
              <p className="font-semibold text-ink">What you get</p>
              <ul className="mt-2 flex flex-col gap-2 text-sm text-ink">
                {unlockBenefits(step).map((benefit) => (
                  <li key={benefit} className="flex gap-2">
                    <Icon name="check" size={16} className="mt-0.5 text-emerald-600" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </Dialog>
  )
}

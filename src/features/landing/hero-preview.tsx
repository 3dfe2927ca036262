import { BeckyAvatar } from '@/components/becky-avatar'

const sampleMatches = [
  { role: 'Account Executive', percent: 87 },
  { role: 'Customer Success Manager', percent: 84 },
  { role: 'Revenue Operations', percent: 79 },
] as const

/**
 * A drawn sample of the results screen for visitors, labelled 'Example' on screen and for screen
 * readers: shows the product without a screenshot's weight. Signed-in people see their own plan.
 */
export function HeroPreview() {
  return (
    <div className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <p className="sr-only">An example of the results screen, not your own plan.</p>
      <div aria-hidden="true">
        <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br from-brand-200/70 via-brand-100/40 to-amber-100/60 blur-2xl" />
        <div className="rounded-card border border-slate-200 bg-surface p-5 shadow-card sm:p-6">
          <div className="flex items-center justify-between">
            <p className="text-sm font-semibold text-ink">Your top career matches</p>
            <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800">
              Example
            </span>
          </div>
          <ul className="mt-4 space-y-3">
            {sampleMatches.map((match) => (
              <li key={match.role}>
                <div className="flex justify-between text-sm">
                  <span className="font-medium text-ink">{match.role}</span>
                  <span className="font-semibold text-emerald-700">{match.percent}% Match</span>
                </div>
                <div className="mt-1.5 h-2 rounded-full bg-slate-100">
                  <div
                    className="h-2 rounded-full bg-brand-600"
                    style={{ width: `${String(match.percent)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-5 rounded-xl bg-canvas p-4">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              Phase 1 · Next step
            </p>
            <p className="mt-1 text-sm font-semibold text-ink">
              Run three discovery calls with an AE
            </p>
            <p className="mt-0.5 text-xs text-muted">2 of 5 checklist items done · about 1 week</p>
          </div>
          <div className="mt-4 flex items-start gap-3">
            <BeckyAvatar size="small" mood="cheerful" alt="" />
            <p className="rounded-2xl rounded-tl-sm bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900">
              Your objection handling is already AE-level. Let&apos;s build your promotion case
              next.
            </p>
          </div>
        </div>
      </div>
    </div>
  )
}

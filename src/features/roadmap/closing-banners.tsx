import { Link } from '@tanstack/react-router'
import { buttonClasses } from '@/components/button'
import { Card, CardBody } from '@/components/card'
import { Icon } from '@/components/icons'

/** Spec section 4: shown when every step is completed. */
export function CompletionBanner({ roleId }: { roleId: string }) {
  return (
    <section
      aria-labelledby="roadmap-complete"
      className="flex flex-col gap-4 rounded-card border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-emerald-600 text-white">
        <Icon name="trophy" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="roadmap-complete" className="text-lg font-semibold text-emerald-900">
          You&apos;ve completed your roadmap! You&apos;re ready to pursue this role.
        </h2>
        <p className="mt-1 text-sm text-emerald-800">
          See where people in this role usually go next.
        </p>
      </div>
      <Link
        to="/role/$roleId"
        params={{ roleId }}
        hash="next-roles"
        className={buttonClasses('primary', 'md')}
      >
        View Next Career Steps
      </Link>
    </section>
  )
}

/** The closing card: progress is already stored, this takes the user to their dashboard. */
export function SaveBanner() {
  return (
    <Card>
      <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-ink">Keep going from your dashboard</h2>
          <p className="mt-1 text-sm text-muted">
            Unlocks, checklist ticks and step status save on this device as you go.
          </p>
        </div>
        <Link to="/dashboard" className={buttonClasses('primary', 'md')}>
          Save to Dashboard
        </Link>
      </CardBody>
    </Card>
  )
}

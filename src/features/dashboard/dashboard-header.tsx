import { Link } from '@tanstack/react-router'
import { isNewAccountThisVisit, useAuthActions, useCurrentUser } from '@/api/auth'
import { useJourney } from '@/api/journey'
import { Button, buttonClasses } from '@/components/button'
import { Icon } from '@/components/icons'
import { useState } from 'react'

export interface DashboardHeaderProps {
  name: string
  targetRole: string | null
  roleId: string | null
}

/**
 * Variant B's header: who this is for and the actions of spec section 2. Sign Out sits beside the
 * greeting, so the action grid holds exactly four links (two rows of two up to 1024 px, one row
 * from there): no control is ever alone on a wrapped line (it was 'Sign Out' at 375 px). Without a
 * target role the roadmap link becomes 'Take the Assessment', keeping the count at four.
 */
export function DashboardHeader({ name, targetRole, roleId }: DashboardHeaderProps) {
  const { signOutAndReload } = useAuthActions()
  const { user } = useCurrentUser()
  const [signingOut, setSigningOut] = useState(false)
  const greeting = user !== null && isNewAccountThisVisit(user.id) ? 'Welcome' : 'Welcome back'
  // The journey's own percent for the target: the number results, matches and the landing show.
  const journey = useJourney(null, { enabled: roleId !== null })
  const target = journey.data?.targetRole
  const percent = target !== undefined && target.id === roleId ? target.percent : null
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
            {greeting}, {name}
          </h1>
          <p className="mt-1 text-muted">
            {targetRole ? (
              <>
                Working toward <span data-testid="dashboard-target-role">{targetRole}</span>
                {percent !== null && (
                  <>
                    {' · '}
                    <span data-testid="dashboard-match">{percent}%</span> match
                  </>
                )}
              </>
            ) : (
              'Your sales career, one step at a time'
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          className="shrink-0"
          loading={signingOut}
          onClick={() => {
            setSigningOut(true)
            void signOutAndReload()
          }}
        >
          Sign Out
        </Button>
      </div>
      <nav
        aria-label="Dashboard actions"
        className="grid grid-cols-2 gap-2 lg:flex lg:flex-wrap lg:items-center"
      >
        <Link to="/" className={buttonClasses('outline', 'md')}>
          <Icon name="chevron-left" size={16} />
          Return to Home
        </Link>
        {roleId !== null ? (
          <Link
            to="/roadmap/$roleId"
            params={{ roleId }}
            search={{ from: 'dashboard' }}
            className={buttonClasses('primary', 'md')}
          >
            <Icon name="target" size={16} />
            View Full Roadmap
          </Link>
        ) : (
          <Link to="/diagnostic-onboarding" className={buttonClasses('primary', 'md')}>
            <Icon name="target" size={16} />
            Take the Assessment
          </Link>
        )}
        <Link to="/agent-demo" className={buttonClasses('secondary', 'md')}>
          <Icon name="chat" size={16} />
          Chat with Becky
        </Link>
        <Link to="/practice" className={buttonClasses('outline', 'md')}>
          Practice room
        </Link>
      </nav>
    </header>
  )
}

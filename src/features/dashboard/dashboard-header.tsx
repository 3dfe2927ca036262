import { Link } from '@tanstack/react-router'
import { isNewAccountThisVisit, useAuthActions, useCurrentUser } from '@/api/auth'
import { Button, buttonClasses } from '@/components/button'
import { Icon } from '@/components/icons'
import { useState } from 'react'

export interface DashboardHeaderProps {
  name: string
  targetRole: string | null
  roleId: string | null
}

/**
 * Variant B's header: who this is for and the four actions of spec section 2. The greeting and
 * the actions sit on their own rows at every width, so the actions never wrap into an orphan line
 * beside a long name (1366 px) and share the phone's width evenly (375 px).
 */
export function DashboardHeader({ name, targetRole, roleId }: DashboardHeaderProps) {
  const { signOutAndReload } = useAuthActions()
  const { user } = useCurrentUser()
  const [signingOut, setSigningOut] = useState(false)
  const greeting = user !== null && isNewAccountThisVisit(user.id) ? 'Welcome' : 'Welcome back'
  return (
    <header className="flex flex-col gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {greeting}, {name}
        </h1>
        <p className="mt-1 text-muted">
          {targetRole ? `Working toward ${targetRole}` : 'Your sales career, one step at a time'}
        </p>
      </div>
      <nav
        aria-label="Dashboard actions"
        className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center"
      >
        <Link to="/" className={buttonClasses('outline', 'md')}>
          <Icon name="chevron-left" size={16} />
          Return to Home
        </Link>
        {roleId !== null && (
          <Link
            to="/roadmap/$roleId"
            params={{ roleId }}
            search={{ from: 'dashboard' }}
            className={buttonClasses('primary', 'md')}
          >
            <Icon name="target" size={16} />
            View Full Roadmap
          </Link>
        )}
        <Link to="/agent-demo" className={buttonClasses('secondary', 'md')}>
          <Icon name="chat" size={16} />
          Chat with Becky
        </Link>
        <Link to="/practice" className={buttonClasses('outline', 'md')}>
          Practice room
        </Link>
        <Button
          variant="ghost"
          loading={signingOut}
          onClick={() => {
            setSigningOut(true)
            void signOutAndReload()
          }}
        >
          Sign Out
        </Button>
      </nav>
    </header>
  )
}

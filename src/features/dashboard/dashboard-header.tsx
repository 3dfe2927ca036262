import { Link } from '@tanstack/react-router'
import { useAuthActions } from '@/api/auth'
import { Button, buttonClasses, Icon } from '@/components'
import { useState } from 'react'

export interface DashboardHeaderProps {
  name: string
  targetRole: string | null
  roleId: string | null
}

/** Variant B's header: who this is for and the four actions of spec section 2. */
export function DashboardHeader({ name, targetRole, roleId }: DashboardHeaderProps) {
  const { signOutAndReload } = useAuthActions()
  const [signingOut, setSigningOut] = useState(false)
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Welcome back, {name}
        </h1>
        <p className="mt-1 text-muted">
          {targetRole ? `Working toward ${targetRole}` : 'Your sales career, one step at a time'}
        </p>
      </div>
      <nav aria-label="Dashboard actions" className="flex flex-wrap gap-2">
        <Link to="/" className={buttonClasses('outline', 'md')}>
          <Icon name="chevron-left" size={16} />
          Return to Home
        </Link>
        {roleId !== null && (
          <Link
            to="/roadmap/$roleId"
            params={{ roleId }}
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

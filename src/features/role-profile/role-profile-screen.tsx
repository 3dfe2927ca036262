import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClasses } from '@/components/button'
import { Container } from '@/components/container'
import type { Role } from '@/domain/catalogue'
import { CompCard, LearningPaths, NextCareerSteps } from './learning-and-pay'
import { Stories, Skills } from './people-and-skills'
import { ProfileHeader } from './profile-header'
import { QuickStats } from './quick-stats'

export interface RoleProfileScreenProps {
  role: Role
  /** A line above the header, e.g. why /role-profile shows this role. */
  notice?: ReactNode
}

/** The full role profile (spec section 2, "Role profile screen"). */
export function RoleProfileScreen({ role, notice }: RoleProfileScreenProps) {
  return (
    <main className="flex-1">
      <Container className="flex flex-col gap-10 py-6 sm:py-10">
        {notice}
        <ProfileHeader role={role} />
        <QuickStats role={role} />
        <Stories role={role} />
        <Skills role={role} />
        <LearningPaths role={role} />
        <CompCard role={role} />
        <NextCareerSteps role={role} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to="/roadmap/$roleId"
            params={{ roleId: role.id }}
            className={buttonClasses('primary', 'lg')}
          >
            View My Roadmap
          </Link>
          <Link to="/dashboard" className={buttonClasses('outline', 'lg')}>
            Save to Dashboard
          </Link>
        </div>
      </Container>
    </main>
  )
}

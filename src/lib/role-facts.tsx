import { Badge } from '@/components/badge'
import { Icon } from '@/components/icons'
import type { Role } from '@/domain/catalogue'
import { difficultyBadge } from './badge-tone'

/** A role's headline badges (salary, difficulty, demand, remote), on its roadmap and profile. */
export function RoleFacts({ role, salaryIcon = false }: { role: Role; salaryIcon?: boolean }) {
  const difficulty = difficultyBadge(role.difficulty)
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Role facts">
      <li>
        <Badge tone="brand">
          {salaryIcon && <Icon name="coins" size={14} />}
          {role.salary}
        </Badge>
      </li>
      <li>
        <Badge tone={difficulty.tone}>Difficulty: {difficulty.label}</Badge>
      </li>
      <li>
        <Badge tone="blue">{role.demand} Demand</Badge>
      </li>
      {role.remote && (
        <li>
          <Badge tone="green">Remote Available</Badge>
        </li>
      )}
    </ul>
  )
}

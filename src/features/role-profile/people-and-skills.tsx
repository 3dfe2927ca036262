import { Avatar } from '@/components/avatar'
import { Badge } from '@/components/badge'
import { Card, CardBody } from '@/components/card'
import type { Role, RoleSkill } from '@/domain/catalogue'
import { isCompositeStory } from './profile-view'
import { CardGrid, ProfileSection } from './profile-section'

/** Real People in This Role: composite stories are labelled as such. */
export function Stories({ role }: { role: Role }) {
  return (
    <ProfileSection id="real-people" title="Real People in This Role">
      <CardGrid
        items={role.stories}
        keyOf={(story) => story.name}
        bodyClassName="flex h-full flex-col gap-3"
      >
        {(story) => (
          <>
            <div className="flex items-center gap-3">
              <Avatar name={story.name} decorative />
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-ink">{story.name}</h3>
                <p className="text-sm text-muted">
                  {story.years} · {story.company}
                </p>
              </div>
              {isCompositeStory(story) && <Badge tone="purple">Composite story</Badge>}
            </div>
            <blockquote className="border-l-4 border-brand-200 pl-3 text-ink italic">
              &ldquo;{story.quote}&rdquo;
            </blockquote>
            <p className="text-sm text-muted">{story.background}</p>
          </>
        )}
      </CardGrid>
    </ProfileSection>
  )
}

function SkillList({ title, skills }: { title: string; skills: readonly RoleSkill[] }) {
  return (
    <Card>
      <CardBody>
        <h3 className="text-lg font-semibold text-ink">{title}</h3>
        <ul className="mt-3 flex flex-col gap-3">
          {skills.map((skill) => (
            <li key={skill.name}>
              <p className="font-medium text-ink">{skill.name}</p>
              <p className="text-sm text-muted">{skill.description}</p>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  )
}

/** Skills, split into core and advanced. */
export function Skills({ role }: { role: Role }) {
  return (
    <ProfileSection id="skills" title="Skills">
      <div className="grid gap-4 md:grid-cols-2">
        <SkillList title="Core Skills" skills={role.skills.filter((s) => s.type === 'core')} />
        <SkillList
          title="Advanced Skills"
          skills={role.skills.filter((s) => s.type === 'advanced')}
        />
      </div>
    </ProfileSection>
  )
}

import { Link } from '@tanstack/react-router'
import { Badge } from '@/components/badge'
import { Card, CardBody } from '@/components/card'
import type { Role } from '@/domain/catalogue'
import { nextRoles } from './profile-view'
import { CardGrid, ProfileSection } from './profile-section'

/** Recommended Learning Paths (the role's education list). */
export function LearningPaths({ role }: { role: Role }) {
  return (
    <ProfileSection id="learning" title="Recommended Learning Paths">
      <CardGrid
        items={role.education}
        keyOf={(item) => item.title}
        bodyClassName="flex flex-col gap-2"
      >
        {(item) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-ink">{item.title}</h3>
              <Badge tone="purple" className="capitalize">
                {item.type}
              </Badge>
            </div>
            <p className="text-sm text-muted">
              {item.provider !== undefined ? `${item.provider} · ` : ''}
              {item.duration}
            </p>
            <p className="text-sm text-ink">{item.description}</p>
          </>
        )}
      </CardGrid>
    </ProfileSection>
  )
}

/** Comp literacy: how pay is split, how long ramp takes, what to ask about quota, and the basis. */
export function CompCard({ role }: { role: Role }) {
  const { comp } = role
  return (
    <section aria-labelledby="how-pay-works">
      <Card>
        <CardBody className="flex flex-col gap-4">
          <h2 id="how-pay-works" className="text-2xl font-bold tracking-tight text-ink">
            How Pay Works
          </h2>
          <dl className="grid gap-4 md:grid-cols-2">
            <div>
              <dt className="font-semibold text-ink">Base and variable</dt>
              <dd className="mt-1 text-sm text-muted">{comp.baseVariableSplit}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">Typical ramp</dt>
              <dd className="mt-1 text-sm text-muted">{comp.typicalRamp}</dd>
            </div>
          </dl>
          <div>
            <h3 className="font-semibold text-ink">Ask about quota before you accept</h3>
            <ul className="mt-2 list-disc pl-5 text-sm text-ink">
              {comp.quotaQuestions.map((question) => (
                <li key={question} className="mt-1">
                  {question}
                </li>
              ))}
            </ul>
          </div>
          <p className="text-xs text-muted">
            <span className="font-semibold">About these figures:</span> {comp.figuresBasis}
          </p>
        </CardBody>
      </Card>
    </section>
  )
}

/** Where people in the role usually go next: catalogue roles link to their profile. */
export function NextCareerSteps({ role }: { role: Role }) {
  return (
    <section aria-labelledby="next-roles-title" id="next-roles" className="scroll-mt-8">
      <h2 id="next-roles-title" className="text-2xl font-bold tracking-tight text-ink">
        Next Career Steps
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {nextRoles(role).map((next) => (
          <li key={next.id}>
            {next.inCatalogue ? (
              <Link
                to="/role/$roleId"
                params={{ roleId: next.id }}
                className="inline-flex min-h-11 items-center rounded-xl border border-brand-200 bg-brand-50 px-4 font-medium text-brand-800 hover:bg-brand-100"
              >
                {next.title}
              </Link>
            ) : (
              <span className="inline-flex min-h-11 items-center rounded-xl border border-slate-200 bg-surface px-4 text-ink">
                {next.title}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

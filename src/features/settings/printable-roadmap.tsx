import type { RoadmapProgress, StepStatus } from '@/api/roadmap'
import type { Role, RoadmapStep } from '@/domain/catalogue'
import type { RoadmapPlanStep, SelectedRoadmap } from '@/domain/diagnostic'

const statusLabels: Record<StepStatus, string> = {
  locked: 'Locked',
  available: 'To do',
  in_progress: 'In progress',
  completed: 'Completed',
  skipped: 'Skipped',
  skipped_by_resume: 'Done (from your resume)',
}

function resourceTitle(resource: RoadmapStep['resources'][number]): string {
  if (typeof resource === 'string') return resource
  return resource.url ? `${resource.title} (${resource.url})` : resource.title
}

function List({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <div className="mt-2">
      <p className="font-semibold">{title}</p>
      <ul className="list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

/** The catalogue content of an unlocked step: checklist (ticked as in the app), tips, resources. */
function StepContent({ content, checked }: { content: RoadmapStep; checked: readonly number[] }) {
  const checklist = content.checklist.map(
    (item, index) => `${checked.includes(index) ? '[x]' : '[ ]'} ${item}`,
  )
  return (
    <>
      {content.goal === undefined ? null : <p className="mt-2">Goal: {content.goal}</p>}
      <List title="Checklist" items={checklist} />
      <List title="Tips" items={content.tips} />
      <List title="Resources" items={content.resources.map(resourceTitle)} />
    </>
  )
}

function PrintStep({
  step,
  role,
  progress,
}: {
  step: RoadmapPlanStep
  role: Role | undefined
  progress: RoadmapProgress | null
}) {
  const content = role?.roadmapSteps.find((s) => s.id === step.stepId)
  const state = progress?.steps.find((s) => s.stepId === step.stepId)
  const meta = [
    step.mastered ? 'Already covered by your resume' : `${step.priority} priority`,
    step.timeEstimate,
    state ? statusLabels[state.status] : null,
  ].filter((part) => part !== null)
  return (
    <li className="print-keep mt-4 border-l-2 border-slate-300 pl-3">
      <h4 className="font-semibold">{step.title}</h4>
      <p className="text-sm">{meta.join(' · ')}</p>
      <p className="mt-1">{step.description}</p>
      <List title="Success looks like" items={step.successMetrics} />
      {content && state && state.status !== 'locked' ? (
        <StepContent content={content} checked={state.checked} />
      ) : content ? (
        <p className="mt-2 text-sm italic">
          Unlock this step in SalesPath to add its checklist, tips and resources.
        </p>
      ) : null}
    </li>
  )
}

/**
 * Every phase and step of the roadmap laid out for paper. Hidden on screen; printed alone when the
 * user chooses 'Print my roadmap' (see the @media print rules in src/app/styles.css).
 */
export function PrintableRoadmap({
  roadmap,
  timelineLabel,
  role,
  progress,
}: {
  roadmap: SelectedRoadmap
  timelineLabel: string
  role: Role | undefined
  progress: RoadmapProgress | null
}) {
  return (
    <article className="print-roadmap hidden text-black print:block" aria-label="Printable roadmap">
      <header className="border-b border-slate-400 pb-3">
        <p className="text-sm">SalesPath roadmap</p>
        <h2 className="text-2xl font-bold">{roadmap.title}</h2>
        <p className="mt-1">Where you start: {roadmap.currentState}</p>
        <p>
          Your timeline: {timelineLabel}. {roadmap.timelineAssessment}
        </p>
        <List title="Already covered by your resume" items={roadmap.skipReasons} />
      </header>
      {roadmap.phases.map((phase) => (
        <section key={phase.phase} className="mt-6">
          <h3 className="text-xl font-bold">
            Phase {phase.phase}: {phase.title} ({phase.duration})
          </h3>
          <p className="mt-1">{phase.description}</p>
          <ol>
            {phase.steps.map((step) => (
              <PrintStep key={step.title} step={step} role={role} progress={progress} />
            ))}
          </ol>
          <div className="print-keep">
            <List title="Milestones" items={phase.milestones} />
          </div>
        </section>
      ))}
    </article>
  )
}

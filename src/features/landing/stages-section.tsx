import { SectionHeading } from '@/components/section-heading'
import { stages } from './content-journey'
import { LandingSection } from './landing-section'

export function StagesSection() {
  return (
    <LandingSection labelledBy="stages-title">
      <SectionHeading
        id="stages-title"
        eyebrow="Every stage"
        title="A plan for wherever you are today"
        align="center"
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {stages.map((stage) => (
          <li
            key={stage.name}
            className="flex flex-col rounded-card border border-slate-200 bg-surface p-6 shadow-card"
          >
            <h3 className="text-lg font-semibold text-ink">{stage.name}</h3>
            <p className="mt-2 text-sm text-muted">{stage.situation}</p>
            <p className="mt-4 flex-1 text-sm text-ink">{stage.plan}</p>
            <p className="mt-5 border-t border-slate-100 pt-4 text-sm">
              <span className="text-muted">Typical next role: </span>
              <span className="font-semibold text-brand-700">{stage.path}</span>
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}

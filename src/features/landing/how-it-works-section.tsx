import { SectionHeading } from '@/components/section-heading'
import { howItWorksSteps } from './content-journey'
import { CtaLink } from './cta-link'
import { LandingSection } from './landing-section'

export function HowItWorksSection() {
  return (
    <LandingSection id="how-it-works" labelledBy="how-it-works-title">
      <SectionHeading
        id="how-it-works-title"
        eyebrow="How it works"
        title="From first question to next role in three steps"
        description="No generic career quiz. Every answer shapes a plan for tech sales specifically."
        align="center"
      />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {howItWorksSteps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-card border border-slate-200 bg-surface p-6 shadow-card"
          >
            <div className="flex items-center justify-between">
              <span className="grid size-11 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white">
                {index + 1}
              </span>
              <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
                {step.detail}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 text-muted">{step.body}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex justify-center">
        <CtaLink>Start Step 1</CtaLink>
      </div>
    </LandingSection>
  )
}

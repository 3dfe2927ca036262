import { Icon } from '@/components/icons'
import { SectionHeading } from '@/components/section-heading'
import { toolkitItems } from './content-journey'
import { CtaLink } from './cta-link'
import { LandingSection } from './landing-section'
import { TickList } from './tick-list'

export function ToolkitSection() {
  return (
    <LandingSection labelledBy="toolkit-title" tone="canvas">
      <SectionHeading
        id="toolkit-title"
        eyebrow="Your toolkit"
        title="Everything you need to make the move"
        description="Four tools that work together, from choosing the role to landing it."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2">
        {toolkitItems.map((item) => (
          <li
            key={item.title}
            className="flex flex-col gap-4 rounded-card border border-slate-200 bg-surface p-6 shadow-card sm:flex-row sm:gap-5"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={item.icon} size={24} />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 text-muted">{item.body}</p>
              <TickList items={item.points} className="mt-4 space-y-2 text-sm text-ink" />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10">
        <CtaLink>Start My Assessment</CtaLink>
      </div>
    </LandingSection>
  )
}

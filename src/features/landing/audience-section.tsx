import { Icon } from '@/components/icons'
import { SectionHeading } from '@/components/section-heading'
import { audiences } from './content-journey'
import { LandingSection } from './landing-section'

export function AudienceSection() {
  return (
    <LandingSection labelledBy="audience-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <SectionHeading
          id="audience-title"
          eyebrow="Who it is for"
          title="Made for people building a career in tech sales"
          description="Whether you are booking meetings today or have never cold called, SalesPath starts from where you are."
        />
        <ul className="grid gap-4 sm:grid-cols-2">
          {audiences.map((audience) => (
            <li key={audience.title} className="rounded-card border border-slate-200 p-5">
              <h3 className="flex items-center gap-2 font-semibold text-ink">
                <Icon name="user" size={18} className="text-brand-600" />
                {audience.title}
              </h3>
              <p className="mt-2 text-sm text-muted">{audience.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  )
}

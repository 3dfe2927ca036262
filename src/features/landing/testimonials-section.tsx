import { Avatar } from '@/components/avatar'
import { SectionHeading } from '@/components/section-heading'
import { testimonials } from './content-proof'
import { LandingSection } from './landing-section'

export function TestimonialsSection() {
  return (
    <LandingSection labelledBy="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Stories"
        title="People who made the move"
        description="Illustrative stories: each one is based on a common path our members take."
        align="center"
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((story) => (
          <li key={story.name}>
            <figure className="flex h-full flex-col rounded-card border border-slate-200 bg-surface p-6 shadow-card">
              <blockquote className="flex-1 text-ink">
                <p>&ldquo;{story.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <Avatar name={story.name} decorative />
                <span>
                  <span className="block font-semibold text-ink">{story.name}</span>
                  <span className="block text-sm text-muted">{story.move}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}

import { BeckyAvatar } from '@/components/becky-avatar'
import { CtaLink } from './cta-link'
import { LandingSection } from './landing-section'

export function FinalCtaSection() {
  return (
    <LandingSection labelledBy="final-cta-title" flushTop>
      <div className="relative overflow-hidden rounded-[2rem] bg-brand-700 px-6 py-14 text-center text-white sm:px-12 sm:py-20">
        <div className="mx-auto flex max-w-2xl flex-col items-center">
          <BeckyAvatar size="medium" mood="cheerful" alt="" />
          <h2
            id="final-cta-title"
            className="mt-6 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            Your next role is a plan away
          </h2>
          <p className="mt-4 text-lg text-brand-100">
            Take the 5-10 minute assessment and leave with ranked matches and a phased roadmap.
            Free, no card needed.
          </p>
          <CtaLink variant="secondary" className="mt-8">
            Get My Roadmap
          </CtaLink>
        </div>
      </div>
    </LandingSection>
  )
}

import { useEffect } from 'react'
import { AudienceSection } from './audience-section'
import { ComparisonSection } from './comparison-section'
import { FaqSection } from './faq-section'
import { FinalCtaSection } from './final-cta-section'
import { HowItWorksSection } from './how-it-works-section'
import { LandingFooter } from './landing-footer'
import { MeetBeckySection } from './meet-becky-section'
import { MobileStickyBar } from './mobile-sticky-bar'
import { PricingSection } from './pricing-section'
import { StagesSection } from './stages-section'
import { StatsSection } from './stats-section'
import { TestimonialsSection } from './testimonials-section'
import { ToolkitSection } from './toolkit-section'

/**
 * The sections after the hero, in the spec's order (section 2), with the footer and the phone's
 * sticky bar (shown only once scrolled past the hero). Their own chunk: the prerendered
 * HTML shows them from the first paint, and their code hydrates them once the page is idle
 * (landing-page.tsx), so it is not part of the landing's JavaScript before idle (issue 33).
 */
export function BelowFoldSections() {
  // Marks the page once these sections are interactive: the e2e presses keys on them only then,
  // as a person could only once the code had arrived.
  useEffect(() => {
    document.documentElement.dataset.belowFold = 'ready'
  }, [])
  return (
    <>
      <HowItWorksSection />
      <ToolkitSection />
      <AudienceSection />
      <ComparisonSection />
      <TestimonialsSection />
      <MeetBeckySection />
      <StagesSection />
      <StatsSection />
      <PricingSection />
      <FaqSection />
      <FinalCtaSection />
    </>
  )
}

export { LandingFooter as BelowFoldFooter, MobileStickyBar }

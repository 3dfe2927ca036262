import type { ReactNode } from 'react'
import { useCurrentUser } from '@/api/auth'
import { AuthDialog } from '@/components'
import { AudienceSection } from './audience-section'
import { ComparisonSection } from './comparison-section'
import { FaqSection } from './faq-section'
import { FinalCtaSection } from './final-cta-section'
import { HeroSection } from './hero-section'
import { HowItWorksSection } from './how-it-works-section'
import { LandingFooter } from './landing-footer'
import { LandingNav } from './landing-nav'
import { MeetBeckySection } from './meet-becky-section'
import { MobileStickyBar } from './mobile-sticky-bar'
import { PricingSection } from './pricing-section'
import { StagesSection } from './stages-section'
import { StatsSection } from './stats-section'
import { TestimonialsSection } from './testimonials-section'
import { ToolkitSection } from './toolkit-section'
import { useLandingAuth } from './use-landing-auth'

export interface LandingPageProps {
  /**
   * SLOT for the floating chat widget (spec section 2). The coach feature owns the widget and
   * src/routes/index.tsx passes it in, since one feature never imports another.
   */
  chatWidget?: ReactNode
}

/** The public landing page: sections in the spec's order (section 2). */
export function LandingPage({ chatWidget }: LandingPageProps) {
  const { user } = useCurrentUser()
  const auth = useLandingAuth()
  const signedIn = user !== null
  const openSignIn = () => auth.openModal('signin')

  return (
    <>
      <LandingNav
        signedIn={signedIn}
        onSignIn={openSignIn}
        onSignOut={auth.signOut}
        signingOut={auth.signingOut}
      />
      <main id="main">
        <HeroSection signedIn={signedIn} onSignIn={openSignIn} />
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
      </main>
      <LandingFooter />
      <MobileStickyBar />
      <AuthDialog
        open={auth.modalMode !== null}
        onClose={auth.closeModal}
        initialMode={auth.modalMode ?? 'signup'}
        variant="modal"
        onSubmit={auth.submit}
      />
      {/* ---- Floating chat widget slot (coach feature), composed by src/routes/index.tsx ---- */}
      {chatWidget}
    </>
  )
}

import { lazy, Suspense, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useCurrentUser } from '@/api/auth'
import { HeroSection } from './hero-section'
import { idlePart } from './idle-part'
import { LandingNav } from './landing-nav'
import { loadAfterIdle } from './load-after-idle'
import { useLandingAuth } from './use-landing-auth'
import { useScrolledPastThreshold } from './use-scrolled-past'

// The sign-in dialog (Headless UI's dialog, focus trap and portal) loads when a visitor first opens
// it: most visitors never do, and it was 12 KB gzip of the landing page's first load.
const AuthDialog = lazy(() =>
  import('@/components/auth-dialog').then((m) => ({ default: m.AuthDialog })),
)

// Everything after the hero hydrates once the page is idle (issue 33: its code was a third of the
// landing route's chunk); its prerendered HTML is readable meanwhile (load-after-idle.ts).
const belowFold = loadAfterIdle('how-it-works', () => import('./below-fold'))
const BelowFoldSections = lazy(() => belowFold().then((m) => ({ default: m.BelowFoldSections })))
const BelowFoldFooter = lazy(() => belowFold().then((m) => ({ default: m.BelowFoldFooter })))
const MobileStickyBar = lazy(() => belowFold().then((m) => ({ default: m.MobileStickyBar })))

// Made once (idle-part.tsx): the sticky bar's scroll state re-renders the page as a person scrolls.
const belowFoldSections = idlePart(BelowFoldSections)
const belowFoldFooter = idlePart(BelowFoldFooter)

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
  // A signed-in page replaces the visitor's prerendered HTML at once: nothing to wait behind.
  if (signedIn) belowFold.now()
  const stickyBar = useScrolledPastThreshold()
  const [dialogWanted, setDialogWanted] = useState(false)
  if (auth.modalMode !== null && !dialogWanted) setDialogWanted(true)
  // The dialog mounts on first use, after the click, so it cannot know its opener; we hand focus
  // back ourselves when it closes (keyboard users land where they were).
  const opener = useRef<HTMLElement | null>(null)
  const openSignIn = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    auth.openModal('signin')
  }
  const closeDialog = () => {
    auth.closeModal()
    const back = opener.current
    if (back) requestAnimationFrame(() => back.focus())
  }

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
        {belowFoldSections}
      </main>
      {belowFoldFooter}
      {stickyBar && (
        <Suspense fallback={null}>
          <MobileStickyBar visible />
        </Suspense>
      )}
      {/* The floating chat widget slot (coach feature), composed by src/routes/index.tsx. On
          phones its button sits low until the sticky bar takes the bottom of the screen. */}
      <div style={{ '--chat-button-bottom': stickyBar ? '6rem' : '1rem' } as CSSProperties}>
        {chatWidget}
      </div>
      {/* Mounted from the first opening on, so closing returns focus to the button that opened it. */}
      {dialogWanted && (
        <Suspense fallback={null}>
          <AuthDialog
            open={auth.modalMode !== null}
            onClose={closeDialog}
            initialMode={auth.modalMode ?? 'signup'}
            variant="modal"
            onSubmit={auth.submit}
          />
        </Suspense>
      )}
    </>
  )
}

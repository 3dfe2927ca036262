import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/button'
import { Container } from '@/components/container'
import { Icon } from '@/components/icons'
import { BrandMark } from './brand-mark'
import { CtaLink } from './cta-link'

export interface LandingNavProps {
  signedIn: boolean
  onSignIn: () => void
  onSignOut: () => void
  signingOut: boolean
}

const linkClasses =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-muted hover:bg-slate-100 hover:text-ink'

function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <a href="#how-it-works" className={linkClasses} onClick={onNavigate}>
        How It Works
      </a>
      <a href="#pricing" className={linkClasses} onClick={onNavigate}>
        Pricing
      </a>
      <Link to="/journey-flow" className={linkClasses} onClick={onNavigate}>
        View Journey
      </Link>
    </>
  )
}

/** Sticky top bar (spec section 2): section anchors, the journey demo and the account actions. */
export function LandingNav({ signedIn, onSignIn, onSignOut, signingOut }: LandingNavProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const closeMenu = () => setMenuOpen(false)

  // Escape closes the open menu and puts focus back on its button (disclosure pattern).
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-surface/90 backdrop-blur">
      <Container size="xl" className="flex h-16 items-center justify-between gap-3">
        <BrandMark />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <SectionLinks />
        </nav>
        <div className="flex items-center gap-2">
          {signedIn ? (
            <>
              {/* A wrapper hides it: the button's own display class would win over 'hidden'. */}
              <span className="hidden sm:contents">
                <Button variant="ghost" onClick={onSignOut} loading={signingOut}>
                  Sign Out
                </Button>
              </span>
              <CtaLink to="/dashboard" size="md">
                My Dashboard
              </CtaLink>
            </>
          ) : (
            <>
              <span className="hidden sm:contents">
                <CtaLink to="/diagnostic-onboarding" variant="outline" size="md">
                  Try Free Demo
                </CtaLink>
              </span>
              <Button onClick={onSignIn}>Sign In</Button>
            </>
          )}
          <button
            ref={toggle}
            type="button"
            className="grid size-11 place-items-center rounded-xl text-ink hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'x' : 'menu'} />
          </button>
        </div>
      </Container>
      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 md:hidden">
        <Container size="xl">
          <nav aria-label="Menu" className="flex flex-col py-2">
            <SectionLinks onNavigate={closeMenu} />
            {signedIn ? (
              <button
                type="button"
                className={`${linkClasses} sm:hidden`}
                onClick={() => {
                  closeMenu()
                  onSignOut()
                }}
              >
                Sign Out
              </button>
            ) : (
              <Link to="/diagnostic-onboarding" className={`${linkClasses} sm:hidden`}>
                Try Free Demo
              </Link>
            )}
          </nav>
        </Container>
      </div>
    </header>
  )
}

import type { ReactNode } from 'react'
import { Link, useLocation } from '@tanstack/react-router'
import { useCurrentUser } from '@/api/auth'
import { BarGlyph } from './bar-glyph'
import { InstallButton } from './install-button'
import { OfflineIndicator } from './offline-indicator'
import { OfflineReadyBanner, PwaUpdatePrompt } from './pwa-prompts'

/** A shield with a tick: the link to Settings & privacy. */
const privacyGlyph = ['M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z', 'm9 12 2 2 4-4']

// Narrower padding on phones: at 320 px the brand, Dashboard and Privacy fit one line (with px-3
// Privacy wrapped onto a line of its own).
const barLink =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 font-medium text-muted hover:bg-slate-100 hover:text-ink sm:px-3'

/**
 * App-wide chrome around every route: a slim bar with the brand link home (the landing draws its
 * own), the Dashboard link for a signed-in user (so no screen is a dead end), the offline indicator,
 * the install button (when the browser offers it) and the link to Settings & privacy, plus the
 * service worker's update notice (floating) and offline-ready banner (in the page). Pages draw their own headers below it.
 */
export function AppChrome({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser()
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-dvh flex-col">
      {/* A landmark of its own, so the bar is not stray content between the pages' landmarks. */}
      <nav aria-label="App" className="no-print border-b border-slate-200 bg-surface text-sm">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-end gap-1 px-4 sm:px-6 lg:px-8">
          {pathname === '/' ? null : (
            <Link to="/" className={`${barLink} font-bold text-ink`}>
              SalesPath
              <span className="sr-only"> home</span>
            </Link>
          )}
          {user ? (
            <Link
              to="/dashboard"
              className={barLink}
              activeProps={{ 'aria-current': 'page', className: 'text-ink' }}
            >
              Dashboard
            </Link>
          ) : null}
          <OfflineIndicator className="mr-auto" />
          <InstallButton />
          <Link
            to="/settings"
            className={barLink}
            activeProps={{ 'aria-current': 'page', className: 'text-ink' }}
          >
            <BarGlyph paths={privacyGlyph} />
            <span className="max-sm:sr-only">Settings &amp; </span>
            <span className="max-sm:capitalize">privacy</span>
          </Link>
        </div>
      </nav>
      <OfflineReadyBanner />
      {children}
      <PwaUpdatePrompt />
    </div>
  )
}

import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { InstallButton } from './install-button'
import { OfflineIndicator } from './offline-indicator'
import { PwaPrompts } from './pwa-prompts'

function PrivacyGlyph() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  )
}

/**
 * App-wide chrome around every route: a slim bar with the offline indicator, the install button
 * (when the browser offers it) and the link to Settings & privacy, plus the service worker's
 * update and offline-ready notices. Pages draw their own headers below it.
 */
export function AppChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* A landmark of its own, so the bar is not stray content between the pages' landmarks. */}
      <nav aria-label="App" className="no-print border-b border-slate-200 bg-surface text-sm">
        <div className="mx-auto flex w-full max-w-7xl items-center justify-end gap-1 px-4 sm:px-6 lg:px-8">
          <OfflineIndicator className="mr-auto" />
          <InstallButton />
          <Link
            to="/settings"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 font-medium text-muted hover:bg-slate-100 hover:text-ink"
            activeProps={{ 'aria-current': 'page', className: 'text-ink' }}
          >
            <PrivacyGlyph />
            Settings &amp; privacy
          </Link>
        </div>
      </nav>
      {children}
      <PwaPrompts />
    </div>
  )
}

import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createMemoryHistory } from '@tanstack/react-router'
import { currentUserQuery } from '@/api/auth'
import { AUTH_COOKIE } from '@/contract/constants'
import { DRAFT_KEY } from '@/features/diagnostic/wizard-state'
import { AppProviders } from './providers'
import { queryClient, router } from './router'

/** A page whose HTML is rendered at build time into its own file, then hydrated. */
export interface PrerenderedPage {
  path: string
  /** The build's HTML file for the path (the preview server and the service worker map one to the other). */
  file: string
  /**
   * A visit that holds this cookie or this sessionStorage key renders differently (a session fills
   * the wizard with the account's name, a saved draft resumes at its step): the file's copy is
   * cleared before the first paint instead of shown and then swapped.
   */
  unlessCookie?: string
  unlessSessionKey?: string
}

/**
 * Issue 33: the two pages Lighthouse and a new visitor meet first. The landing ('/') and the
 * wizard's first step are what a visitor reads before any JavaScript has run; every other route
 * starts from index.html with its landing hidden and cleared.
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html' },
  {
    path: '/diagnostic-onboarding',
    file: 'diagnostic-onboarding.html',
    unlessCookie: AUTH_COOKIE,
    unlessSessionKey: DRAFT_KEY,
  },
]

/**
 * A page's HTML, rendered at build time (scripts/prerender-pages.ts writes it into the page's
 * file) from the same tree the page hydrates (main.tsx): it is the visitor's page. A visitor's
 * page knows it has no session without an /api call (no auth cookie) and renders exactly this, so
 * hydration matches; a signed-in person's landing renders their own over it.
 */
export async function renderPage(path: string): Promise<string> {
  queryClient.setQueryData(currentUserQuery.queryKey, null)
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  // prerender (not renderToString) waits for lazy parts, such as the landing's sections after the
  // hero, which the page hydrates later: all of the page's content is in the file. An unbounded
  // chunk size keeps every boundary in place: no hidden copies moved into place by a script.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  // The router's scroll-restoration script is for streamed server pages: it removes itself while
  // the HTML is parsed, and the page's first render has no such element, so it would only cause a
  // hydration mismatch. The page restores scroll itself once hydrated.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
}

import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createMemoryHistory } from '@tanstack/react-router'
import { currentUserQuery } from '@/api/auth'
import { AppProviders } from './providers'
import { queryClient, router } from './router'

/**
 * The landing's HTML, rendered at build time (scripts/prerender-landing.ts writes it into
 * index.html) from the same tree the page hydrates (main.tsx): a visitor reads the content, the
 * calls to action and the FAQ before any JavaScript runs. It is the visitor's landing: a visitor's
 * page knows it has no session without an /api call (no auth cookie) and renders exactly this, so
 * hydration matches; a signed-in person's page renders their own landing over it.
 */
export async function renderLanding(): Promise<string> {
  queryClient.setQueryData(currentUserQuery.queryKey, null)
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  // prerender (not renderToString) waits for lazy parts, such as the landing's sections after the
  // hero, which the page hydrates later: all of the landing's content is in the file. An unbounded
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

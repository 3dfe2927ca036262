import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll } from 'vitest'
import { setApiBaseUrl } from '../client'

/** The origin the api client calls in unit tests; handlers are written against it. */
export const API_TEST_ORIGIN = 'http://api.test'

/**
 * One msw server for a test file, answering the api client at API_TEST_ORIGIN: it listens before
 * the file's tests (a request no handler answers fails the test) and closes after them, and the
 * client's base URL is set and cleared around them. Each file keeps its own afterEach resets.
 */
export function serveApiInTests(...handlers: RequestHandler[]): ReturnType<typeof setupServer> {
  const server = setupServer(...handlers)
  beforeAll(() => {
    setApiBaseUrl(API_TEST_ORIGIN)
    server.listen({ onUnhandledFrame: 'error' })
  })
  afterAll(() => {
    server.close()
    setApiBaseUrl('')
  })
  return server
}

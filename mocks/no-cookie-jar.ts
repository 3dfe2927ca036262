/**
 * Stands in for `tough-cookie` in the browser build (vite.config.ts aliases it here).
 *
 * msw's core builds a cookie jar at import time (tough-cookie plus a public-suffix trie: about
 * 110 KB gzip, half of the in-page server) to resolve cookie domains for any origin. The page's
 * server is same-origin and reads its session itself (http-kit.ts `readCookie`: the request's
 * Cookie header, else `document.cookie`), and `getResponse` never writes to msw's jar (only
 * msw's `defineNetwork` does, which the page does not use). So the jar msw gets here stays empty:
 * it remembers nothing and offers no cookies, and msw falls back to `document.cookie`, exactly
 * what it did with the real jar. Node tests and the sync server keep the real package.
 */
export class Cookie {
  key = ''
  value = ''
  domain: string | null = null
  path: string | null = null

  /** msw restores a jar saved in localStorage; this one keeps nothing, so there is none. */
  static fromJSON(): Cookie | null {
    return null
  }

  toJSON(): Record<string, unknown> {
    return {}
  }
}

export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {}
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return []
  }

  setCookie(): Promise<undefined> {
    return Promise.resolve(undefined)
  }
}

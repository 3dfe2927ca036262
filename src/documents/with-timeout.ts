/**
 * Races a step against a deadline. On expiry the step's signal aborts (so pdf.js can drop its
 * worker) and the race rejects with a typed 'timeout' failure. A real guard in the browser, where
 * pdf.js parses in a Web Worker; in Node pdf.js runs in-process and rarely yields to timers.
 */
import { DocumentError } from './document-types'
import { failureMessages } from './messages'

export function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new DocumentError('timeout', failureMessages.timeout))
    }, ms)
  })
  return Promise.race([work(controller.signal), expired]).finally(() => clearTimeout(timer))
}

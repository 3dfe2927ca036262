import { errorMessage } from '@/lib/error-message'

/** The server's own message when it sent one (e.g. the 402 text), else something readable. */
export function describeError(error: unknown): string {
  return errorMessage(error, 'Something went wrong. Please try again.')
}

import { ApiError } from '@/api/client'

/** The server's own message when it sent one (e.g. the 402 text), else something readable. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message
  if (error instanceof Error) return error.message
  return 'Something went wrong. Please try again.'
}

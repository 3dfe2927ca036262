import { ApiError } from '@/api/client'

/**
 * What to tell a person when a call fails: the server's own words when it sent some (they are
 * written for people: "Not enough credits: you need 5 more."), else the screen's fallback. Raw
 * exception text ("TypeError: Failed to fetch") is never shown.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback
}

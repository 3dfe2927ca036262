import { useQuery } from '@tanstack/react-query'
import type { DiagnosticAnswers } from '@/domain/diagnostic'
import { getGuestSessionId } from './browser-store'
import { api, ApiError } from './client'
import { guestSessionIdPattern } from '@/contract/constants'
import type { DiagnosticRunPayload, StoredAnswerRow, StoredDiagnostic } from '@/contract'

export const diagnosticKeys = {
  latest: ['diagnostic', 'latest'] as const,
}

export type { StoredAnswerRow } from '@/contract'

/** Runs the diagnostic: bare answers from the wizard, {answers, resumeData} from the results page. */
export function submitDiagnostic(payload: DiagnosticAnswers | DiagnosticRunPayload) {
  return api('POST /api/onboarding/diagnostic', { body: payload })
}

/** The caller's latest stored result, or null when the wizard was never finished. */
export async function fetchLatestDiagnostic(): Promise<StoredDiagnostic | null> {
  try {
    return await api('GET /api/onboarding/diagnostic/latest')
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const latestDiagnosticQuery = {
  queryKey: diagnosticKeys.latest,
  queryFn: fetchLatestDiagnostic,
}

export function useLatestDiagnostic() {
  return useQuery(latestDiagnosticQuery)
}

/** Guest ids have their own endpoint; everything else is an account id. */
export function answersPath(ownerId: string): string {
  const id = encodeURIComponent(ownerId)
  return guestSessionIdPattern.test(ownerId)
    ? `/api/answers/session/${id}`
    : `/api/answers/user/${id}`
}

/** Stored answers per user or guest session; a failure is logged and gives [] (spec section 8). */
export async function fetchStoredAnswers(ownerId: string): Promise<StoredAnswerRow[]> {
  try {
    return guestSessionIdPattern.test(ownerId)
      ? await api('GET /api/answers/session/:sessionId', { params: { sessionId: ownerId } })
      : await api('GET /api/answers/user/:userId', { params: { userId: ownerId } })
  } catch (error) {
    console.error('Failed to load answers', error)
    return []
  }
}

/** Rows back to the keyed answers object the diagnostic takes; null when there are none. */
export function answersFromRows(rows: readonly StoredAnswerRow[]): DiagnosticAnswers | null {
  if (rows.length === 0) return null
  return Object.fromEntries(
    rows.map((row) => [row.questionId, row.answer]),
  ) as unknown as DiagnosticAnswers
}

/**
 * The id the wizard passes on to /resume-upload and the results page: the account's id, else the
 * guest session that owns the answers until sign-up.
 */
export function onboardingOwnerId(userId: string | null | undefined): string | null {
  return userId ?? getGuestSessionId()
}

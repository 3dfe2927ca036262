import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from './client'
import type { ReviewTextRequest } from '@/contract'
import { refreshBalance } from './credits'

/** The practice room's calls (docs/api.md, "Practice"). */
export const practiceKeys = {
  all: ['practice'] as const,
  scenarios: ['practice', 'scenarios'] as const,
  history: ['practice', 'history'] as const,
}

export const fetchPracticeScenarios = () => api('GET /api/practice/scenarios')

export const startPractice = (scenarioId: string) =>
  api('POST /api/practice/sessions', { body: { scenarioId } })

export const sendPracticeTurn = (sessionId: string, text: string) =>
  api('POST /api/practice/sessions/:sessionId/turns', { params: { sessionId }, body: { text } })

export const finishPractice = (sessionId: string) =>
  api('POST /api/practice/sessions/:sessionId/finish', { params: { sessionId } })

export const fetchPracticeHistory = () => api('GET /api/practice/history')

export const reviewPracticeText = (body: ReviewTextRequest) =>
  api('POST /api/practice/review', { body })

export function usePracticeScenarios() {
  return useQuery({ queryKey: practiceKeys.scenarios, queryFn: fetchPracticeScenarios })
}

export function usePracticeHistory() {
  return useQuery({ queryKey: practiceKeys.history, queryFn: fetchPracticeHistory })
}

export function useStartPractice() {
  return useMutation({ mutationFn: startPractice })
}

export function usePracticeTurn() {
  return useMutation({
    mutationFn: ({ sessionId, text }: { sessionId: string; text: string }) =>
      sendPracticeTurn(sessionId, text),
  })
}

export function useFinishPractice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: finishPractice,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: practiceKeys.history })
      if (result.creditsEarned > 0) refreshBalance(queryClient)
    },
  })
}

/** "Review my text": a pasted pitch, email, note, voicemail or bullets, scored; nothing is stored. */
export function useReviewText() {
  return useMutation({ mutationFn: reviewPracticeText })
}

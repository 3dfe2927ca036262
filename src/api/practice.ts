import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getJson, sendJson } from './client'
import { refreshBalance } from './credits'
import type {
  PracticeFinishResponse,
  PracticeHistoryResponse,
  PracticeScenarioSummary,
  PracticeSessionView,
} from '@/contract'

/** The practice room's calls (docs/api.md, "Practice"). */
export const practiceKeys = {
  all: ['practice'] as const,
  scenarios: ['practice', 'scenarios'] as const,
  history: ['practice', 'history'] as const,
}

export const fetchPracticeScenarios = () =>
  getJson<{ scenarios: PracticeScenarioSummary[] }>('/api/practice/scenarios')

export const startPractice = (scenarioId: string) =>
  sendJson<PracticeSessionView>('POST', '/api/practice/sessions', { scenarioId })

export const sendPracticeTurn = (sessionId: string, text: string) =>
  sendJson<PracticeSessionView>(
    'POST',
    `/api/practice/sessions/${encodeURIComponent(sessionId)}/turns`,
    { text },
  )

export const finishPractice = (sessionId: string) =>
  sendJson<PracticeFinishResponse>(
    'POST',
    `/api/practice/sessions/${encodeURIComponent(sessionId)}/finish`,
  )

export const fetchPracticeHistory = () => getJson<PracticeHistoryResponse>('/api/practice/history')

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

import type { PracticeSessionView } from '@/contract'

/** Words the screen shows for the call's state and the scenario's difficulty. */
export const outcomeLabels: Record<PracticeSessionView['outcome'], string> = {
  in_progress: 'In progress',
  goal_reached: 'Goal reached',
  hung_up: 'The prospect hung up',
  turn_limit: 'Out of time',
  ended_by_user: 'You ended the call',
  ended_by_prospect: 'The prospect ended the call',
}

export const difficultyLabels = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const

export const directionLabels = {
  improving: 'Improving',
  steady: 'Steady',
  slipping: 'Slipping',
  new: 'First attempts',
} as const

export function scoreSummary(score: number, passed: boolean): string {
  return `${String(score)}% · ${passed ? 'Passed' : 'Not passed yet'} (pass mark 80%)`
}

/** "3 turns left" / "1 turn left" / "Last turn". */
export function turnsLeftText(turnsLeft: number): string {
  if (turnsLeft <= 0) return 'No turns left'
  return turnsLeft === 1 ? '1 turn left' : `${String(turnsLeft)} turns left`
}

export function formatAttemptDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
}

import type { CoachingMemory } from '@/domain/coaching'

/** Prefixes of the insights the coach keeps in memory (see memory-notes.ts). */
export const insightPrefixes = {
  situation: 'Situation: ',
  goal: 'Goal: ',
  planned: 'Planned: ',
  done: 'Done: ',
  mood: 'Mood: ',
  focus: 'Working on: ',
} as const

/** Becky's opening line for a new conversation, from the newest plan or situation in memory. */
export function readBackLine(memory: CoachingMemory | null): string | undefined {
  const insights = [...(memory?.coachingHistory.keyInsights ?? [])].reverse()
  const planned = insights.find((i) => i.startsWith(insightPrefixes.planned))
  if (planned !== undefined) {
    return `Last time you planned to ${planned.slice(insightPrefixes.planned.length)}: how did it go?`
  }
  const situation = insights.find((i) => i.startsWith(insightPrefixes.situation))
  if (situation !== undefined) {
    return `Last time we talked about ${situation.slice(insightPrefixes.situation.length)}. How are things now?`
  }
  return undefined
}

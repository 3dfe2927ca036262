import type { CoachingMemory } from '@/domain/coaching'

/** Prefixes of the insights the coach keeps in memory (see memory-notes.ts). */
export const insightPrefixes = {
  situation: 'Situation: ',
  goal: 'Goal: ',
  planned: 'Planned: ',
  done: 'Done: ',
  mood: 'Mood: ',
  focus: 'Working on: ',
  about: 'About you: ',
} as const

/**
 * Becky's question about the newest plan in memory, once per new visit. Only a plan the person
 * made: a situation is never read back, since it may have been a misreading.
 */
export function readBackLine(memory: CoachingMemory | null): string | undefined {
  const insights = [...(memory?.coachingHistory.keyInsights ?? [])].reverse()
  const planned = insights.find((i) => i.startsWith(insightPrefixes.planned))
  if (planned === undefined) return undefined
  return `Last time you planned to ${planned.slice(insightPrefixes.planned.length)}: how did it go?`
}

import type { CoachingMemory } from '@/domain/coaching'

/** Spec section 2: the Memory panel shows up to 3 strengths, 3 gaps and 2 key insights. */
export const memoryPanelLimits = { strengths: 3, gaps: 3, keyInsights: 2 } as const

/** What the Memory panel lists: the first strengths and gaps, and the latest insights. */
export function memorySummary(memory: CoachingMemory) {
  return {
    strengths: memory.skillsProfile.strengths.slice(0, memoryPanelLimits.strengths),
    gaps: memory.skillsProfile.gaps.slice(0, memoryPanelLimits.gaps),
    keyInsights: memory.coachingHistory.keyInsights.slice(-memoryPanelLimits.keyInsights).reverse(),
  }
}

export const memorySections = [
  { section: 'strengths', title: 'Strengths', item: 'strength' },
  { section: 'gaps', title: 'Gaps to close', item: 'gap' },
  { section: 'keyInsights', title: 'Key insights', item: 'insight' },
] as const

export function sectionItems(
  memory: CoachingMemory,
  section: (typeof memorySections)[number]['section'],
): string[] {
  return section === 'keyInsights'
    ? memory.coachingHistory.keyInsights
    : memory.skillsProfile[section]
}

const moodLabels: Record<string, string> = {
  motivated: 'Motivated',
  excited: 'Excited',
  stuck: 'Stuck',
  anxious: 'Anxious',
  frustrated: 'Frustrated',
  curious: 'Curious',
  neutral: 'Neutral',
}

export const moodLabel = (mood: string) => moodLabels[mood] ?? mood

import { describe, expect, it } from 'vitest'
import type { CoachingMemory } from './coaching-types'
import { editMemory, memoryAfterTurn } from './memory-edits'
import { emptyMemory } from './memory-rules'

const memory: CoachingMemory = {
  ...emptyMemory(),
  skillsProfile: {
    strengths: ['Communication', 'Resilience'],
    gaps: ['Discovery', 'Negotiation'],
    experienceLevel: 'early career',
  },
  coachingHistory: {
    coachingStyle: 'practical',
    keyInsights: ['Asked: "How do I ask for a raise?"'],
  },
}

describe('editMemory', () => {
  it('replaces or removes one item and leaves the rest alone', () => {
    const renamed = editMemory(memory, { section: 'gaps', index: 1, value: 'Closing' })
    expect(renamed?.skillsProfile.gaps).toEqual(['Discovery', 'Closing'])
    expect(renamed?.skillsProfile.strengths).toEqual(memory.skillsProfile.strengths)
    const removed = editMemory(memory, { section: 'keyInsights', index: 0, value: null })
    expect(removed?.coachingHistory.keyInsights).toEqual([])
    expect(memory.coachingHistory.keyInsights).toHaveLength(1)
  })

  it('merges a renamed item into an equal one and refuses a missing index', () => {
    const merged = editMemory(memory, { section: 'strengths', index: 1, value: 'Communication' })
    expect(merged?.skillsProfile.strengths).toEqual(['Communication'])
    expect(editMemory(memory, { section: 'gaps', index: 2, value: null })).toBeNull()
  })
})

describe('memoryAfterTurn', () => {
  const update = {
    message: 'I want to move into customer success next year',
    reply: 'Here is how.',
    insights: ['Goal: move into customer success'],
    diagnostic: null,
    answers: {
      first_name: 'Sam',
      email: 'sam@example.com',
      current_role: 'sdr_bdr',
      biggest_career_goal: 'close_deals',
      work_preferences: [],
      strengths: ['persuasion', 'empathy'],
      target_timeline: 'this_year',
      learning_style: 'role_play',
      confidence_level: 'confident_need_plan',
    },
    now: new Date('2026-03-02T10:00:00Z'),
  }

  it('recomputes strengths from the answers when the user has not edited them', () => {
    const next = memoryAfterTurn(memory, update, [])
    expect(next.skillsProfile.strengths).not.toEqual(memory.skillsProfile.strengths)
    expect(next.coachingHistory.keyInsights.at(-1)).toBe('Goal: move into customer success')
  })

  it('keeps a section the user edited', () => {
    const next = memoryAfterTurn(memory, update, ['strengths'])
    expect(next.skillsProfile.strengths).toEqual(memory.skillsProfile.strengths)
    expect(next.coachingHistory.keyInsights).toHaveLength(2)
  })
})

import { describe, expect, it } from 'vitest'
import { roles } from '../catalogue'
import type { DiagnosticAnswers, DiagnosticResult } from '../diagnostic/diagnostic-types'
import {
  emptyMemory,
  excerpt,
  maxKeyInsights,
  phaseFor,
  updateMemory,
  type MemoryUpdate,
} from './memory-rules'

const now = new Date('2025-03-04T10:00:00.000Z')

const answers: DiagnosticAnswers = {
  first_name: 'Maya',
  email: 'maya@example.com',
  current_role: 'sdr_bdr',
  biggest_career_goal: 'get_promoted',
  work_preferences: ['target_driven'],
  strengths: ['relationship_building', 'resilience', 'communication'],
  target_timeline: 'this_year',
  learning_style: 'role_play',
  confidence_level: 'nervous_motivated',
}

function diagnostic(roleId: string, role: string): DiagnosticResult {
  const phase = (n: number) => ({
    phase: n,
    title: `Phase ${n}`,
    duration: '4 weeks',
    description: '',
    steps: [],
    milestones: [`Milestone of phase ${n}`],
  })
  return {
    careerMatches: [
      { role, roleId, matchScore: 88, matchReason: '', timeToRole: '6 months', salaryRange: '' },
    ],
    beckyWelcome: '',
    userEmail: '',
    selectedRoadmap: {
      title: '',
      targetRole: role,
      currentState: '',
      timelineAssessment: '',
      skipReasons: [],
      phases: [phase(1), phase(2), phase(3)],
    },
  }
}

function turn(over: Partial<MemoryUpdate> = {}): MemoryUpdate {
  return {
    message: 'How do I move from SDR to AE this year?',
    reply: 'ok',
    diagnostic: null,
    now,
    ...over,
  }
}

describe('updateMemory: career journey and skills', () => {
  it('takes intent, current role (in words, never the answer id) and target role from the diagnostic', () => {
    const m = updateMemory(
      null,
      turn({ answers, diagnostic: diagnostic('ae', 'Account Executive') }),
    )
    expect(m.careerJourney).toEqual({
      intent: 'grow_as_sdr',
      currentRole: 'SDR / BDR',
      targetRole: 'Account Executive',
    })
  })

  it('an SDR who wants to leave quota work is a switcher; a student is breaking in', () => {
    const switcher = updateMemory(
      null,
      turn({ answers: { ...answers, biggest_career_goal: 'master_data_systems' } }),
    )
    expect(switcher.careerJourney.intent).toBe('sdr_switcher')
    const student = updateMemory(
      null,
      turn({
        answers: { ...answers, current_role: 'student_new_grad', biggest_career_goal: 'earn_more' },
      }),
    )
    expect(student.careerJourney.intent).toBe('break_into_sdr')
  })

  it('without a diagnostic, a chat topic sets the intent once', () => {
    const m = updateMemory(null, turn({ intent: 'career_pivot_into_sales' }))
    expect(m.careerJourney.intent).toBe('break_into_sdr')
    const later = updateMemory(m, turn({ intent: 'csm' }))
    expect(later.careerJourney.intent).toBe('break_into_sdr')
  })

  it('shows stored strength values as words and merges resume skills without duplicates', () => {
    const resume = {
      currentRole: 'BDR at Acme',
      experience: 2,
      skills: ['Salesforce', 'communication'],
      achievements: [],
    }
    const m = updateMemory(null, turn({ answers, resume }))
    expect(m.skillsProfile.strengths).toEqual([
      'Relationship building',
      'Resilience',
      'Communication',
      'Salesforce',
    ])
    expect(m.careerJourney.currentRole).toBe('BDR at Acme')
    expect(m.skillsProfile.experienceLevel).toBe('early career (1-3 years)')
  })

  it('levels a resume by its sales-relevant years and names both figures', () => {
    const resume = {
      currentRole: 'Teacher',
      experience: 11.3,
      salesExperience: 0,
      skills: [],
      achievements: [],
    }
    const m = updateMemory(null, turn({ answers, resume }))
    expect(m.skillsProfile.experienceLevel).toBe(
      'entry level (11.3 years of work in total, 0 years in sales roles)',
    )
  })

  it('gaps are target-role skills the user does not already have', () => {
    const role = roles.ae
    const skillNames = role.skills.map((s) => s.name)
    expect(skillNames.length).toBeGreaterThan(1)
    const first = skillNames[0]!
    const without = updateMemory(
      null,
      turn({ answers: { ...answers, strengths: [] }, diagnostic: diagnostic('ae', role.title) }),
    )
    expect(without.skillsProfile.gaps.length).toBeGreaterThan(0)
    expect(without.skillsProfile.gaps.every((g) => skillNames.includes(g))).toBe(true)
    const withFirst = updateMemory(
      null,
      turn({
        answers: { ...answers, strengths: [first] },
        diagnostic: diagnostic('ae', role.title),
      }),
    )
    expect(withFirst.skillsProfile.gaps).not.toContain(first)
  })

  it('keeps what it knew when a turn brings no new profile data', () => {
    const first = updateMemory(
      null,
      turn({ answers, diagnostic: diagnostic('csm', 'Customer Success Manager') }),
    )
    const second = updateMemory(first, turn({ message: 'thanks!', intent: 'thanks' }))
    expect(second.careerJourney).toEqual(first.careerJourney)
    expect(second.skillsProfile.strengths).toEqual(first.skillsProfile.strengths)
    expect(second.coachingHistory.coachingStyle).toBe(first.coachingHistory.coachingStyle)
  })
})

describe('updateMemory: progress, history and session', () => {
  it('places completed steps in a phase and uses the next step as the milestone', () => {
    const m = updateMemory(
      null,
      turn({
        diagnostic: diagnostic('ae', 'Account Executive'),
        roadmapProgress: {
          roleId: 'ae',
          completedSteps: 3,
          totalSteps: 6,
          nextStepTitle: 'Run a full discovery call',
        },
      }),
    )
    expect(m.roadmapProgress).toEqual({
      currentPhase: 2,
      completedSteps: 3,
      totalSteps: 6,
      nextMilestone: 'Run a full discovery call',
    })
  })

  it('falls back to the phase milestone when the next step is unknown', () => {
    const m = updateMemory(
      null,
      turn({
        diagnostic: diagnostic('ae', 'Account Executive'),
        roadmapProgress: { roleId: 'ae', completedSteps: 0, totalSteps: 6 },
      }),
    )
    expect(m.roadmapProgress.nextMilestone).toBe('Milestone of phase 1')
  })

  it('phaseFor: first phase at zero, last at done, never out of range', () => {
    expect(phaseFor(0, 6, 3)).toBe(1)
    expect(phaseFor(2, 6, 3)).toBe(2)
    expect(phaseFor(6, 6, 3)).toBe(3)
    expect(phaseFor(9, 6, 3)).toBe(3)
    expect(phaseFor(0, 0, 3)).toBe(1)
  })

  it('coaching style follows the learning style answer', () => {
    expect(updateMemory(null, turn({ answers })).coachingHistory.coachingStyle).toMatch(/hands-on/)
    expect(
      updateMemory(null, turn({ answers: { ...answers, learning_style: 'video' } })).coachingHistory
        .coachingStyle,
    ).toMatch(/visual/)
  })

  it('records an insight for substantive turns only, without duplicates', () => {
    let m = updateMemory(null, turn({ intent: 'sdr_to_ae' }))
    expect(m.coachingHistory.keyInsights).toEqual([
      'SDR to AE path: "How do I move from SDR to AE this year?"',
    ])
    m = updateMemory(m, turn({ intent: 'sdr_to_ae' }))
    expect(m.coachingHistory.keyInsights).toHaveLength(1)
    m = updateMemory(m, turn({ message: 'hi there Becky, good morning', intent: 'greeting' }))
    m = updateMemory(m, turn({ message: 'OTE?', intent: 'salary_negotiation' }))
    m = updateMemory(
      m,
      turn({ message: 'What should I ask about quota?', reply: '', intent: 'salary_negotiation' }),
    )
    expect(m.coachingHistory.keyInsights).toHaveLength(1)
  })

  it('keeps only the last 10 insights', () => {
    let m = emptyMemory()
    for (let i = 1; i <= 14; i++) {
      m = updateMemory(
        m,
        turn({ message: `Question number ${i} about discovery calls`, intent: 'discovery' }),
      )
    }
    expect(m.coachingHistory.keyInsights).toHaveLength(maxKeyInsights)
    expect(m.coachingHistory.keyInsights[0]).toContain('number 5 ')
    expect(m.coachingHistory.keyInsights.at(-1)).toContain('number 14 ')
  })

  it('records the mood and date of the session', () => {
    const m = updateMemory(null, turn({ message: 'I feel stuck and burned out', now }))
    expect(m.lastSession).toEqual({ mood: 'stuck', date: '2025-03-04T10:00:00.000Z' })
  })

  it('excerpt keeps the first sentence and cuts long ones at a word', () => {
    expect(excerpt('First part. Second part.')).toBe('First part.')
    const long = 'word '.repeat(40)
    const cut = excerpt(long)
    expect(cut.length).toBeLessThanOrEqual(81)
    expect(cut.endsWith('word…')).toBe(true)
  })
})

describe('updateMemory: coach insights', () => {
  const base = {
    message: 'I will ask my manager for the promotion criteria on Friday',
    reply: 'Great plan.',
    diagnostic: null,
    now: new Date('2026-03-02T10:00:00Z'),
  }

  it('keeps the coach insights instead of echoing the question, without duplicates', () => {
    const first = updateMemory(null, {
      ...base,
      insights: ['Planned: ask my manager for the criteria'],
    })
    expect(first.coachingHistory.keyInsights).toEqual(['Planned: ask my manager for the criteria'])
    const again = updateMemory(first, {
      ...base,
      insights: ['Planned: ask my manager for the criteria'],
    })
    expect(again.coachingHistory.keyInsights).toHaveLength(1)
    expect(again.coachingHistory.keyInsights.join()).not.toMatch(/Asked/)
  })

  it('records nothing for a failed turn or an unknown topic', () => {
    expect(
      updateMemory(null, { ...base, reply: '', insights: ['Goal: x'] }).coachingHistory.keyInsights,
    ).toEqual([])
    expect(updateMemory(null, { ...base, intent: 'unknown' }).coachingHistory.keyInsights).toEqual(
      [],
    )
  })

  it('sets the career intent from a situation once', () => {
    const m = updateMemory(null, { ...base, situation: 'switcher_teacher', insights: [] })
    expect(m.careerJourney.intent).toBe('break_into_sdr')
  })
})

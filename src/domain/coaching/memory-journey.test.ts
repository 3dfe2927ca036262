import { describe, expect, it } from 'vitest'
import { personaAnswers, runDiagnostic, sampleSdrResume } from '../diagnostic'
import { buildJourney } from '../journey'
import { updateMemory } from './memory-rules'

const answers = personaAnswers('sdrCloser')
const journey = buildJourney({ answers, insights: sampleSdrResume })
const memory = updateMemory(null, {
  message: '',
  reply: '',
  diagnostic: runDiagnostic(answers, sampleSdrResume),
  answers,
  resume: sampleSdrResume,
  roadmapProgress: { roleId: 'ae', completedSteps: 0, totalSteps: 6 },
  journey,
  now: new Date('2026-03-04T12:00:00Z'),
})

describe('memory read from the journey', () => {
  it("names the skills tab's gaps, never a skill at full level", () => {
    expect(memory.skillsProfile.gaps).toEqual(journey.gaps)
    const full = journey.skills.filter((s) => s.level === s.target).map((s) => s.skill)
    expect(full).toContain('Qualification')
    expect(memory.skillsProfile.gaps).not.toContain('Qualification')
  })

  it("keeps the journey's phase, done steps and next step", () => {
    expect(memory.roadmapProgress).toEqual({
      currentPhase: journey.currentPhase,
      completedSteps: journey.progress.done,
      totalSteps: 6,
      nextMilestone: journey.nextStep?.title,
    })
  })
})

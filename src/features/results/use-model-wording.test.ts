import { describe, expect, it } from 'vitest'
import { runDiagnostic } from '@/domain/diagnostic'
import { personaAnswers } from '@/domain/diagnostic/sample-personas'
import { applyModelWording } from './use-model-wording'

describe('applyModelWording', () => {
  const result = runDiagnostic(personaAnswers('sdrCloser'))

  it('changes only the coach message and the reasons, never scores, roles or the roadmap', () => {
    const worded = applyModelWording(result, {
      coachMessage: 'You already run discovery: closing is your next move.',
      matchReasons: ['Your calls show you can run a full cycle.'],
    })
    expect(worded.beckyWelcome).toBe('You already run discovery: closing is your next move.')
    expect(worded.careerMatches[0]?.matchReason).toBe('Your calls show you can run a full cycle.')
    // A match the model gave no reason for keeps ours.
    expect(worded.careerMatches[1]?.matchReason).toBe(result.careerMatches[1]?.matchReason)
    const facts = (r: typeof result) =>
      r.careerMatches.map((m) => [m.role, m.matchScore, m.timeToRole, m.salaryRange, m.reasons])
    expect(facts(worded)).toEqual(facts(result))
    expect(worded.selectedRoadmap).toBe(result.selectedRoadmap)
  })

  it('keeps the deterministic result when the model gave nothing', () => {
    expect(applyModelWording(result, null)).toBe(result)
  })
})

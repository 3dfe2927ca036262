import { describe, expect, it } from 'vitest'
import { roles } from '@/domain/catalogue'
import { mayaAnswers } from '../testing/coach-fixtures'
import { buildJourney } from '@/domain/journey'
import { answerOffline } from './offline-coach'

/** The journey (when the app sends it) decides target, progress and which steps are done. */
const journey = buildJourney({
  answers: mayaAnswers,
  insights: null,
  targetRoleId: 'ae',
  progress: {
    unlockedStepIds: [2],
    // Out of order on purpose: discovery (1) is open, qualification (2) is done.
    states: [{ stepId: 2, status: 'completed' }],
    ticks: [],
  },
})

function ask(message: string) {
  return answerOffline({
    message,
    history: [],
    context: { memory: null, diagnostic: null, journey },
  })
}

describe('offline coach with a journey', () => {
  it('takes the target and progress from the journey', () => {
    const text = ask('How do I go from SDR to AE?').text
    expect(text).toContain('Account Executive')
    expect(text).toContain(`${String(journey.progress.done)} of ${String(journey.progress.total)}`)
  })

  it('never suggests a step the journey marks done, even out of order', () => {
    const qualification = roles.ae.roadmapSteps.find((s) => s.id === 2)?.title ?? ''
    for (const message of [
      'What is MEDDICC?',
      'How do I qualify deals better?',
      'How do I go from SDR to AE?',
    ]) {
      const next = ask(message).text.split('\n\n').at(-1) ?? ''
      expect(next).not.toContain(qualification)
    }
  })
})

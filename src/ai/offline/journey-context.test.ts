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

  it('answers "how long to AE?" with the person’s own plan before the catalogue’s usual path', () => {
    const text = ask('How long from SDR to AE usually?').text
    const own = text.indexOf(journey.timeline.text.replace(/\.$/, '').slice(1))
    expect(own).toBeGreaterThan(-1)
    expect(own).toBeLessThan(text.indexOf('Across the catalogue'))
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

describe('questions about the person’s own results read the same as the results page', () => {
  const top = journey.matches.find((m) => !m.isCurrentRole)

  it('gives the top match with its percent and reasons', () => {
    for (const message of ['what was my top match', 'why did you match me with AE?']) {
      const reply = ask(message)
      expect(reply.clarifying, message).toBe(false)
      expect(reply.text, message).toContain(`**${top?.title ?? ''}** at ${String(top?.percent)}%`)
      expect(reply.text, message).toContain(top?.topReasons[0] ?? '')
    }
  })

  it('gives the plan’s own timeline and the phase', () => {
    const timeline = ask('how long will my roadmap take').text
    expect(timeline).toContain(`**${journey.timeline.label}**`)
    expect(timeline).toContain(journey.timeline.text)
    const phase = ask('what phase am i in').text
    expect(phase).toContain(`phase ${String(journey.currentPhase)}`)
  })

  it('explains how to follow another role’s roadmap', () => {
    const reply = ask('can i switch to the sdr roadmap')
    expect(reply.situation).toBe('app_help')
    expect(reply.text).toMatch(/pick it among your Top Career Matches/)
  })

  it('invites a visitor without results to the diagnostic', () => {
    const reply = answerOffline({
      message: 'what was my top match',
      history: [],
      context: { memory: null, diagnostic: null },
    })
    expect(reply.text).toMatch(/no match yet[^]*diagnostic/)
  })
})

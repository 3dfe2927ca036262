import { describe, expect, it } from 'vitest'
import { candidateFactsFrom, fillFacts, firstFilled } from './candidate-facts'
import type { PracticeSession, Scenario } from './practice-types'
import { startSession, takeTurn } from './prospect'
import { getScenario } from './scenarios'
import { scoreCall } from './scorecard'
import { strongSdrScreen, weakSdrScreen } from './testing/interview-answers'

const at = new Date('2026-01-05T09:00:00Z')

const teacherResume = {
  currentRole: 'Maths Teacher at Riverside High',
  experience: 6.2,
  skills: ['Public speaking', 'Cold calling'],
  achievements: [
    'Ran the parent evenings',
    'Lifted parent attendance by 40% by calling 30 families a week.',
  ],
  skillDetails: [
    { name: 'Public speaking', kind: 'soft', inferred: false },
    { name: 'Cold calling', kind: 'sales', inferred: false },
  ],
}

const maya = candidateFactsFrom({
  firstName: 'Maya Lopez',
  currentRoleAnswer: 'switcher_teaching',
  targetRole: 'Sales Development Representative',
  resume: teacherResume,
})

function play(scenario: Scenario, lines: readonly string[], facts = maya): PracticeSession {
  return lines.reduce(
    (session, line) => takeTurn(session, scenario, line),
    startSession(scenario, 'c1', 7, at, facts),
  )
}
const asked = (s: PracticeSession) =>
  s.transcript.filter((l) => l.speaker === 'prospect').map((l) => l.text)

describe('candidate facts from the diagnostic and resume', () => {
  it('takes the resume title without the employer, whole years, a measured achievement and a sales skill', () => {
    expect(maya).toEqual({
      firstName: 'Maya',
      targetRole: 'Sales Development Representative',
      currentRole: 'Maths Teacher',
      years: 6,
      achievement: 'Lifted parent attendance by 40% by calling 30 families a week',
      skill: 'Cold calling',
    })
  })

  it('without a resume, names the current role from the diagnostic answer and nothing else', () => {
    expect(candidateFactsFrom({ currentRoleAnswer: 'switcher_teaching' })).toEqual({
      currentRole: 'teacher',
    })
    expect(candidateFactsFrom({ currentRoleAnswer: 'student_new_grad' })).toEqual({})
    expect(candidateFactsFrom({})).toEqual({})
  })

  it('cuts a long achievement to 20 words', () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${String(i)}`).join(' ')
    const facts = candidateFactsFrom({ resume: { ...teacherResume, achievements: [long] } })
    expect(facts.achievement?.split(' ')).toHaveLength(20)
    expect(facts.achievement?.endsWith('…')).toBe(true)
  })

  it('fills a template only when every fact it names is known, with the right article', () => {
    expect(fillFacts('As {aCurrentRole} for {years}', maya)).toBe('As a Maths Teacher for 6 years')
    expect(fillFacts('As {aCurrentRole}', { currentRole: 'SDR' })).toBe('As an SDR')
    expect(fillFacts('As {aCurrentRole}', { currentRole: 'Account Executive' })).toBe(
      'As an Account Executive',
    )
    expect(fillFacts('Your line “{achievement}”', { currentRole: 'SDR' })).toBeNull()
    expect(fillFacts('“{own}” at {company}', undefined)).toBe('“{own}” at {company}')
    expect(firstFilled(['{achievement}', 'As {aCurrentRole}'], { currentRole: 'teacher' })).toBe(
      'As a teacher',
    )
    expect(firstFilled(['{achievement}'], undefined)).toBeNull()
  })
})

describe('a mock interview built from the candidate’s own story', () => {
  const screen = getScenario('interview-sdr-screen')!
  const switcher = getScenario('interview-why-hire-a-switcher')!

  it('opens with their name, role and years, and asks the later questions about their resume', () => {
    const session = play(screen, strongSdrScreen)
    const lines = asked(session)
    expect(lines[0]).toBe(
      'Hi Maya, thanks for making time. I see 6 years as a Maths Teacher on your resume. To start, tell me about yourself.',
    )
    expect(lines.join(' ')).toContain('After 6 years as a Maths Teacher, why sales, and why now?')
    expect(lines.join(' ')).toContain(
      'Your resume says “Lifted parent attendance by 40% by calling 30 families a week”.',
    )
    expect(session.outcome).toBe('goal_reached')
    expect(new Set(lines).size).toBe(lines.length)
  })

  it('asks the switcher what carries over from their own achievement', () => {
    const lines = asked(play(switcher, strongSdrScreen.slice(0, 2))).join(' ')
    expect(lines).toContain('You have spent 6 years as a Maths Teacher.')
    expect(lines).toContain(
      'Your resume says “Lifted parent attendance by 40% by calling 30 families a week”. What from that carries over',
    )
  })

  it('without facts asks the card’s own questions', () => {
    const lines = asked(play(screen, strongSdrScreen, {}))
    expect(lines[0]).toBe('Hi, thanks for making time. To start, tell me about yourself.')
    expect(lines.join(' ')).toContain('Why sales, and why now?')
    expect(lines.join(' ')).not.toContain('resume')
  })

  it('builds the missed checks’ feedback from the resume, and stays generic without one', () => {
    const session = play(screen, weakSdrScreen)
    const personal = scoreCall(session.transcript, screen, 'ended_by_user', [], maya)
    const numbers = personal.criteria.find((c) => c.id === 'uses_numbers')!
    expect(numbers.passed).toBe(false)
    expect(numbers.missing).toBe(
      'No answer had a number, though your resume has one: “Lifted parent attendance by 40% by calling 30 families a week”.',
    )
    expect(numbers.alternative).toContain('I like people')
    expect(numbers.alternative).toContain('Lifted parent attendance by 40%')
    const story = personal.criteria.find((c) => c.id === 'star_structure')!
    expect(story.alternative).toContain('as a Maths Teacher')

    const generic = scoreCall(session.transcript, screen, 'ended_by_user', [])
    const plain = generic.criteria.find((c) => c.id === 'uses_numbers')!
    expect(plain.missing).not.toContain('resume')
    expect(plain.alternative).toContain('[moved a number')
    expect(generic.score).toBe(personal.score)
  })

  it('quotes an answer as typed, even with $ patterns or braces in it', () => {
    const session = play(screen, ['I made $& and {company} money, $` honestly.'], {})
    const card = scoreCall(session.transcript, screen, 'ended_by_user', [])
    const numbers = card.criteria.find((c) => c.id === 'uses_numbers')!
    expect(numbers.alternative).toContain('I made $& and {company} money, $` honestly')
  })

  it('never uses the person’s facts on a sales call', () => {
    const coldCall = getScenario('cold-call-opener')!
    const session = startSession(coldCall, 'c2', 7, at, maya)
    const card = scoreCall(
      [...session.transcript, { speaker: 'user', text: 'Hi.' }],
      coldCall,
      'ended_by_user',
      [],
      maya,
    )
    expect(JSON.stringify(card)).not.toContain('Maths Teacher')
    expect(session.transcript[0]?.text).not.toContain('Maya')
  })
})

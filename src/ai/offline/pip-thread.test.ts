import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { targetCheck } from './compose-target'

const converse = (messages: readonly string[]) => playTurns(messages, mayaContext)

describe('a talk about a PIP, with the figures asked for', () => {
  const [, figures, looking, interviews] = converse([
    'i got put on a pip today',
    'its 30 days, 12 meetings booked, i usually do 5 a month',
    'should i start looking?',
    'how do i explain it in interviews?',
  ])

  it('holds the PIP target against the person’s own number, not a meetings benchmark', () => {
    expect(figures?.situation).toBe('pip')
    expect(figures?.text).toMatch(/12 meetings against your usual 5 is about 2\.4 times/)
    expect(figures?.text).toMatch(/plan the exit at the same time/)
  })

  it('stays on the PIP for the next questions', () => {
    expect(looking?.situation).toBe('pip')
    // Said in an earlier reply: never restated (issue 30: no sentence twice, no 'As I said').
    expect(looking?.text).not.toMatch(/As I said/)
    expect((looking?.text ?? '').trim()).not.toBe('')
    expect(interviews?.situation).toBe('pip')
    // Said in an earlier reply: never restated (issue 30: no sentence twice).
    expect(interviews?.text.split('\n')[0]).not.toMatch(/As I said/)
  })

  it('still hears a new event told with figures', () => {
    const [, fired] = converse(['i got put on a pip today', 'they fired me today after 2 weeks'])
    expect(fired?.situation).toBe('fired')
  })
})

describe('targetCheck', () => {
  it('judges the distance from a target to today’s figure', () => {
    const check = (ratio: number) =>
      targetCheck({ target: 10, unit: 'sql', current: 9, ratio }, undefined)
    expect(check(1.1)).toMatch(/^10 SQLs against your usual 9 is about what you do now\./)
    expect(check(1.1)).toMatch(/within your usual range/)
    expect(check(1.3)).toMatch(/about 30% more than you do now[^]*a reachable one/)
    expect(check(1.8)).toMatch(/nearly twice what you do now[^]*possible exit/)
  })
})

describe('a PIP target told with today’s figure in the first message', () => {
  it('judges the target before the general PIP advice', () => {
    const [reply] = converse(['pip says 15 sqls in 30 days, ive been doing 8. realistic?'])
    expect(reply?.situation).toBe('pip')
    expect(reply?.text).toMatch(/15 SQLs against your usual 8 is nearly twice what you do now/)
  })
})

describe('a PIP feared, not had', () => {
  const [, feared] = converse([
    'i missed quota two quarters in a row and my manager wants to meet friday',
    'what if he puts me on a pip',
  ])

  it('answers what to do if it comes to that, without sympathy for a PIP not had', () => {
    expect(feared?.situation).toBe('pip')
    expect(feared?.text).toMatch(/if it comes to that, treat the PIP as two jobs/)
    expect(feared?.text).not.toMatch(/being put on a PIP is stressful/)
    // Nor a step or a question that presumes the plan exists.
    expect(feared?.text).not.toMatch(/summarising the PIP targets|What exactly does the PIP ask/)
  })

  it('still meets a PIP had with sympathy first', () => {
    const [had] = converse(['he put me on a pip today'])
    expect(had?.text).toMatch(/being put on a PIP is stressful/)
  })
})

describe('a PIP that follows a territory cut', () => {
  const [pip, recruiters, manager] = playTurns(
    [
      "I just got put on a PIP. 60 days to hit 100% of quota when I've been at 60% all year. My territory got cut in half in Q2.",
      "what do I tell recruiters about why I'm leaving?",
      'what do I say to my manager?',
    ],
    mayaContext,
  )

  it('answers the PIP, and takes up the cut as its context', () => {
    expect(pip?.situation).toBe('pip')
    expect(pip?.text).toMatch(/smaller territory/)
  })

  it('gives words for recruiters, not the words for the manager', () => {
    expect(recruiters?.text).toMatch(/For recruiters and interviewers/)
    expect(recruiters?.text).not.toMatch(/Thanks for being clear about the plan/)
    expect(manager?.text).toMatch(/Thanks for being clear about the plan/)
  })
})

describe('"is this even realistic?" after a PIP given in attainment', () => {
  const [, realistic] = playTurns(
    [
      "I just got put on a PIP. 60 days to hit 100% of quota when I've been at 60% all year.",
      'is this even realistic?',
    ],
    mayaContext,
  )

  it('holds the target against the attainment the person gave', () => {
    expect(realistic?.situation).toBe('pip')
    expect(realistic?.text).toMatch(/100% of quota against the 60% you have been at/)
    expect(realistic?.text).toMatch(/possible exit/)
  })
})

describe('a PIP when half the team is missing too', () => {
  const [, singled] = playTurns(
    [
      "My manager just told me I'm going on a PIP next week. I've been at 70% for two quarters but so has half the team.",
      'is it legal to single me out if others are also missing?',
    ],
    mayaContext,
  )

  it('answers whether being singled out is legal, and what to put in writing', () => {
    expect(singled?.situation).toBe('pip')
    expect(singled?.text).toMatch(/In most places that alone is legal/)
    expect(singled?.text).toMatch(/how your numbers compare with the team/)
  })
})

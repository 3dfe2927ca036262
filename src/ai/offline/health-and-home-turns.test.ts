import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * Whole conversations about life outside work pressing on the job (a divorce, a mother's cancer,
 * anxiety that makes a rep sick before a demo, drinking to cope), with the shipped reader, where
 * Becky had answered with a manager-conflict card, a demo tip or care around nothing.
 */

await withShippedReader()

describe('a divorce and numbers that tanked', () => {
  const [first, doesNotKnow, slack] = playTurns(
    [
      "I'm going through a divorce and my numbers tanked",
      "my manager doesn't know",
      'how do I ask for some slack without oversharing',
    ],
    mayaContext,
  )

  it('meets the divorce as something at home, not with a menu of quota cards', () => {
    expect(first?.clarifying).toBe(false)
    expect(first?.situation).toBe('family_or_health')
  })
  it('hears "my manager doesn\'t know" as the answer to its question, with words to tell them', () => {
    expect(doesNotKnow?.situation).toBe('family_or_health')
    expect(doesNotKnow?.text).toMatch(/going through a divorce/)
    expect(doesNotKnow?.text).not.toMatch(/micromanagement|screamed/)
  })
  it('keeps the words for home when asked how to ask for slack', () => {
    expect(slack?.situation).toBe('family_or_health')
  })
})

describe("a mother's cancer in a quarter at 100%", () => {
  it('gives words for the boss when asked again, not care around nothing', () => {
    const [, , tell] = playTurns(
      [
        "my mom has cancer and I'm supposed to be at 100% of quota this quarter",
        "I can't focus on anything",
        'should I tell my boss',
      ],
      mayaContext,
    )
    expect(tell?.text).toMatch(/To your manager or HR/)
  })
})

describe('anxiety before demos', () => {
  const [, meds, still] = playTurns(
    [
      "I threw up before my demo this morning. I'm so anxious all the time",
      "I don't want to take meds",
      'can I still do this job',
    ],
    mayaContext,
  )

  it('says help does not have to mean medication', () => {
    expect(meds?.text).toMatch(/does not have to mean medication/)
  })
  it('answers "can I still do this job" with care and a yes, not demo tips', () => {
    expect(still?.situation).toBe('distress_general')
    expect(still?.text).toMatch(/treatable/)
    expect(still?.text).not.toMatch(/workflows/)
  })
})

describe('drinking to cope, then tomorrow', () => {
  it('stays in care for "what do I do about work tomorrow though", not a menu', () => {
    const [, , tomorrow] = playTurns(
      [
        "I've been drinking every night just to deal with the stress of this job",
        "I know it's not good",
        'what do I do about work tomorrow though',
      ],
      mayaContext,
    )
    expect(tomorrow?.clarifying).toBe(false)
    expect(tomorrow?.situation).toBe('distress_general')
    expect(tomorrow?.text).not.toMatch(/credits|unlock/)
  })
})

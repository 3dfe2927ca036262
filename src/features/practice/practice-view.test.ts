import { describe, expect, it } from 'vitest'
import { scoreSummary, turnsLeftText } from './practice-view'

describe('practice view text', () => {
  it('says how many turns are left, in singular and plural', () => {
    expect(turnsLeftText(3)).toBe('3 turns left')
    expect(turnsLeftText(1)).toBe('1 turn left')
    expect(turnsLeftText(0)).toBe('No turns left')
  })

  it('shows the score with the pass mark', () => {
    expect(scoreSummary(88, true)).toBe('88% · Passed (pass mark 80%)')
    expect(scoreSummary(25, false)).toBe('25% · Not passed yet (pass mark 80%)')
  })
})

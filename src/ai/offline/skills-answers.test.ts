import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'

function reply(message: string) {
  return answerOffline({ message, history: [], context: mayaContext })
}

describe('skills questions answered with what was asked', () => {
  it('compares two named methods side by side', () => {
    const a = reply("what's the difference between BANT and MEDDIC")
    expect(a.text).toContain('**MEDDICC**:')
    expect(a.text).toContain('**BANT**:')
    expect(a.text).toContain('Which to use')
  })

  it('gives a sourced yardstick for meetings per month, not only "it depends"', () => {
    const a = reply('how many meetings should an SDR book per month')
    expect(a.situation).toBe('meetings_per_month')
    expect(a.text).toMatch(/2026 vendor benchmark \(MarketBetter\).*12-15 qualified meetings/)
  })

  it('answers whether MEDDPICC is worth it for an SDR', () => {
    const a = reply('is MEDDPICC worth learning as an SDR?')
    expect(a.situation).toBe('method_meddicc')
    expect(a.text.split('\n\n')[0]).toContain('as an SDR')
  })

  it('answers small talk on calls with the rapport point of discovery', () => {
    const a = reply('how do I get better at small talk on calls')
    expect(a.situation).toBe('discovery')
    expect(a.text.split('\n\n')[0]).toContain('small talk')
  })

  it('describes a role outside the catalogue from its own card, not the target role', () => {
    const a = reply('what does a sales engineer actually do all day')
    expect(a.situation).toBe('move_to_sales_engineer')
    expect(a.text).not.toContain('**Account Executive**:')
  })

  it("reads an AE taking the credit for an SDR's meetings as a peer problem, not app credits", () => {
    expect(reply('my AE takes all the credit when my meetings close').situation).toBe(
      'lead_stealing',
    )
    expect(reply('how much is one credit?').situation).toBe('app_help')
  })
})

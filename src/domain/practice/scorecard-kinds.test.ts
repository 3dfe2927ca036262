import { describe, expect, it } from 'vitest'
import { detectCriterion } from './line-detectors'
import { startSession, takeTurn } from './prospect'
import { getScenario, scenarios } from './scenarios'
import { scoreCall } from './scorecard'
import { weakColdCall } from './testing/sample-calls'

const at = new Date('2026-01-05T09:00:00Z')
const coldCallLines = /out of the blue|worth 20 minutes|30 seconds|why I'?m calling/i

describe('scenario-aware suggestions and capped endings (issue 31, item 1)', () => {
  it('no scenario but the cold call is offered a cold-call line', () => {
    for (const scenario of scenarios.filter((s) => s.kind !== 'cold_call')) {
      const session = takeTurn(startSession(scenario, 's', 3, at), scenario, 'Okay.')
      const card = scoreCall(session.transcript, scenario, 'ended_by_user')
      for (const c of card.criteria.filter((x) => !x.passed)) {
        expect(c.alternative, `${scenario.id} ${c.id}`).not.toMatch(coldCallLines)
        expect(detectCriterion('permission', c.alternative ?? ''), `${scenario.id} ${c.id}`).toBe(
          false,
        )
      }
    }
  })

  it('a discovery scorecard suggests a discovery next step', () => {
    const discovery = getScenario('discovery-call')!
    const card = scoreCall([{ speaker: 'user', text: 'Okay.' }], discovery, 'ended_by_user')
    const next = card.criteria.find((c) => c.id === 'next_step')
    expect(next?.alternative).toMatch(/head of analytics/)
  })

  it('a call the prospect hung up on is capped at 30% and says why', () => {
    const coldCall = getScenario('cold-call-opener')!
    const session = [weakColdCall[0]!, weakColdCall[0]!, weakColdCall[0]!].reduce(
      (s, line) => takeTurn(s, coldCall, line),
      startSession(coldCall, 's', 7, at),
    )
    expect(session.outcome).toBe('hung_up')
    const card = scoreCall(session.transcript, coldCall, session.outcome)
    expect(card.score).toBeLessThanOrEqual(30)
    expect(card.cap?.reason).toMatch(/Dana hung up after “Hi, this is Alex/)
    expect(card.cap?.reason).toMatch(/-word turn/)
  })
})

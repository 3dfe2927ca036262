import { describe, expect, it } from 'vitest'
import { situationCards } from '../situations'
import { clauseRules } from './clause-table'
import { clauseBonus } from './clauses'
import { understand } from './index'

describe('clauses: who did what, in one sentence', () => {
  it('reads a manager who screams as a manager problem, even a pronoun later in the post', () => {
    const post =
      'My manager thinks he can close anyone. Last week we had a big demo. ' +
      'He got into a screaming match with the customer and still expects me to close it.'
    expect(clauseBonus(post).get('manager_conflict')).toBeGreaterThan(0)
    expect(understand(post).ranked[0]?.card.id).toBe('manager_conflict')
  })

  it('does not read a manager who only appears in the story as a complaint about them', () => {
    expect(clauseBonus('My manager joined my discovery call and it went well.').size).toBe(0)
  })

  it('needs both halves in the same sentence', () => {
    const apart = 'My boss is new. Customers yell at me on the phone all day.'
    expect(clauseBonus(apart).has('manager_conflict')).toBe(false)
  })

  it('reads a territory cut or a changed comp plan as a mid-year plan change', () => {
    expect(
      clauseBonus('Now my sales manager has reduced my territory by 33%.').get(
        'quota_raised_midyear',
      ),
    ).toBeGreaterThan(0)
    expect(clauseBonus('They changed our comp plan in July.').has('quota_raised_midyear')).toBe(
      true,
    )
  })

  it('reads a colleague taking deals as lead stealing and commission taken back as a clawback', () => {
    expect(clauseBonus('A senior rep keeps taking my inbound leads.').has('lead_stealing')).toBe(
      true,
    )
    expect(
      clauseBonus('Can they take back commission on a deal that churned?').has(
        'commission_clawback',
      ),
    ).toBe(true)
  })

  it('reads a move into another function as that move, not as the quota it leaves behind', () => {
    const post =
      'I have been in a direct sales role for five months and keep doing marketing work on the side. ' +
      'I think my talents would be better utilized if I could focus on marketing without worrying about quota. Any suggestions?'
    expect(understand(post).ranked[0]?.card.id).toBe('move_to_marketing')
  })

  it('points every rule at a card that exists', () => {
    const ids = new Set(situationCards.map((c) => c.id))
    expect(clauseRules.filter((r) => !ids.has(r.card)).map((r) => r.card)).toEqual([])
  })
})

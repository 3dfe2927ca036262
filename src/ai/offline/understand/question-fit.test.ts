import { describe, expect, it } from 'vitest'
import { mayaContext } from '../../testing/coach-fixtures'
import { answerOffline } from '../offline-coach'
import { fitReadings } from './question-fit'

const recall =
  'I called a list of local businesses a few months ago. We have new services now. Is it okay to call the ones who said no last time?'

describe('readings offered by wording', () => {
  it('never offers the crisis card because a message shares its words', () => {
    const offered = fitReadings(recall, [], 3).map((card) => card.id)
    expect(offered).not.toContain('crisis_self_harm')
  })

  it('asks a sales question back without "a crisis moment" among the readings', () => {
    const a = answerOffline({ message: recall, history: [], context: mayaContext })
    expect(a.text).not.toMatch(/crisis/i)
  })
})

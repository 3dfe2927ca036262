import { describe, expect, it } from 'vitest'
import { mayaContext, strangerContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'

const question = 'What have you been doing until now?'

describe('the question back asks only for what the app does not know', () => {
  it('asks a visitor what they have been doing', () => {
    const reply = answerOffline({
      message: 'how do I break into tech sales?',
      history: [],
      context: strangerContext,
    })
    expect(reply.text).toContain(question)
  })

  it('never asks someone whose current role the app already holds', () => {
    const reply = answerOffline({
      message: 'how do I break into tech sales?',
      history: [],
      context: mayaContext,
    })
    expect(reply.situation).toBe('breaking_in')
    expect(reply.text).not.toContain(question)
  })
})

describe('the question back on tenure', () => {
  const ask = (message: string) => answerOffline({ message, history: [], context: mayaContext })

  it('is not asked of someone who just said how long they have been there', () => {
    const reply = ask('how do I explain leaving after 8 months?')
    expect(reply.situation).toBe('job_hopping')
    expect(reply.text).not.toMatch(/How long have you been there/)
  })

  it('is still asked when the message gives no span', () => {
    expect(ask('is job hopping bad for my career?').text).toMatch(/How long have you been there/)
  })
})

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

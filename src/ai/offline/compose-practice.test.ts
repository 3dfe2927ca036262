import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { asksForPractice } from './compose-practice'

describe('an ask to rehearse in the chat', () => {
  const [advice, invite] = playTurns(
    [
      'I have a final round interview for an SDR role on Friday and they want me to do a mock cold call. I have never done one. Help?',
      'can you practise it with me?',
    ],
    mayaContext,
  )

  it('answers a mock cold call with how to run one, not only the pen pitch', () => {
    expect(advice?.text).toMatch(/reason for calling/)
  })

  it('sends "can you practise it with me?" to the cold call in the practice room', () => {
    expect(invite?.text).toMatch(/open \*\*Cold call opener\*\* in the practice room/)
    expect(invite?.text).toMatch(/One thing to try first: give your name/)
    expect(invite?.text).not.toMatch(/As I said/)
  })

  it('tells an ask to rehearse from a question about the topic', () => {
    expect(asksForPractice(' can you practise it with me ')).toBe(true)
    expect(asksForPractice(' lets roleplay a discovery call ')).toBe(true)
    expect(asksForPractice(' what is a good cold call opener ')).toBe(false)
  })
})

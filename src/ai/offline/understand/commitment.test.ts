import { describe, expect, it } from 'vitest'
import { commitmentOf } from './commitment'

describe('commitmentOf', () => {
  it.each([
    [
      "I'll ask my manager for the criteria on Friday",
      'ask your manager for the criteria on Friday',
    ],
    ["I'm going to apply to 5 SDR jobs this week", 'apply to 5 SDR jobs this week'],
    ["I'm nervous but I'll practise my pitch tonight", 'practise your pitch tonight'],
  ])('reads "%s" as a plan', (message, plan) => {
    expect(commitmentOf(message)).toBe(plan)
  })

  it.each([
    "I'm nervous I'll freeze up",
    "I'm worried I'm going to say something stupid in the interview",
    "I'm scared I'll get fired",
    "I hope I'll hear back this week",
    "honestly I think I'll blank on the pen question",
    'what if I say the wrong number',
    "last quarter was soft, I'll own that, but it was one quarter",
    'this is what I was going to say to my boss: "I\'ll do everything I can to make the handoff smooth." too stiff?',
    'or does that look like im giving up the director bit and ill never get it back',
    'ive got 15 calls on the list and i already know ill find reasons not to make them',
    "but i'll have been here like 3 months, how do i explain leaving that fast",
  ])('hears a fear, a wish, a point granted or a quoted draft, not a plan, in "%s"', (message) => {
    expect(commitmentOf(message)).toBeUndefined()
  })
})

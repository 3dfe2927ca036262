import { describe, expect, it } from 'vitest'
import type { Mood } from './coaching-types'
import { detectMood } from './mood-rules'

const cases: [string, Mood][] = [
  ['I keep getting passed over for promotion and it is so unfair', 'frustrated'],
  ["I'm fed up with cold calling", 'frustrated'],
  ['I am really nervous about my AE interview on Friday', 'anxious'],
  ['What if I fail the mock pitch? I feel like an imposter', 'anxious'],
  ["I feel stuck, I've been an SDR for two years with no progress", 'stuck'],
  ["Honestly I'm burned out", 'stuck'],
  ['I got the offer!!', 'excited'],
  ['So excited to start my new role', 'excited'],
  ["I'm ready, let's do this. My goal is AE by summer", 'motivated'],
  ['How does OTE work?', 'curious'],
  ['Tell me about customer success', 'curious'],
  ['ok', 'neutral'],
  ['', 'neutral'],
]

describe('detectMood', () => {
  it.each(cases)('%s -> %s', (message, mood) => {
    expect(detectMood(message)).toBe(mood)
  })

  it('lets a hard feeling win over a plain question', () => {
    expect(detectMood('Why do I feel so overwhelmed by quota?')).toBe('anxious')
  })
})

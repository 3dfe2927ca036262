import { describe, expect, it } from 'vitest'
import { formatHlc, parseHlc, receiveHlc, tickHlc, type Hlc } from './hlc'

const start: Hlc = { ms: 1_000, counter: 0, deviceId: 'phone' }

describe('hybrid logical clock', () => {
  it('moves forward on every local event, even when the wall clock stands still or goes back', () => {
    const stamps: string[] = []
    let clock = start
    for (const now of [1_000, 1_000, 999, 500, 1_001]) {
      clock = tickHlc(clock, now)
      stamps.push(formatHlc(clock))
    }
    expect([...stamps].sort()).toEqual(stamps)
    expect(new Set(stamps).size).toBe(stamps.length)
  })

  it('sorts a change made after seeing a remote one after it, though this device runs behind', () => {
    const remote: Hlc = { ms: 50_000, counter: 3, deviceId: 'laptop' }
    const seen = receiveHlc(start, remote, 1_200)
    const next = tickHlc(seen, 1_300)
    expect(formatHlc(next) > formatHlc(remote)).toBe(true)
  })

  it('round-trips through its string form and rejects malformed stamps', () => {
    const clock: Hlc = { ms: 1_732_000_000_000, counter: 42, deviceId: 'tab-1' }
    expect(parseHlc(formatHlc(clock))).toEqual(clock)
    expect(parseHlc('yesterday')).toBeNull()
    expect(parseHlc('1:2:x')).toBeNull()
  })

  it('never gives two devices the same stamp for the same moment', () => {
    const a = formatHlc(tickHlc({ ...start, deviceId: 'a' }, 2_000))
    const b = formatHlc(tickHlc({ ...start, deviceId: 'b' }, 2_000))
    expect(a).not.toBe(b)
  })
})

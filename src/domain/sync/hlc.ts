/**
 * A hybrid logical clock: wall-clock milliseconds plus a counter, stamped with the device. Its
 * string form sorts in causal order (a change made after seeing another sorts after it), even when
 * a device's clock runs behind, and two devices never produce the same stamp.
 */
export interface Hlc {
  ms: number
  counter: number
  deviceId: string
}

const msDigits = 15
const counterDigits = 6
const maxCounter = 10 ** counterDigits - 1

export function formatHlc(hlc: Hlc): string {
  return `${String(hlc.ms).padStart(msDigits, '0')}:${String(hlc.counter).padStart(counterDigits, '0')}:${hlc.deviceId}`
}

export function parseHlc(text: string): Hlc | null {
  const match = /^(\d{15}):(\d{6}):([A-Za-z0-9_-]{1,64})$/.exec(text)
  if (!match?.[1] || !match[2] || !match[3]) return null
  return { ms: Number(match[1]), counter: Number(match[2]), deviceId: match[3] }
}

function advance(ms: number, counter: number, deviceId: string): Hlc {
  // A counter overflow (a million events in one millisecond) borrows the next millisecond.
  return counter > maxCounter ? { ms: ms + 1, counter: 0, deviceId } : { ms, counter, deviceId }
}

/** The clock after a local event at wall time `now`. */
export function tickHlc(clock: Hlc, now: number): Hlc {
  if (now > clock.ms) return { ms: now, counter: 0, deviceId: clock.deviceId }
  return advance(clock.ms, clock.counter + 1, clock.deviceId)
}

/** The clock after receiving a remote stamp at wall time `now`: never behind what it has seen. */
export function receiveHlc(clock: Hlc, remote: Hlc, now: number): Hlc {
  const ms = Math.max(clock.ms, remote.ms, now)
  if (ms === clock.ms && ms === remote.ms) {
    return advance(ms, Math.max(clock.counter, remote.counter) + 1, clock.deviceId)
  }
  if (ms === clock.ms) return advance(ms, clock.counter + 1, clock.deviceId)
  if (ms === remote.ms) return advance(ms, remote.counter + 1, clock.deviceId)
  return { ms, counter: 0, deviceId: clock.deviceId }
}

import { seededIndex } from './seeded'

/** A day and time the prospect offers instead of the one asked for, never the same day. */
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
const times = ['9am', '11am', '2pm', '3:30pm', '4pm']

export function counterTime(asked: string, seed: number, turn: number): string {
  const free = days.filter((day) => !asked.toLowerCase().includes(day.toLowerCase().slice(0, 3)))
  const day = free[seededIndex(seed, turn, 'counter-day', free.length)] ?? 'Thursday'
  const time = times[seededIndex(seed, turn, 'counter-time', times.length)] ?? '2pm'
  return `${day} at ${time}`
}

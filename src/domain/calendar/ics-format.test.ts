import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, formatStamp, serializeCalendar } from './ics-format'

const octets = (text: string) => new TextEncoder().encode(text).length

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf')
  })

  it('folds long lines at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'Plan the week ✅ and the café visit '.repeat(6)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(2)
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75)
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true)
    // Unfolding (remove CRLF + one space) gives the original line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line)
    expect(foldLine('SHORT:line')).toBe('SHORT:line')
  })

  it('stamps in UTC basic format', () => {
    expect(formatStamp(new Date('2026-03-04T05:06:07.890Z'))).toBe('20260304T050607Z')
  })

  it('writes a calendar with CRLF line ends and a DTSTAMP and UID in every event', () => {
    const text = serializeCalendar({
      name: 'My plan',
      stamp: new Date('2026-03-04T05:06:07Z'),
      events: [
        { uid: 'a@x', start: '2026-03-05', end: '2026-03-06', summary: 'One' },
        { uid: 'b@x', start: '2026-03-07', end: '2026-03-09', summary: 'Two', description: 'x' },
      ],
    })
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines.filter((l) => l === 'DTSTAMP:20260304T050607Z')).toHaveLength(2)
    expect(lines).toContain('DTSTART;VALUE=DATE:20260307')
    expect(lines).toContain('DTEND;VALUE=DATE:20260309')
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual(['UID:a@x', 'UID:b@x'])
  })
})

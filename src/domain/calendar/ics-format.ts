/**
 * The small part of RFC 5545 (iCalendar) the roadmap export needs: escaped TEXT values, lines
 * folded at 75 octets, CRLF line ends, all-day dates and UTC timestamps.
 */

export interface IcsEvent {
  uid: string
  /** All-day start, 'YYYY-MM-DD'. */
  start: string
  /** All-day end, exclusive, 'YYYY-MM-DD'. */
  end: string
  summary: string
  description?: string
  categories?: string[]
}

export interface IcsCalendar {
  name: string
  /** DTSTAMP of every event: when the file was made. */
  stamp: Date
  events: IcsEvent[]
}

const maxOctets = 75
const encoder = new TextEncoder()

/** RFC 5545 section 3.3.11: backslash, semicolon and comma are escaped, newlines become \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * Section 3.1: lines longer than 75 octets continue on the next line after one space. Splits fall
 * between characters, never inside a multi-byte UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? maxOctets : maxOctets - 1
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

export function formatDate(date: string): string {
  return date.replace(/-/g, '')
}

export function formatStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${formatDate(event.start)}`,
    `DTEND;VALUE=DATE:${formatDate(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description === undefined ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
    ...(event.categories?.length
      ? [`CATEGORIES:${event.categories.map(escapeText).join(',')}`]
      : []),
    // A phase spans weeks: it should not mark the user busy for all of them.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]
}

export function serializeCalendar(calendar: IcsCalendar): string {
  const stamp = formatStamp(calendar.stamp)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//SalesPath//Roadmap calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/**
 * A pasted text split into the parts the review judges: subject line, greeting (and the name it
 * uses), body, sign-off, the body's sentences and its bullet lines.
 */

export interface TextParts {
  subject: string | null
  greeting: string | null
  /** The first name the greeting uses ("Hi Dana," -> "Dana"), unless it is a placeholder. */
  name: string | null
  signOff: string | null
  body: string
  sentences: string[]
  /** Lines marked as bullets (-, *, •) or, with two or more lines and no greeting, every line. */
  bullets: string[]
}

const subjectLine = /^\s*(?:subject|subj|re)\s*:\s*(.*)$/i
const greetingWords = '(?:hi|hello|hey|hiya|dear|good (?:morning|afternoon|evening)|greetings)'
/** "Hi Dana," alone on a line, or opening the first sentence ("Hi Jordan, loved your post ..."). */
const greetingLine = new RegExp(
  `^${greetingWords}\\b(?:\\s+(?:mr|ms|mrs|dr)\\.)?(?:\\s+[\\w'/-]+){0,2}\\s*(?:[,!:]|\\s[—–-]\\s|$)`,
  'i',
)
const greetingName = new RegExp(
  `^${greetingWords}\\s+((?:(?:mr|ms|mrs|dr)\\.?\\s+)?[a-z][\\w'-]*)`,
  'i',
)
const placeholderNames = /^(there|team|all|everyone|sir|madam|sir\/madam|hiring|folks|again)$/i
const signOffWords =
  '(?:best|best regards|kind regards|warm regards|regards|many thanks|thanks|thank you|thanks so much|cheers|sincerely|all the best|talk soon|warmly|respectfully)'
const signOffLine = new RegExp(
  `^${signOffWords}[,!.]?\\s*(?:[-—–]?\\s*[A-Z][\\w.' -]{0,30})?$`,
  'i',
)
/** "... Best regards, Ivy" at the very end of a one-paragraph text. */
const inlineSignOff = new RegExp(
  `(?:^|[.!?]\\s+)(${signOffWords},?\\s+[A-Z][\\w'-]*(?:\\s[A-Z][\\w'-]*)?\\.?)\\s*$`,
  'i',
)
const bulletMark = /^\s*(?:[-*•·▪◦]|\d+[.)])\s+/

const abbreviations = /\b(Mr|Ms|Mrs|Dr|St|vs|etc|e\.g|i\.e|Inc|Ltd|approx)\./g
const HOLD = '\u2024'

/** Sentences with their end marks, keeping "Ms. Patel", "$1.2M" and "e.g." whole. */
export function sentencesOf(text: string): string[] {
  const held = text.replace(abbreviations, (m) => m.replace(/\./g, HOLD))
  const parts = held.match(/(?:[^\n.!?]|[.!?](?=[\w$%]))+[.!?]*/g) ?? []
  return parts.map((s) => s.replace(new RegExp(HOLD, 'g'), '.').trim()).filter((s) => /\w/.test(s))
}

export function wordsIn(text: string): number {
  return text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length
}

function nameFrom(greeting: string): string | null {
  const match = greetingName.exec(greeting.trim())
  const name = match?.[1]?.trim()
  if (!name || placeholderNames.test(name)) return null
  if (/^(mr|ms|mrs|dr)\.?\s/i.test(name)) return name
  return name.charAt(0).toUpperCase() + name.slice(1)
}

export function splitText(raw: string): TextParts {
  const lines = raw
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
  let subject: string | null = null
  let greeting: string | null = null
  let signOff: string | null = null
  const rest = [...lines]
  while (rest.length > 0 && rest[0] === '') rest.shift()
  const subjectMatch = subjectLine.exec(rest[0] ?? '')
  if (subjectMatch) {
    subject = (subjectMatch[1] ?? '').trim()
    rest.shift()
  }
  while (rest.length > 0 && rest[0] === '') rest.shift()
  const first = rest[0] ?? ''
  const greetingMatch = greetingLine.exec(first)
  if (greetingMatch) {
    greeting = greetingMatch[0].replace(/[\s,!:—–-]+$/, '').trim()
    const after = first.slice(greetingMatch[0].length).trim()
    if (after === '') rest.shift()
    else rest[0] = after
  }
  // Sign-off: a closing word on one of the last lines, the name after it.
  while (rest.length > 0 && rest[rest.length - 1] === '') rest.pop()
  for (let back = 1; back <= 3 && back <= rest.length; back += 1) {
    const line = rest[rest.length - back] ?? ''
    if (signOffLine.test(line) && wordsIn(line) <= 5) {
      signOff = rest.slice(rest.length - back).join(' ')
      rest.splice(rest.length - back)
      break
    }
  }
  if (signOff === null && rest.length > 0) {
    const last = rest[rest.length - 1] ?? ''
    const inline = inlineSignOff.exec(last)
    if (inline?.[1] && wordsIn(last) > wordsIn(inline[1])) {
      signOff = inline[1].trim()
      rest[rest.length - 1] = last.slice(0, last.length - inline[1].length).trim()
    }
  }
  // A lone name under a text with no closing word ("... Should I send it over?\n\nBen").
  if (signOff === null && rest.length > 2 && /^[A-Z][a-z]+$/.test(rest[rest.length - 1] ?? '')) {
    signOff = rest.pop() ?? null
  }
  const bodyLines = rest.filter((line) => line !== '')
  const marked = bodyLines.filter((line) => bulletMark.test(line))
  const bullets =
    marked.length > 0
      ? marked.map((line) => line.replace(bulletMark, '').trim())
      : greeting === null && subject === null && bodyLines.length >= 2
        ? bodyLines
        : []
  const body = bodyLines.join('\n')
  return {
    subject,
    greeting,
    name: greeting ? nameFrom(greeting) : null,
    signOff,
    body,
    sentences: sentencesOf(body),
    bullets,
  }
}

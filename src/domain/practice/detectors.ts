import { detectCriterion, questionKinds, readLine } from './line-detectors'
import { countWords, hasAnyCue, normaliseLine } from './normalise'

/**
 * What the scorecard and the prospect read in one user line. The judgement lives in the detector
 * tables (detector-tables/*.json, measured by npm run practice:eval); personalisation (the
 * scenario card's own words) and filler words stay as cues here.
 */

const genericPersonalCues = [
  'i saw your',
  'i noticed your',
  'i read your',
  'i noticed that your',
  'i saw that your',
  'congrats on',
  'congratulations on',
  'your post',
  'your team just',
  'you just hired',
  'you recently',
  'your recent',
]

const dayPattern =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|tomorrow|the \d{1,2}(st|nd|rd|th))\b/
const timePattern =
  /(\b\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)|\bat \d{1,2}(:\d{2})?\b|\bnoon\b|\bmidday\b|\b[a-z]+ o'clock\b|\b\d{1,2}:\d{2}\b|\bat (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|\bhalf past \w+)/

const fillerPattern =
  /\b(um+|uh+|erm+|er|hmm+|you know|i mean|basically|literally|kind of|sort of|like(?=,)|so yeah|actually)\b/g

export type QuestionKind = 'open' | 'closed'

export interface LineAnalysis {
  words: number
  permission: boolean
  reason: boolean
  personalised: boolean
  questions: QuestionKind[]
  acknowledges: boolean
  quantifies: boolean
  decisionProcess: boolean
  nextStep: boolean
  /** The day and time asked for, as written, when nextStep is true. */
  when: string | null
  fillers: number
  smallTalk: boolean
  pitch: boolean
  pushy: boolean
  insult: boolean
  gibberish: boolean
}

export const detectPermission = (line: string): boolean => detectCriterion('permission', line)
export const detectReason = (line: string): boolean => detectCriterion('reason', line)
export const detectAcknowledgement = (line: string): boolean =>
  detectCriterion('acknowledgement', line)
export const detectImpact = (line: string): boolean => detectCriterion('quantified_pain', line)
export const detectDecisionProcess = (line: string): boolean =>
  detectCriterion('decision_process', line)

/** Each question sentence in the line, open (invites a story) or closed (yes/no). */
export const classifyQuestions = (line: string): QuestionKind[] => questionKinds(line)

/** Names the persona's world (company, role, a pain) or shows homework in general terms. */
export function detectPersonalisation(line: string, personalCues: readonly string[] = []): boolean {
  const text = normaliseLine(line)
  return hasAnyCue(text, genericPersonalCues) || hasAnyCue(text, personalCues)
}

/** The day and time of a specific next step ("Tuesday at 10"), as written; null when vague. */
export function detectNextStep(line: string, reading = readLine()): string | null {
  if (!reading.hits('next_step', line)) return null
  const text = line.toLowerCase().replace(/[’‘]/g, "'")
  const day = dayPattern.exec(text)
  const time = timePattern.exec(text)
  if (!day || !time) return line.trim()
  const start = Math.min(day.index, time.index)
  const end = Math.max(day.index + day[0].length, time.index + time[0].length)
  return line.slice(start, end).trim()
}

export function countFillers(line: string): number {
  return (line.toLowerCase().match(fillerPattern) ?? []).length
}

export function analyseLine(line: string, personalCues: readonly string[] = []): LineAnalysis {
  const reading = readLine()
  const has = (id: Parameters<typeof reading.hits>[0]) => reading.hits(id, line)
  const when = detectNextStep(line, reading)
  return {
    words: countWords(line),
    permission: has('permission'),
    reason: has('reason'),
    personalised: detectPersonalisation(line, personalCues),
    questions: reading.questionKinds(line),
    acknowledges: has('acknowledgement'),
    quantifies: has('quantified_pain'),
    decisionProcess: has('decision_process'),
    nextStep: when !== null,
    when,
    fillers: countFillers(line),
    smallTalk: has('small_talk'),
    pitch: has('pitch'),
    pushy: has('pushiness'),
    insult: has('insult'),
    gibberish: has('gibberish'),
  }
}

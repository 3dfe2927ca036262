import { countWords, hasAnyCue, normaliseLine, splitSentences } from './normalise'

/**
 * Behaviour detectors: pure, table-driven checks on one user line. The cue tables are the whole
 * judgement; detectors.test.ts holds good and bad lines for each, and the accuracy table in the
 * README is measured on labelled-lines.ts.
 */

const permissionCues = [
  'is now a bad time',
  'is now a good time',
  'is this a bad time',
  'is this a good time',
  'did i catch you',
  'have i caught you',
  'do you have a minute',
  'do you have a moment',
  'do you have a second',
  'do you have 30 seconds',
  'do you have thirty seconds',
  'do you have two minutes',
  'do you have 2 minutes',
  'can i have 30 seconds',
  'can i take 30 seconds',
  'can i borrow 30 seconds',
  'can i have two minutes',
  'can i take two minutes',
  'can i take a minute',
  'mind if i take',
  'mind if i tell you why',
  'okay if i tell you why',
  'ok if i tell you why',
  'got a minute',
  'got a moment',
  'is it ok if i',
  'is it okay if i',
  'would it be ok if i',
  'would it be okay if i',
]

const reasonCues = [
  'the reason i',
  'the reason for my call',
  "reason i'm calling",
  'reason im calling',
  "i'm calling because",
  "i'm calling about",
  'i am calling because',
  'i am calling about',
  'calling because',
  "i'm reaching out because",
  'reaching out because',
  'reaching out about',
  'why i called',
  "why i'm calling",
  'the purpose of my call',
  'i wanted to ask you',
  "i'd like to talk about",
  'i would like to talk about',
  'i wanted to talk to you about',
]

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

const openStarts = [
  'what',
  'how',
  'why',
  'which',
  'where',
  'who',
  'when',
  'tell me',
  'walk me through',
  'describe',
  'help me understand',
  'talk me through',
  'share',
]

/** Leads that do not change a question's kind: "So, what ..." is still open. */
const leadIns =
  /^((so|and|but|ok|okay|right|great|got it|thanks|just curious|curious|i'm curious) )+/
const imperative = /^(tell me|walk me|describe|help me|talk me|share)/

const acknowledgeCues = [
  'i understand',
  'i hear you',
  'i hear that',
  'that makes sense',
  'makes sense',
  'fair enough',
  "that's fair",
  'that is fair',
  'fair point',
  'good point',
  'totally get',
  'i get it',
  'i get that',
  'completely understand',
  'totally understand',
  'understandable',
  "that's understandable",
  'i appreciate that',
  'appreciate you saying',
  'thanks for being honest',
  'thanks for telling me',
  'thank you for being honest',
  'you are not alone',
  "you're not alone",
  'i can see why',
  'i hear this a lot',
  'a lot of',
  'many of our',
]

const impactCues = [
  'how much',
  'how many',
  'how often',
  'how long',
  'how big',
  'what does that cost',
  'what does it cost',
  'what is that costing',
  "what's that costing",
  'cost you',
  'costing you',
  'what impact',
  'the impact',
  'what is the impact',
  "what's the impact",
  'per week',
  'per month',
  'per year',
  'a week',
  'a month',
  'hours*',
  'revenue',
  'percent',
  'in dollars',
  'in numbers',
  'put a number',
  'quantify',
]

const decisionCues = [
  'who else',
  'decision*',
  'decide*',
  'sign off',
  'signs off',
  'sign-off',
  'approv*',
  'budget holder',
  'buying process',
  'procurement',
  'involved in',
  'stakeholder*',
  'evaluate*',
  'how do you usually buy',
  'how do you buy',
  'who would need',
  'who needs to',
  'final say',
]

const dayPattern =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|tomorrow)\b/
const timePattern =
  /(\b\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)\b|\bat \d{1,2}(:\d{2})?\b|\bnoon\b|\bo'clock\b|\b\d{1,2}:\d{2}\b|\bat (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)/

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
}

export function detectPermission(line: string): boolean {
  return hasAnyCue(normaliseLine(line), permissionCues)
}

export function detectReason(line: string): boolean {
  return hasAnyCue(normaliseLine(line), reasonCues)
}

/** Names the persona's world (company, role, a pain) or shows homework in general terms. */
export function detectPersonalisation(line: string, personalCues: readonly string[] = []): boolean {
  const text = normaliseLine(line)
  return hasAnyCue(text, genericPersonalCues) || hasAnyCue(text, personalCues)
}

function startsWithAny(sentence: string, starts: readonly string[]): boolean {
  return starts.some((start) => sentence === start || sentence.startsWith(`${start} `))
}

/** Each question sentence in the line, open (invites a story) or closed (yes/no). */
export function classifyQuestions(line: string): QuestionKind[] {
  const kinds: QuestionKind[] = []
  for (const raw of splitSentences(line)) {
    const asked = raw.endsWith('?')
    const sentence = normaliseLine(raw).replace(/ \?/g, '').trim().replace(leadIns, '')
    const tail = raw.toLowerCase().split(',').slice(1).join(' ').trim()
    const opensHere =
      startsWithAny(sentence, openStarts) || /\b(tell me about|walk me through)\b/.test(sentence)
    const opensAfterComma = asked && startsWithAny(tail, openStarts)
    if ((opensHere && (asked || imperative.test(sentence))) || opensAfterComma) kinds.push('open')
    else if (asked) kinds.push('closed')
  }
  return kinds
}

/** The first sentence acknowledges before the answer comes. */
export function detectAcknowledgement(line: string): boolean {
  const first = splitSentences(line)[0] ?? ''
  return hasAnyCue(normaliseLine(first), acknowledgeCues)
}

export function detectImpact(line: string): boolean {
  const text = normaliseLine(line)
  return hasAnyCue(text, impactCues) || /\$\d|\d+ ?%/.test(line)
}

export function detectDecisionProcess(line: string): boolean {
  return hasAnyCue(normaliseLine(line), decisionCues)
}

/** A specific next step names both a day and a time ("Tuesday at 10"). */
export function detectNextStep(line: string): string | null {
  const text = line.toLowerCase().replace(/[’‘]/g, "'")
  const day = dayPattern.exec(text)
  const time = timePattern.exec(text)
  if (!day || !time) return null
  const start = Math.min(day.index, time.index)
  const end = Math.max(day.index + day[0].length, time.index + time[0].length)
  return line.slice(start, end).trim()
}

export function countFillers(line: string): number {
  return (line.toLowerCase().match(fillerPattern) ?? []).length
}

export function analyseLine(line: string, personalCues: readonly string[] = []): LineAnalysis {
  // One normalisation for the cue detectors: scoring a long call stays well inside its budget.
  const text = normaliseLine(line)
  const first = normaliseLine(splitSentences(line)[0] ?? '')
  const when = detectNextStep(line)
  return {
    words: countWords(line),
    permission: hasAnyCue(text, permissionCues),
    reason: hasAnyCue(text, reasonCues),
    personalised: hasAnyCue(text, genericPersonalCues) || hasAnyCue(text, personalCues),
    questions: classifyQuestions(line),
    acknowledges: hasAnyCue(first, acknowledgeCues),
    quantifies: hasAnyCue(text, impactCues) || /\$\d|\d+ ?%/.test(line),
    decisionProcess: hasAnyCue(text, decisionCues),
    nextStep: when !== null,
    when,
    fillers: countFillers(line),
  }
}

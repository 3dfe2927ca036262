import { hasAnyCue, normaliseLine } from './normalise'
import type { CallOutcome, Scenario, TalkMetrics } from './practice-types'
import type { LineAnalysis } from './detectors'

/**
 * Judges for the mock interviews' own criteria (issue 31, item 3): structure (situation, action,
 * result), numbers, specific examples, answer length, research and questions asked back. Each
 * judges the candidate's answers and names the answer its feedback quotes.
 */

interface Turn {
  text: string
  a: LineAnalysis
}

interface Verdict<T extends Turn> {
  passed: boolean
  about: T | undefined
  missing?: string
}

const situationCues = [
  'when i',
  'at my last',
  'in my last',
  'in my role',
  'last year',
  'last quarter',
  'while i was',
  'we had',
  'i was working',
  'as a teacher',
  'as a nurse',
  'as a server',
  'at the time',
  'one time',
  'once i',
]
const actionCues = [
  'i built',
  'i led',
  'i ran',
  'i called',
  'i created',
  'i started',
  'i decided',
  'i changed',
  'i set up',
  'i organised',
  'i organized',
  'i trained',
  'i wrote',
  'i booked',
  'i closed',
  'i asked',
  'i found',
  'i mapped',
  'i brought',
  'i went',
  'i took',
  'i made',
  'i tried',
  'i focused',
  'i kept',
  'i learned',
  'i reached out',
  'i rebuilt',
  'i pushed',
]
const resultCues = [
  'result*',
  'which meant',
  'so that',
  'led to',
  'ended up',
  'we grew',
  'we cut',
  'we won',
  'we hit',
  'i hit',
  'increased',
  'reduced',
  'improved',
  'lifted',
  'doubled',
  'signed',
  'closed',
  'booked',
  'went from',
  'in the end',
]
const specificCues = [
  'for example',
  'for instance',
  'one time',
  'last year',
  'last month',
  'last quarter',
  'last week',
  'in 20',
  'my class',
  'my students',
  'my ward',
  'my tables',
]
const numberPattern =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|half|double|twice)\b/i

export const MIN_ANSWER_WORDS = 20
export const MAX_ANSWER_WORDS = 200

const star = (t: Turn) => {
  const text = normaliseLine(t.text)
  return (
    hasAnyCue(text, situationCues) && hasAnyCue(text, actionCues) && hasAnyCue(text, resultCues)
  )
}
const specific = (t: Turn) =>
  numberPattern.test(t.text) ||
  hasAnyCue(normaliseLine(t.text), specificCues) ||
  /\s[A-Z][a-z]+/.test(t.text.slice(1))
const longest = <T extends Turn>(turns: T[]) =>
  turns.reduce<T | undefined>((b, t) => (b && b.a.words >= t.a.words ? b : t), undefined)
/** Answers are the turns that do not ask the interviewer anything. */
const answers = <T extends Turn>(turns: T[]) => turns.filter((t) => !t.a.questions.includes('open'))

export const interviewJudges = {
  star_structure: <T extends Turn>(turns: T[]): Verdict<T> => ({
    passed: turns.some(star),
    about: longest(answers(turns)) ?? turns[0],
  }),
  uses_numbers: <T extends Turn>(turns: T[]): Verdict<T> => ({
    passed: answers(turns).some((t) => numberPattern.test(t.text)),
    about: longest(answers(turns)) ?? turns[0],
  }),
  specific_examples: <T extends Turn>(turns: T[]): Verdict<T> => ({
    passed: answers(turns).some(specific),
    about: answers(turns).find((t) => !specific(t)) ?? turns[0],
  }),
  answer_length: <T extends Turn>(turns: T[]): Verdict<T> => {
    const off = answers(turns).find(
      (t) => t.a.words < MIN_ANSWER_WORDS || t.a.words > MAX_ANSWER_WORDS,
    )
    return {
      passed: answers(turns).length > 0 && !off,
      about: off ?? turns[0],
      ...(off && off.a.words > MAX_ANSWER_WORDS
        ? {
            missing: `One answer ran to ${String(off.a.words)} words: aim for one to two minutes (${String(MAX_ANSWER_WORDS)} words at most).`,
          }
        : {}),
    }
  },
  shows_research: <T extends Turn>(turns: T[], _m: TalkMetrics, s: Scenario): Verdict<T> => ({
    passed: turns.some((t) => hasAnyCue(normaliseLine(t.text), s.personalCues)),
    about: turns[0],
  }),
  questions_back: <T extends Turn>(
    turns: T[],
    _m: TalkMetrics,
    s: Scenario,
    _o: CallOutcome,
  ): Verdict<T> => {
    const asked = turns.filter((t) => t.a.questions.includes('open')).length
    const needed = s.interview?.questionsBack ?? 1
    return { passed: asked >= needed, about: turns[turns.length - 1] }
  },
}

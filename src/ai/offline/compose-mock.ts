import { cues, hasCue, normalizeText, scoreCues, wordCount } from '@/domain/coaching'
import { mockRoleOf } from './compose-special'
import type { ComposeInput } from './compose-types'
import { mockQuestionMarker, mockQuestions } from './knowledge'
import { assemble, bullets, contextLine, withName } from './reply-parts'

/** Checks on a mock answer: when `test` holds the `pass` note is given, else the `fail` one. */
const feedbackRules: readonly {
  test: (answer: string, normalized: string) => boolean
  pass?: string
  fail: string
}[] = [
  {
    test: (answer) => wordCount(answer) >= 25,
    fail: 'Add substance: one specific example of what you did and what happened.',
  },
  {
    test: (answer) => /\d/.test(answer),
    pass: 'Good: a number makes your answer credible.',
    fail: 'Add a number (a target, meetings booked, a result) to make it concrete.',
  },
  {
    test: (_, n) =>
      scoreCues(
        n,
        cues(1, 'result*', 'led to', 'so that', 'which meant', 'outcome', 'achiev*', 'because of'),
      ) > 0,
    pass: 'You ended on a result, which is what interviewers remember.',
    fail: 'End with the result: what changed because of what you did.',
  },
  {
    test: (_, n) => (n.match(/ we /g) ?? []).length <= (n.match(/ i /g) ?? []).length,
    fail: 'Say "I" more: interviewers want your part, not the team’s.',
  },
  {
    test: (_, n) => hasCue(n, '?'),
    pass: 'Nice: you asked a question back, which keeps the other side talking.',
    fail: 'In a role play, ask at least one question before you pitch.',
  },
]

export function feedbackOn(answer: string): string[] {
  const normalized = normalizeText(answer)
  return feedbackRules.flatMap((rule) => {
    const note = rule.test(answer, normalized) ? rule.pass : rule.fail
    return note === undefined ? [] : [note]
  })
}

function askedCount(input: ComposeInput): number {
  return input.history.filter(
    (m) => m.role === 'assistant' && m.content.includes(mockQuestionMarker),
  ).length
}

function introFor(input: ComposeInput, forRole: string, asked: number): (string | undefined)[] {
  const { name } = input.profile
  if (input.match.answersMock) {
    return [
      `${name === undefined ? 'Here' : `${name}, here`} is my feedback on your answer:`,
      bullets(feedbackOn(input.message)),
    ]
  }
  if (asked > 0) return [withName(name, 'Here is the next one.')]
  return [
    withName(
      name,
      `Let’s run a mock interview${forRole}. Answer as you would in the room; I’ll give feedback, then ask the next question.`,
    ),
  ]
}

function composeMockEnd(input: ComposeInput, asked: number): string {
  return assemble(
    [
      withName(
        input.profile.name,
        `Good practice: we covered ${asked} mock question${asked === 1 ? '' : 's'}.`,
      ),
      contextLine(input.profile),
    ],
    'Rewrite the answer you felt least sure about with one number and a clear result, then say "mock interview" to try again.',
  )
}

/** Asks real interview questions for the target role, with feedback on each answer. */
export function composeMock(input: ComposeInput): string {
  const asked = askedCount(input)
  if (input.match.endsMock === true) return composeMockEnd(input, asked)
  const role = mockRoleOf(input)
  const questions =
    role.id === 'general'
      ? mockQuestions.general
      : [...mockQuestions[role.id], ...mockQuestions.general]
  const question = questions[asked % questions.length] ?? ''
  const forRole = role.title === undefined ? '' : ` for **${role.title}**`
  const label = role.title === undefined ? '' : ` (${role.title})`
  return assemble(
    [
      ...introFor(input, forRole, asked),
      `${mockQuestionMarker} ${asked + 1}${label}:** ${question}`,
    ],
    `${input.knowledge.fallbackAction} Say "stop" to end the mock.`,
  )
}

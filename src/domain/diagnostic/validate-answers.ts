import { questionIds, type DiagnosticAnswers, type QuestionId } from './diagnostic-types'
import { choiceOptions, type ChoiceQuestionId } from './questions'
import { looksLikeEmail } from './text-checks'

/** Plain validation (the domain stays dependency-free): spec section 5, every question but industry required. */

export interface AnswerIssue {
  questionId: QuestionId
  message: string
}

export type AnswersValidation =
  { ok: true; answers: DiagnosticAnswers } | { ok: false; issues: AnswerIssue[] }

type Fields = Record<string, unknown>

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readText(fields: Fields, id: QuestionId): string {
  const value = fields[id]
  return typeof value === 'string' ? value.trim() : ''
}

function checkText(fields: Fields, issues: AnswerIssue[]): { first_name: string; email: string } {
  const first_name = readText(fields, 'first_name')
  const email = readText(fields, 'email')
  if (first_name === '')
    issues.push({ questionId: 'first_name', message: 'Please tell us your first name' })
  if (!looksLikeEmail(email))
    issues.push({ questionId: 'email', message: 'Please enter an email address' })
  return { first_name, email }
}

function checkSingle(
  fields: Fields,
  id: ChoiceQuestionId,
  required: boolean,
  issues: AnswerIssue[],
): string {
  const value = readText(fields, id)
  if (value === '') {
    if (required) issues.push({ questionId: id, message: 'Please choose an answer' })
    return ''
  }
  if (!choiceOptions[id].some((option) => option.value === value)) {
    issues.push({ questionId: id, message: `'${value}' is not one of the options` })
  }
  return value
}

/** Multi-select answers come back deduplicated and in the options' order, so storage is canonical. */
function checkMulti(fields: Fields, id: ChoiceQuestionId, issues: AnswerIssue[]): string[] {
  const raw = fields[id]
  const values = Array.isArray(raw)
    ? raw.filter((item): item is string => typeof item === 'string')
    : []
  const unknown = values.filter(
    (value) => !choiceOptions[id].some((option) => option.value === value),
  )
  if (unknown.length > 0) {
    issues.push({ questionId: id, message: `Not an option: ${unknown.join(', ')}` })
  }
  const chosen = choiceOptions[id]
    .map((option) => option.value)
    .filter((value) => values.includes(value))
  if (chosen.length === 0 && unknown.length === 0) {
    issues.push({ questionId: id, message: 'Please choose at least one' })
  }
  return chosen
}

export function validateAnswers(input: unknown): AnswersValidation {
  const fields = isRecord(input) ? input : {}
  const issues: AnswerIssue[] = []
  const text = checkText(fields, issues)
  const industry = checkSingle(fields, 'industry_preference', false, issues)
  const answers: DiagnosticAnswers = {
    ...text,
    current_role: checkSingle(fields, 'current_role', true, issues),
    biggest_career_goal: checkSingle(fields, 'biggest_career_goal', true, issues),
    work_preferences: checkMulti(fields, 'work_preferences', issues),
    strengths: checkMulti(fields, 'strengths', issues),
    target_timeline: checkSingle(fields, 'target_timeline', true, issues),
    learning_style: checkSingle(fields, 'learning_style', true, issues),
    confidence_level: checkSingle(fields, 'confidence_level', true, issues),
    ...(industry === '' ? {} : { industry_preference: industry }),
  }
  if (issues.length === 0) return { ok: true, answers }
  const order = (issue: AnswerIssue) => questionIds.indexOf(issue.questionId)
  return { ok: false, issues: issues.sort((a, b) => order(a) - order(b)) }
}

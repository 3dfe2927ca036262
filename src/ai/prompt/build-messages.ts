import { getRole, type Role, type RoleId } from '@/domain/catalogue'
import type { ChatMessage } from '@/domain/coaching'
import { type CoachContext, type CoachInput, recentHistory } from '../coach-engine'
import { rolesMentioned } from '../role-mentions'
import { catalogueFacts } from './catalogue-facts'
import type { CoachGrounding } from './grounding'
import { targetRoleOf } from './person-facts'
import { beckyPersona, beckyRules, safetyRules } from './persona'
import { echoesUser } from './user-echo'

export interface ModelMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export interface PromptOptions {
  /** Roles whose catalogue facts go into the system message. */
  maxFactRoles?: number
  /** Older turns are cut to this length so the prompt fits a 4k-token context. */
  maxHistoryChars?: number
}

const defaults = { maxFactRoles: 2, maxHistoryChars: 600 }

/**
 * Matches and timeline the app computed: catalogue titles, scores and durations, never ids. The
 * system message holds trusted text only; anything the user typed (name, answers, resume,
 * messages, insights) goes in user-role content instead.
 */
function diagnosticBlock(context: CoachContext): string {
  const result = context.diagnostic
  if (!result) return ''
  const matches = result.careerMatches.slice(0, 3).flatMap((m) => {
    const role = getRole(m.roleId ?? '')
    return role ? [`- ${role.title}: ${String(m.matchScore)}% match, about ${m.timeToRole}`] : []
  })
  const phases = result.selectedRoadmap.phases.map(
    (p) => `- Phase ${String(p.phase)} (${p.duration}): ${p.steps.length} steps`,
  )
  const lines = [
    matches.length > 0 ? `Career matches:\n${matches.join('\n')}` : '',
    phases.length > 0 ? `Timeline:\n${phases.join('\n')}` : '',
  ].filter((l) => l !== '')
  return lines.length === 0 ? '' : `DIAGNOSTIC (computed by the app):\n${lines.join('\n')}`
}

const maxFacts = 8
const maxFactChars = 240
const maxGuidanceChars = { first: 1200, other: 400 }

/** One line of plain text: no line breaks that could pose as a heading of the prompt. */
const oneLine = (text: string, max: number): string => clip(text.replace(/\s+/g, ' ').trim(), max)

/**
 * The grounding split by trust. Readings are our own reviewed cards: system message. Facts and the thread are the offline coach's plain sentences
 * about the person; any that repeats three or more words the person typed (a fact from the
 * conversation, or a line that quotes them) goes to the user-role content instead, so nothing
 * the person wrote is ever read as an instruction.
 */
interface SplitGrounding {
  readings: CoachGrounding['readings']
  systemFacts: string[]
  userFacts: string[]
  systemThread?: string
  userThread?: string
}

function userTexts(input: CoachInput): string[] {
  const { context } = input
  const memory = context.memory
  return [
    input.message,
    ...recentHistory(input.history)
      .filter((m) => m.role === 'user')
      .map((m) => m.content),
    context.firstName ?? '',
    memory?.careerJourney.currentRole ?? '',
    memory?.careerJourney.targetRole ?? '',
    ...(memory?.skillsProfile.strengths ?? []),
    ...(memory?.skillsProfile.gaps ?? []),
    ...(memory?.coachingHistory.keyInsights ?? []),
    context.roadmapProgress?.nextStepTitle ?? '',
  ].filter((t) => t !== '')
}

function splitGrounding(input: CoachInput, grounding: CoachGrounding): SplitGrounding {
  const typed = userTexts(input)
  const facts = grounding.facts
    .map((f) => oneLine(f, maxFactChars))
    // In distress no figure is offered at all (no pay, no counts): care comes first.
    .filter((f) => f !== '' && !(grounding.distress && /\d/.test(f)))
    .slice(0, maxFacts)
  const thread = grounding.thread === undefined ? '' : oneLine(grounding.thread, maxFactChars)
  const threadEchoes = thread !== '' && echoesUser(thread, typed)
  return {
    readings: grounding.readings.slice(0, 3),
    systemFacts: facts.filter((f) => !echoesUser(f, typed)),
    userFacts: facts.filter((f) => echoesUser(f, typed)),
    ...(thread !== '' && !threadEchoes ? { systemThread: thread } : {}),
    ...(threadEchoes ? { userThread: thread } : {}),
  }
}

/** The readings of the message, best first, with the reviewed advice of each card. */
function readingsBlock(readings: CoachGrounding['readings']): string {
  if (readings.length === 0) return ''
  const items = readings.map((r, i) => {
    const max = i === 0 ? maxGuidanceChars.first : maxGuidanceChars.other
    return `${String(i + 1)}. ${oneLine(r.title, 120)}\n${clip(r.guidance.trim(), max)}`
  })
  const how =
    readings.length > 1
      ? 'Answer on the first reading unless the message plainly fits another; if it is unclear which one the person means, ask them in plain words, naming the readings.'
      : 'Build your answer on this advice.'
  return [
    'WHAT THE MESSAGE MOST LIKELY MEANS (best first; our reviewed advice for each):',
    ...items,
    how,
  ].join('\n')
}

function factsBlock(facts: readonly string[]): string {
  if (facts.length === 0) return ''
  return [
    "THE PERSON'S FACTS (what the app knows about them; use them where they change the advice):",
    ...facts.map((f) => `- ${f}`),
  ].join('\n')
}

function threadBlock(thread: string | undefined): string {
  if (thread === undefined) return ''
  return `CONVERSATION THREAD: the conversation is about ${thread}. Stay on it unless the new message clearly changes the topic.`
}

/** Safety comes last, where a small model weighs it most. */
function safetyBlock(grounding: CoachGrounding | null | undefined): string {
  if (!grounding) return ''
  const lines: string[] = []
  if (grounding.safety === 'crisis') lines.push(safetyRules.crisis)
  if (grounding.distress) lines.push(safetyRules.distress)
  if (grounding.safety === 'legal') lines.push(safetyRules.legal)
  if (grounding.safety === 'ethical') lines.push(safetyRules.ethical)
  return lines.length === 0
    ? ''
    : `SAFETY (these come before every other rule):\n${lines.join('\n')}`
}

function systemMessage(
  input: CoachInput,
  target: Role | undefined,
  limit: number,
  grounding: CoachGrounding | null | undefined,
  split: SplitGrounding | undefined,
): string {
  const progress = input.context.roadmapProgress
  const stepTitles = target?.roadmapSteps.map((s) => s.title) ?? []
  const nextStep = progress?.nextStepTitle
  // In distress: no plan, no figures, no steps to push; care first.
  const distress = grounding?.distress === true
  const trusted = [
    target
      ? `Target role: ${target.title}.`
      : 'Target role: not chosen yet (suggest the diagnostic).',
    progress && progress.totalSteps > 0
      ? `Roadmap progress: ${progress.completedSteps} of ${progress.totalSteps} steps done.`
      : '',
    !distress && nextStep !== undefined && stepTitles.includes(nextStep)
      ? `Next roadmap step: ${nextStep}.`
      : '',
  ].filter((l) => l !== '')
  const factIds: RoleId[] = [...rolesMentioned(input.message), ...(target ? [target.id] : [])]
  const facts = catalogueFacts(factIds.length > 0 ? factIds : ['sdr'], limit)
  return [
    beckyPersona,
    beckyRules.map((r) => `- ${r}`).join('\n'),
    `USER CONTEXT (computed by the app):\n${trusted.join('\n')}`,
    factsBlock(split?.systemFacts ?? []),
    distress ? '' : diagnosticBlock(input.context),
    threadBlock(split?.systemThread),
    readingsBlock(split?.readings ?? []),
    distress ? '' : `CATALOGUE FACTS (the only figures you may use):\n${facts}`,
    safetyBlock(grounding),
  ]
    .filter((block) => block !== '')
    .join('\n\n')
}

function listLine(label: string, items: readonly string[] | undefined): string {
  return items && items.length > 0 ? `- ${label}: ${items.join('; ')}` : ''
}

/** The user's own profile, sent as user-role content with the question. */
function profileBlock(context: CoachContext, split?: SplitGrounding): string {
  const { memory } = context
  const lines = [
    context.firstName ? `- Name: ${context.firstName}` : '',
    memory?.careerJourney.currentRole ? `- Current role: ${memory.careerJourney.currentRole}` : '',
    memory?.careerJourney.targetRole ? `- Target role: ${memory.careerJourney.targetRole}` : '',
    listLine('Strengths', memory?.skillsProfile.strengths),
    listLine('Gaps', memory?.skillsProfile.gaps),
    memory ? `- Experience: ${memory.skillsProfile.experienceLevel}` : '',
    memory ? `- Preferred coaching style: ${memory.coachingHistory.coachingStyle}` : '',
    listLine('Earlier topics', memory?.coachingHistory.keyInsights.slice(-3)),
    context.roadmapProgress?.nextStepTitle
      ? `- Next step I am on: ${context.roadmapProgress.nextStepTitle}`
      : '',
    split?.userThread === undefined ? '' : `- We were talking about: ${split.userThread}`,
    ...(split?.userFacts ?? []).map((f) => `- From our conversation: ${f}`),
  ].filter((l) => l !== '')
  return lines.length === 0 ? '' : `About me (from my SalesPath profile):\n${lines.join('\n')}`
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`
}

/** Alternating turns: leading assistant turns dropped, same-role neighbours merged. */
function turns(history: readonly ChatMessage[], maxChars: number): ModelMessage[] {
  const result: ModelMessage[] = []
  for (const m of recentHistory(history)) {
    const content = clip(m.content.trim(), maxChars)
    const last = result.at(-1)
    if (content === '' || (result.length === 0 && m.role === 'assistant')) continue
    if (last?.role === m.role) last.content = `${last.content}\n\n${content}`
    else result.push({ role: m.role, content })
  }
  return result
}

/**
 * The model's messages: system (persona, rules, trusted facts, the person's facts, the
 * diagnostic, the thread, the readings of the message with their cards, catalogue facts and the
 * safety rules that apply), history, then the question with the profile.
 */
export function buildCoachMessages(
  input: CoachInput,
  options: PromptOptions = {},
  grounding?: CoachGrounding | null,
): ModelMessage[] {
  const { maxFactRoles, maxHistoryChars } = { ...defaults, ...options }
  const target = targetRoleOf(input.context)
  const split = grounding ? splitGrounding(input, grounding) : undefined
  const history = turns(input.history, maxHistoryChars)
  const profile = profileBlock(input.context, split)
  const question = profile === '' ? input.message : `${profile}\n\nMy question:\n${input.message}`
  const last = history.at(-1)
  if (last?.role === 'user') {
    last.content = `${last.content}\n\n${question}`
  } else {
    history.push({ role: 'user', content: question })
  }
  return [
    {
      role: 'system',
      content: systemMessage(input, target, maxFactRoles, grounding, split),
    },
    ...history,
  ]
}

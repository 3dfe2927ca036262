import {
  FALLBACK_ROLE_ID,
  getRole,
  isRoleId,
  roleIdFromTitle,
  roles,
  type Role,
  type RoleId,
} from '@/domain/catalogue'
import type { ChatMessage } from '@/domain/coaching'
import type { CoachContext, CoachInput } from '../coach-engine'
import { recentHistory } from '../coach-engine'
import { rolesMentioned } from '../role-mentions'
import { catalogueFacts } from './catalogue-facts'
import type { PromptGrounding } from './grounding'
import { beckyPersona, beckyRules } from './persona'

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

/** A catalogue role only when the title really names one (roleIdFromTitle falls back to ae). */
function catalogueRole(title: string | undefined, context: CoachContext): Role | undefined {
  const matchId = context.diagnostic?.careerMatches[0]?.roleId
  if (matchId !== undefined && isRoleId(matchId)) return roles[matchId]
  if (title === undefined || title === '') return getRole(context.roadmapProgress?.roleId ?? '')
  const id = roleIdFromTitle(title)
  const named = id !== FALLBACK_ROLE_ID || /account executive|^\s*ae\s*$/i.test(title)
  return named ? roles[id] : undefined
}

/**
 * Trusted facts only: catalogue values and numbers the app computed. Anything the user typed
 * (name, answers, resume, messages, insights) goes in user-role content instead.
 */
/** Matches and timeline the app computed: catalogue titles, scores and durations, never ids. */
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

/** The situation card the offline coach matched: our own reviewed advice, so trusted. */
function groundingBlock(grounding: PromptGrounding | null | undefined): string {
  if (!grounding) return ''
  return [
    `SITUATION: ${grounding.situation}`,
    `Reviewed advice to build on (${grounding.title}):`,
    grounding.guidance,
  ].join('\n')
}

function systemMessage(
  input: CoachInput,
  target: Role | undefined,
  limit: number,
  grounding?: PromptGrounding | null,
): string {
  const progress = input.context.roadmapProgress
  const stepTitles = target?.roadmapSteps.map((s) => s.title) ?? []
  const nextStep = progress?.nextStepTitle
  const trusted = [
    target
      ? `Target role: ${target.title}.`
      : 'Target role: not chosen yet (suggest the diagnostic).',
    progress && progress.totalSteps > 0
      ? `Roadmap progress: ${progress.completedSteps} of ${progress.totalSteps} steps done.`
      : '',
    nextStep !== undefined && stepTitles.includes(nextStep)
      ? `Next roadmap step: ${nextStep}.`
      : '',
  ].filter((l) => l !== '')
  const factIds: RoleId[] = [...rolesMentioned(input.message), ...(target ? [target.id] : [])]
  const facts = catalogueFacts(factIds.length > 0 ? factIds : ['sdr'], limit)
  return [
    beckyPersona,
    beckyRules.map((r) => `- ${r}`).join('\n'),
    `USER CONTEXT (computed by the app):\n${trusted.join('\n')}`,
    diagnosticBlock(input.context),
    groundingBlock(grounding),
    `CATALOGUE FACTS (the only figures you may use):\n${facts}`,
  ]
    .filter((block) => block !== '')
    .join('\n\n')
}

function listLine(label: string, items: readonly string[] | undefined): string {
  return items && items.length > 0 ? `- ${label}: ${items.join('; ')}` : ''
}

/** The user's own profile, sent as user-role content with the question. */
function profileBlock(context: CoachContext): string {
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
 * The model's messages: system (persona, rules, trusted facts, the diagnostic and the matched
 * situation card when given), history, then the question.
 */
export function buildCoachMessages(
  input: CoachInput,
  options: PromptOptions = {},
  grounding?: PromptGrounding | null,
): ModelMessage[] {
  const { maxFactRoles, maxHistoryChars } = { ...defaults, ...options }
  const target = catalogueRole(input.context.memory?.careerJourney.targetRole, input.context)
  const history = turns(input.history, maxHistoryChars)
  const profile = profileBlock(input.context)
  const question = profile === '' ? input.message : `${profile}\n\nMy question:\n${input.message}`
  const last = history.at(-1)
  if (last?.role === 'user') {
    last.content = `${last.content}\n\n${question}`
  } else {
    history.push({ role: 'user', content: question })
  }
  return [
    { role: 'system', content: systemMessage(input, target, maxFactRoles, grounding) },
    ...history,
  ]
}

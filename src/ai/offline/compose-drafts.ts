import type { CoachingMemory } from '@/domain/coaching'
import { hasCue } from '@/domain/coaching'
import type { CoachProfile } from './coach-profile'

/**
 * "Write me ..." requests get a filled draft built from what the app knows about the user.
 * Unknown details stay as [brackets] for the user to fill, never invented facts.
 */
export const draftKinds = [
  'linkedin_message',
  'follow_up_email',
  'cold_email',
  'interview_thank_you',
  'promotion_case',
  'plan_30_60_90',
] as const
export type DraftKind = (typeof draftKinds)[number]

export function draftKindOf(text: string): DraftKind | undefined {
  if (hasCue(text, '30 60 90') || hasCue(text, '90 day')) return 'plan_30_60_90'
  const thanks = hasCue(text, 'thank you') || hasCue(text, 'thanks') || hasCue(text, 'thank')
  // "A follow up email after my final round interview" is the note to the interviewer, not a
  // follow-up to a prospect.
  const afterInterview = hasCue(text, 'interview*') && (thanks || hasCue(text, 'follow up'))
  if (afterInterview) return 'interview_thank_you'
  if (hasCue(text, 'promotion') || hasCue(text, 'promot*')) return 'promotion_case'
  if (hasCue(text, 'linkedin') || hasCue(text, 'hiring manager') || hasCue(text, 'recruiter')) {
    return 'linkedin_message'
  }
  // A first email to a prospect is no follow-up: it has no call to refer back to.
  const followUp = hasCue(text, 'follow up') || hasCue(text, 'followup')
  if (!followUp && (hasCue(text, 'cold email') || hasCue(text, 'prospecting email')))
    return 'cold_email'
  if (followUp || hasCue(text, 'email')) return 'follow_up_email'
  return undefined
}

/**
 * "What do I write in it?" inside a thread whose next move is a written message: the draft that
 * thread calls for (the email after "just send me an email", the note to a hiring manager).
 */
const threadDrafts: Readonly<Record<string, DraftKind>> = {
  objection_send_email: 'follow_up_email',
  follow_up_ghosted: 'follow_up_email',
  cold_email: 'cold_email',
  linkedin_outreach: 'linkedin_message',
  promotion_ask: 'promotion_case',
  plan_30_60_90: 'plan_30_60_90',
}

export function threadDraftKind(threadId: string, text: string): DraftKind | undefined {
  return / (write|put|say in (it|the email|the message)) /.test(text)
    ? threadDrafts[threadId]
    : undefined
}

/** Diagnostic answers store ids such as 'sdr_bdr'; a draft needs words. */
function readableRole(role: string | undefined): string {
  if (role === undefined || role.trim() === '') return '[your current role]'
  if (!/^[a-z]+(_[a-z]+)*$/.test(role)) return role
  return role
    .split('_')
    .map((w) => (w.length <= 4 ? w.toUpperCase() : w))
    .join('/')
}

export interface DraftFacts {
  name: string
  /** "at Gong", "with Datadog" in the request, or a bracket to fill. */
  company: string
  current: string
  target: string
  strengths: string
  progress: string
  /** The buyer's title the request names ("to a CFO"), or undefined. */
  buyer: string | undefined
}

/** A buyer title in the request as typed: "a cold email to a CFO", "to the VP of Sales". */
const buyerPattern =
  /\b(C[EFTRMIO]O|VP(?: of [A-Z]?[a-z]+)?|Head of [A-Z]?[a-z]+|Director of [A-Z]?[a-z]+|founder|owner)\b/i

function buyerIn(raw: string): string | undefined {
  const title = buyerPattern.exec(raw)?.[1]
  if (title === undefined) return undefined
  return /^c[a-z]o$/i.test(title) ? title.toUpperCase() : title
}

/** A capitalised name after "at", "with" or "for" in the request as typed: "at Gong". */
const companyPattern = /\b(?:at|with|for|from)\s+([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)?)/

export function companyIn(raw: string): string | undefined {
  const name = companyPattern.exec(raw)?.[1]
  // Role titles are capitalised too ("for AE roles"): those are not a company.
  return name === undefined || /^(AE|SDR|BDR|AM|CSM|SE|I|A|An|The)\b/.test(name) ? undefined : name
}

/** What the request itself says: the words as typed and a role it names ("my AE interview"). */
export interface DraftRequest {
  raw: string
  roleTitle?: string
}

export function factsOf(
  profile: CoachProfile,
  memory: CoachingMemory | null,
  request: DraftRequest,
): DraftFacts {
  const strengths = profile.strengths.slice(0, 2).map((s) => s.toLowerCase())
  return {
    name: profile.name ?? '[your name]',
    company: companyIn(request.raw) ?? '[company]',
    current: readableRole(memory?.careerJourney.currentRole),
    target: request.roleTitle ?? profile.targetTitle ?? '[target role]',
    strengths: strengths.length > 0 ? strengths.join(' and ') : '[two strengths]',
    progress:
      profile.completedSteps > 0
        ? `I am preparing for the move to ${profile.targetTitle ?? 'a closing role'} with a structured plan (${String(profile.completedSteps)} ${profile.completedSteps === 1 ? 'step' : 'steps'} done so far)`
        : 'I have been building [the skill you are working on]',
    buyer: buyerIn(request.raw),
  }
}

const drafts: Readonly<Record<DraftKind, (f: DraftFacts) => readonly string[]>> = {
  linkedin_message: (f) => [
    `Here is a short LinkedIn note to a hiring manager or recruiter for ${f.target} roles. Swap in one detail about their team before you send it:`,
    `> Hi [first name], I saw [team or company news] at ${f.company} and it caught my attention. I am ${f.name}, currently working as ${f.current}, and my ${f.strengths} are what I would bring to your ${f.target} team. ${f.progress}. Would you be open to a 10-minute chat next week?`,
    'Keep it under about 300 characters for a connection request; send the longer version as a message once connected.',
  ],
  interview_thank_you: (f) => [
    'Here is a thank-you note to send within a day of the interview:',
    `> Subject: Thank you – ${f.target} interview\n>\n> Hi [first name], thank you for your time today. I enjoyed hearing about [one thing they said about the team or the role], and it made me even more keen on the ${f.target} role at ${f.company}. My ${f.strengths} fit what you described, and I would be glad to put them to work for your team. Is there anything else I can send you?\n>\n> Best, ${f.name}`,
    'Send one to each person you met, each with a different detail from your conversation.',
  ],
  follow_up_email: (f) => [
    'Here is a follow-up email you can adapt:',
    `> Subject: [their goal] – next step\n>\n> Hi [first name], thanks again for [the call / the interview] on [day]. You mentioned [their main problem or priority]; I have been thinking about [one idea or resource that helps with it]. Would [two time options] work to [the agreed next step]?\n>\n> Best, ${f.name}`,
    'Replace each bracket with their words from the call; the specific detail is what gets the reply.',
  ],
  cold_email: (f) => [
    `Here is a cold email${f.buyer === undefined ? '' : ` to a ${f.buyer}`} you can adapt:`,
    `> Subject: [their priority] at ${f.company}\n>\n> Hi [first name], I noticed [a trigger: a new hire, a launch, a funding round or a post of theirs]. Leaders in your role often struggle with [the problem your product solves, in their words]; [a similar customer] [a result with a number]. Worth a 15-minute look at whether that applies to ${f.company}?\n>\n> Best, ${f.name}`,
    'Keep it under about 90 words: one trigger, one problem, one proof, one easy ask. The trigger is the line only you can write, and it is what earns the reply.',
  ],
  promotion_case: (f) => [
    `Here is a one-page promotion case to ${f.target}, to fill with your numbers:`,
    `> **Ask:** promotion from ${f.current} to ${f.target} by [date].\n> **Results:** [% of target] over the last [n] quarters; [pipeline or revenue created].\n> **Already doing the next job:** [a deal, a discovery call or a mentoring example]. ${f.progress}.\n> **Strengths:** ${f.strengths}.\n> **First 90 days in the new role:** [two or three goals].\n> **What I need from you:** the criteria in writing and a review date.`,
    'Bring it to your one-to-one, and send it afterwards with the criteria you agreed.',
  ],
  plan_30_60_90: (f) => [
    `Here is a 30-60-90 day plan for ${/^[AEIOU]/.test(f.target) ? 'an' : 'a'} ${f.target} role, built from what you told me:`,
    `> **Days 1-30, learn:** product, buyer personas and tools; shadow the top performers; agree on success measures with my manager.\n> **Days 31-60, execute:** full activity; first [meetings / deals]; weekly feedback; use my ${f.strengths} with [a specific segment].\n> **Days 61-90, own:** at or near [target]; one improvement for the team, such as [a talk track or a report].`,
    'Add one measurable goal per phase, in the company’s own terms, before you present it.',
  ],
}

/** The draft itself, the quoted block, without the lines around it. */
export function draftQuote(kind: DraftKind, facts: DraftFacts): string {
  return drafts[kind](facts)[1] ?? ''
}

export function composeDraft(
  kind: DraftKind,
  profile: CoachProfile,
  memory: CoachingMemory | null,
  request: DraftRequest = { raw: '' },
): string {
  return drafts[kind](factsOf(profile, memory, request)).join('\n\n')
}

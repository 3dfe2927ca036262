import { cardFor } from './situations'
import { type CoachingMemory, hasCue } from '@/domain/coaching'
import type { CoachProfile } from './coach-profile'
import { draftTable, filled, type DraftKind, type DraftValues } from './draft-table'

export { draftKinds, type DraftKind } from './draft-table'

/**
 * "Write me ..." requests get a filled draft built from what the app knows about the user.
 * Unknown details stay as [brackets] for the user to fill, never invented facts.
 */

export function draftKindOf(text: string, threadId?: string): DraftKind | undefined {
  if (hasCue(text, '30 60 90') || hasCue(text, '90 day')) return 'plan_30_60_90'
  // "How do I turn down the startup nicely?", "an email declining the offer".
  if (
    ['turn down', 'turn them down', 'turn it down', 'declin*', 'say no to'].some((w) =>
      hasCue(text, w),
    )
  )
    return 'decline_offer'
  // "My counter", "a counter offer": the person's own; a "counteroffer" from their employer is not.
  if (hasCue(text, 'counter')) return 'counter_offer'
  const thanks = hasCue(text, 'thank you') || hasCue(text, 'thanks') || hasCue(text, 'thank')
  // "A follow up email after my final round interview" is the note to the interviewer, not a
  // follow-up to a prospect.
  const afterInterview = hasCue(text, 'interview*') && (thanks || hasCue(text, 'follow up'))
  if (afterInterview) return 'interview_thank_you'
  if (hasCue(text, 'recap')) return 'meeting_recap'
  if (hasCue(text, 'promotion') || hasCue(text, 'promot*')) return 'promotion_case'
  if (hasCue(text, 'linkedin') || hasCue(text, 'hiring manager') || hasCue(text, 'recruiter'))
    return 'linkedin_message'
  // A first email to a prospect is no follow-up: it has no call to refer back to.
  const followUp = hasCue(text, 'follow up') || hasCue(text, 'followup')
  if (!followUp && (hasCue(text, 'cold email') || hasCue(text, 'prospecting email')))
    return 'cold_email'
  // "Can you write the email?" in a thread with a draft of its own (the counter, in an offer
  // negotiation) is that draft; elsewhere a bare "email" is a follow-up.
  const inThread = threadId === undefined ? undefined : threadDraftKind(threadId, text)
  if (followUp || (hasCue(text, 'email') && !inThread)) return 'follow_up_email'
  return inThread
}

/**
 * "What do I write in it?" inside a thread whose next move is a written message: the draft the
 * thread's card names (the email after "just send me an email", the recap after a talk).
 */
export function threadDraftKind(threadId: string, text: string): DraftKind | undefined {
  return asksForWriting.test(text) ? cardFor(threadId)?.draft : undefined
}

const asksForWriting =
  / (write|put|say in (it|the email|the message)|(email|send) (him|her|them)|recap) /

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
  // "going with Salesforce." ends a sentence: the full stop is not part of the name.
  const name = companyPattern.exec(raw)?.[1]?.replace(/[.-]+$/, '')
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

/** The facts as the drafts' placeholders: " to a CFO" and "an AE" are worded here. */
export function draftValues(f: DraftFacts): DraftValues {
  const { buyer, ...facts } = f
  const article = /^[AEIOU]/.test(f.target) ? 'an' : 'a'
  return {
    ...facts,
    toBuyer: buyer === undefined ? '' : ` to a ${buyer}`,
    aTarget: `${article} ${f.target}`,
  }
}

/** The draft itself, the quoted block, without the lines around it. */
export function draftQuote(kind: DraftKind, facts: DraftFacts): string {
  return filled(draftTable.drafts[kind].quote, draftValues(facts))
}

export function composeDraft(
  kind: DraftKind,
  profile: CoachProfile,
  memory: CoachingMemory | null,
  request: DraftRequest = { raw: '' },
): string {
  const { intro, quote, after } = draftTable.drafts[kind]
  const values = draftValues(factsOf(profile, memory, request))
  return [intro, quote, after].map((text) => filled(text, values)).join('\n\n')
}

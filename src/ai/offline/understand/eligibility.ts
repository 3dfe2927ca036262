import { switcherApplies, type SituationCard } from '../situations'
import { glossaryEntry } from '../situations/glossary'
import type { Entities } from './entities'
import { namedPip } from './preferences'
import { letterWords } from './score-levels'
import type { Signal } from './triage'
import { cardIds } from '../situations/card-ids'
import eligibilityFile from '../data/rules/eligibility.json' with { type: 'json' }
import { checkedFile, compiled, eligibilityFileSchema } from './rule-schemas'

/**
 * Cards whose words a message can reach without being about them: each rule says when a card
 * that scored is still not a reading of the message.
 */

/** Past this many words, "what's my next step?" closes a story rather than asking for the roadmap. */
const storyWords = 25

/** The words of these rules, as data (data/rules/eligibility.json), each with why it is there. */
const patterns = compiled(checkedFile(eligibilityFileSchema, eligibilityFile).patterns)
const { moneyGoal, gettingGood, resigned, keptJob, overQuota, hiringWords, workplaceWords } =
  patterns
const { harmWords, otherRole, definitionAsk, closingRole, closeDeals, spunOff, spinMethod } =
  patterns

/** "What do reps at a fintech make?": sellers in general are a role for a pay question. */
export const sellersPay = patterns.sellersPay

/**
 * Bias met while looking for work ("discriminated against in my job search because of my age")
 * is no workplace report to HR: the job search answer leads, and names the bias.
 */
function biasInHiring(text: string): boolean {
  return hiringWords.test(text) && !workplaceWords.test(text) && !harmWords.test(text)
}

/**
 * Explainer cards a story's words reach too easily: "what does a role pay" needs a role or a
 * "how much" question, or a post about a pay cut ("I won't make any money above my base salary")
 * reads as a salary survey. Off-topic needs a short message.
 */
const peopleChangeTargets =
  / (manager|boss|director|vp|company|they|he|she) (keeps |kept |just |has |have )?(chang|mov|rais)\w* (my|the|our) (targets?|quotas?|goals?|numbers?) /

const legalityAsk =
  / (is|isnt|was|wasnt) (that|it|this) (even |actually |really )?(legal|allowed|lawful) /

/** News that undoes the good news: "I got the job, then missed my first six quotas". */
const badNews = / (miss|missed|missing|failed|fired|laid off|let go|pip) /

const hiringGhosted =
  / (recruiters?|hiring managers?|interviewers?|the company|hr) (is |are |has |have |keeps |just )?(been )?(ghost|went quiet|stopped respond)/

export function ineligible(
  card: SituationCard,
  entities: Entities,
  text: string,
  signals: readonly Signal[],
): boolean {
  // The catalogue prices its six roles only: "what does an SE make" is for that move's card.
  if (card.id === cardIds.salary_by_role)
    return (
      entities.roles.length === 0 &&
      (otherRole.test(text) || (!moneyGoal.test(text) && !sellersPay.test(text)))
    )
  // Someone on a PIP who fears the next meeting is in the PIP, which already answers that fear.
  // ("building a case" raises the PIP signal too, but without a PIP it is the fear itself.)
  if (card.id === cardIds.job_security) return signals.includes('pip') && namedPip.test(text)
  // A long post to a career coach is about work even when it mentions dinner or a car; it gets
  // a clarifying question, never "that is outside what I can help with".
  if (card.id === cardIds.off_topic) return text.split(' ').length > letterWords
  // "What's my next step?" closing a long story asks for the story's next step, not the roadmap's.
  if (card.id === cardIds.roadmap_next_step) return text.split(' ').length > storyWords
  if (card.area === 'switcher') return !switcherApplies(card, text)
  // Someone who kept the job through a layoff asks about what changed for them, not a layoff.
  // Nor is one who resigned and lost pay on the way out a firing story: it is the pay.
  if (card.id === cardIds.laid_off || card.id === cardIds.fired)
    return keptJob.test(text) || (resigned.test(text) && / (commission|bonus)/.test(text))
  // "I hit 140% of quota" is no missed number.
  if (card.id === cardIds.missed_quota)
    return overQuota.test(text) && !/ (miss|missed|behind) /.test(text)
  // "What does 'be more strategic' even mean?" has the words of a definition question but no
  // term the glossary defines: answering "Here is what it means" with nothing would be worse.
  // "18k ARR after 4 months of grinding!" uses a term; it does not ask what it means.
  if (card.id === cardIds.glossary_term)
    return glossaryEntry(text) === undefined || (!definitionAsk.test(text) && wordCount(text) > 3)
  // A customer "locked in with Gong for 2 more years" is no locked roadmap step.
  // Nor is "my manager keeps changing my targets": a person changes them, not the app's target.
  if (card.id === cardIds.app_help)
    return / locked in (with|to|for|on|until) /.test(text) || peopleChangeTargets.test(text)
  // "Bumped up to a closing role" is the step to AE, not a question about closing deals.
  if (card.id === cardIds.closing)
    return closingRole.test(text) && !closeDeals.test(text.replace(closingRole, ' '))
  // "How long to get good at this?" asks about learning; the timeline card is the step to AE.
  if (card.id === cardIds.sdr_to_ae_timeline)
    return entities.roles.length === 0 && gettingGood.test(text)
  if (card.id === cardIds.discrimination_harassment) return biasInHiring(text)
  if (card.id === cardIds.celebration) return badNews.test(text)
  // "Is that even legal?" asks about a rule, not a deal stuck in the buyer's legal review.
  if (card.id === cardIds.deal_slipped)
    return legalityAsk.test(text) && !/ (in legal|legal team|legal review|procurement) /.test(text)
  // A recruiter or a hiring manager gone quiet is the job search, not a prospect to follow up.
  if (card.id === cardIds.follow_up_ghosted) return hiringGhosted.test(text)
  // The catalogue describes its six roles; "what does a sales engineer do" is for that move's card.
  if (card.id === cardIds.role_explainer) return entities.roles.length === 0 && otherRole.test(text)
  // "Stock in a spin-off", "put a positive spin on it": not the SPIN method.
  if (card.id === cardIds.method_spin) return spunOff.test(text) && !spinMethod.test(text)
  return false
}

const wordCount = (text: string) => text.trim().split(' ').length

import { scoreCues } from '@/domain/coaching'
import { situationCards, type SituationCard } from '../situations'
import type { DialogueAct } from './dialogue-act'
import type { Entities } from './entities'
import { ineligible, sellersPay } from './eligibility'
import {
  preferBackground,
  preferLeaving,
  preferNamedPip,
  preferNamedTask,
  preferQuestionOverNews,
  preferTopicOverResources,
} from './preferences'
import { questionFit } from './question-fit'
import {
  confidentMargin,
  confidentScore,
  letterWords,
  minScore,
  signalWeight,
} from './score-levels'
import type { Signal } from './triage'
import { cardIds } from '../situations/card-ids'
import bonusFile from '../data/rules/entity-bonus.json' with { type: 'json' }
import { checkedFile, compiled, entityBonusFileSchema } from './rule-schemas'

export interface Ranked {
  card: SituationCard
  score: number
  /** A triage signal (PIP, job loss, pay dispute...) points at this card. */
  signalled: boolean
}

export { minScore } from './score-levels'
/**
 * What a perfect word match is worth next to the cue scores. A close letter sits near 0.15-0.3,
 * so its fit weighs about as much as a confident cue (chosen on letters the cues had not seen:
 * question-fit.ts). Only letters get it: a short message says its topic in the words the cues
 * know, and a long one buries it in words they do not.
 */
const fitWeight = 100
const shortTenureMonths = 18
const sdrYear = 12

/** The words of the entity rules, as data (data/rules/entity-bonus.json). */
const { manyJobs, careerSpan, ownSeat, weighsNumber, belowNumber, firstTimeUnder } = compiled(
  checkedFile(entityBonusFileSchema, bonusFile).patterns,
)

/**
 * A card that expects the act gets a point for it; "what do reps at a fintech make?" says it is
 * about pay with its shape more than with its one weak word, so that shape counts double.
 */
const actWeight = (act: DialogueAct): number => (act === 'how_much' ? 2 : 1)

const underTarget = (text: string): boolean => belowNumber.test(text) || firstTimeUnder.test(text)

/**
 * Extra rules the cue tables cannot say: a role pair in a "how long" question is the SDR->AE
 * timeline; a number of meetings is a meetings question.
 */
function entityBonus(
  card: SituationCard,
  act: DialogueAct,
  entities: Entities,
  text: string,
): number {
  const sdrToAe = entities.roles.includes('sdr') && entities.roles.includes('ae')
  // "Become" or "get to" is the AE step only with a role: "how long to become a good salesman"
  // asks about learning, not about a promotion.
  const promotionWords =
    / (promot[a-z]*|move up) /.test(text) ||
    (entities.roles.length > 0 && / (become|get to|move to) /.test(text))
  if (card.id === cardIds.sdr_to_ae_timeline && act === 'how_long' && (sdrToAe || promotionWords))
    return 3
  // "Booking-meetings roles or closing ones?": a choice between the two seats, with no experience
  // of either named as one's own job.
  if (card.id === cardIds.sdr_or_ae_first && sdrToAe && act === 'choose' && !ownSeat.test(text))
    return 4
  if (card.id === cardIds.sdr_to_ae_path && sdrToAe && act !== 'how_long') return 2
  // "What do salespeople at Salesforce make?" asks the pay, not about the CRM it names, and "what
  // does an enterprise AE make?" the pay, not the move to enterprise.
  if (card.id === cardIds.salary_by_role && sellersPay.test(text)) return 3
  if (card.id === cardIds.salary_by_role && act === 'how_much' && entities.roles.length > 0)
    return 4
  // A number of meetings asks about the number only when the message weighs it ("is 8 a month
  // good?"); "I feel like a fraud even when I book 15 meetings" is about the feeling.
  if (
    card.id === cardIds.meetings_per_month &&
    entities.numbers.some((n) => n.unit === 'meeting') &&
    weighsNumber.test(text)
  ) {
    return 4
  }
  if (card.id === cardIds.missed_quota && underTarget(text)) return 4
  if (
    card.id === cardIds.activity_metrics &&
    entities.numbers.some((n) => /call|dial|email/.test(n.unit))
  ) {
    return 3
  }
  if (
    card.id === cardIds.job_hopping &&
    entities.spanMonths !== undefined &&
    / (leave|leaving|quit|quitting) /.test(text) &&
    !careerSpan.test(text)
  ) {
    // A short tenure named next to leaving is the tenure question, but after a year as an SDR the
    // post is about the step to AE ("14 months as an SDR, no AE opening, should I leave?").
    if (sdrToAe && entities.spanMonths >= sdrYear) return 2
    return entities.spanMonths < shortTenureMonths ? 5 : 3
  }
  if (card.id === cardIds.job_hopping && manyJobs.test(text) && / years? /.test(text)) return 9
  // "Two years in sales and I want to quit": quitting the career, not one job.
  if (card.id === cardIds.leaving_sales && careerSpan.test(text) && / (quit|leave) /.test(text))
    return 3
  if (card.id.startsWith('method_') && entities.methods.length > 0 && act === 'what_is') return 2
  return 0
}

/** Events that change what a person needs first, whatever else the post is about. */
const eventSignals: readonly Signal[] = ['pip', 'job_loss', 'pay_dispute', 'harassment']

/**
 * Safety first: a card for an event the person names (a PIP, a job loss, pay withheld,
 * harassment), with words of its own, ranks above a skill or topic card: "on a PIP, I need 12
 * meetings booked or I'm out" is about the PIP, not about meeting benchmarks. Feelings and
 * ethics words are left to the scores: a post that mentions burnout while asking whether to
 * leave is about leaving.
 */
function eventFirst(a: Scored, b: Scored, signals: readonly Signal[], act: DialogueAct): number {
  const event = (r: Scored) =>
    r.card.area === 'triage' &&
    r.score >= confidentScore &&
    (r.card.signals ?? []).some((sig) => eventSignals.includes(sig) && signals.includes(sig))
  const topic = (r: Scored) => r.card.area !== 'triage'
  // A death or an illness at home, named in its own words, comes before the pipeline it upset.
  const home = (r: Scored) => r.card.id === cardIds.family_or_health && r.score >= confidentScore
  if ((event(a) || home(a)) && topic(b)) return -1
  if ((event(b) || home(b)) && topic(a)) return 1
  if (namedBurnout(a, signals, act) && b.card.area === 'skills') return -1
  if (namedBurnout(b, signals, act) && a.card.area === 'skills') return 1
  if (askedToMislead(a, signals) && b.card.area === 'skills') return -1
  if (askedToMislead(b, signals) && a.card.area === 'skills') return 1
  return 0
}

/**
 * "Told to claim we're SOC 2 certified when the audit isn't done" is about the lie, not about
 * certifications: a wrongdoing the signal found leads over the skill it is dressed in.
 */
function askedToMislead(r: Scored, signals: readonly Signal[]): boolean {
  return r.card.safety === 'ethical' && signals.includes('unethical') && r.score >= confidentScore
}

/**
 * "I'm so burnt out ... 80 dials a day ... I cry in the car" is about the burnout, not about the
 * dials that caused it: burnout named in its own words (worth a confident score before the
 * distress signal) leads over a skill card, unless the person asks to choose. A move the post
 * asks about (a nurse burned out on bedside asking about sales) keeps the scores.
 */
function namedBurnout(r: Scored, signals: readonly Signal[], act: DialogueAct): boolean {
  return (
    r.card.id === cardIds.burnout &&
    signals.includes('distress') &&
    act !== 'choose' &&
    r.score >= confidentScore + signalWeight
  )
}

interface Scored {
  card: SituationCard
  score: number
}

interface Fitted extends Scored {
  order: number
  signalHits: number
  /** How close the letter's words are to the card's (question-fit.ts), on the score's scale. */
  fit: number
}

/** Any sign of self-harm puts the crisis card first, whatever else the message is about. */
function crisisFirst(a: SituationCard, b: SituationCard, signals: readonly Signal[]): number {
  if (!signals.includes('self_harm')) return 0
  return Number(b.safety === 'crisis') - Number(a.safety === 'crisis')
}

/** Cards scored for one message, best first; ties keep table order. */
export function rankSituations(
  text: string,
  focus: string,
  signals: readonly Signal[],
  act: DialogueAct,
  entities: Entities,
  clauses: ReadonlyMap<string, number> = new Map(),
): Ranked[] {
  const fits = text.split(' ').length > letterWords ? questionFit(text) : new Map<string, number>()
  const scored = situationCards.map((card, order) => {
    // Small talk ("thanks", "I completed...") counts in a long post only where it asks:
    // "I completed all the processes" in a story is backstory, not a progress update.
    // "Thanks. How do I even start looking again?" asks: the thanks yields to the question.
    const yields =
      card.area === 'conversation' && (focus !== '' || (card.onlyAlone === true && act !== 'other'))
    const backstory = yields ? 0 : scoreCues(text, card.cues)
    const cueScore = backstory + (focus === '' ? 0 : scoreCues(focus, card.cues))
    const signalHits = (card.signals ?? []).filter((sig) => signals.includes(sig)).length
    // General distress with no words of its own yields to the topic it is about
    // ("stressed about my discovery calls"); the reply still acknowledges the feeling.
    // It still stands alone when nothing else is said ("so stressed I can barely function").
    const weight = card.id === cardIds.distress_general && cueScore === 0 ? minScore : signalWeight
    // Burnout shares the distress signal but needs words of its own to claim it.
    const signalScore = card.id === cardIds.burnout && cueScore === 0 ? 0 : signalHits * weight
    const actScore = card.acts?.includes(act) === true && cueScore > 0 ? actWeight(act) : 0
    return {
      card,
      order,
      signalHits,
      fit: fitWeight * (fits.get(card.id) ?? 0),
      score:
        cueScore +
        signalScore +
        actScore +
        entityBonus(card, act, entities, text) +
        (clauses.get(card.id) ?? 0),
    }
  })
  // Several short jobs named: a layoff among them is history, so no event jumps the queue.
  const pattern = manyJobs.test(text)
  const eligible = scored.filter(
    (r) => r.score >= minScore && !ineligible(r.card, entities, text, signals),
  )
  const candidates = preferNamedPip(
    preferLeaving(
      preferNamedTask(
        preferBackground(preferTopicOverResources(preferQuestionOverNews(eligible, act))),
        text,
      ),
      text,
    ),
    text,
  )
  const order = (fitOf: (r: Fitted) => number) => (a: Fitted, b: Fitted) =>
    crisisFirst(a.card, b.card, signals) ||
    (pattern ? 0 : eventFirst(a, b, signals, act)) ||
    b.score + fitOf(b) - (a.score + fitOf(a)) ||
    // On a tie, the card a triage signal points at wins: a PIP story that mentions a territory
    // is about the PIP.
    b.signalHits - a.signalHits ||
    a.order - b.order
  // Words alone never talk a letter out of trouble at work: when the cues are sure of a triage
  // card, the fit may pick another triage card but not a career or skill one.
  const [cueBest] = [...candidates].sort(order(() => 0))
  const guarded = cueBest?.card.area === 'triage' && cueBest.score >= confidentScore
  // A preference that settled between two readings (a named background over breaking in, a
  // question over news) is a decision about those cards, which the words do not overturn.
  const cueScore = new Map(eligible.map((r) => [r.card.id, r.score]))
  const settled = candidates.some((r) => r.score > (cueScore.get(r.card.id) ?? r.score))
  return candidates
    .sort(order((r) => (settled || (guarded && r.card.area !== 'triage') ? 0 : r.fit)))
    .map(({ card, score, signalHits }) => ({ card, score, signalled: signalHits > 0 }))
}

/** 0..1: how sure the best card is, from its score and its lead over the next one. */
export function confidenceOf(ranked: readonly Ranked[]): number {
  const [best, next] = ranked
  if (!best) return 0
  const margin = best.score - (next?.score ?? 0)
  const strength = Math.min(1, best.score / (confidentScore * 2))
  const lead = Math.min(1, margin / (confidentMargin * 2))
  return Math.round((0.6 * strength + 0.4 * lead) * 100) / 100
}

/** True when the best card is clear enough to answer without asking. */
export function isConfident(ranked: readonly Ranked[]): boolean {
  const [best, next] = ranked
  if (!best) return false
  if (best.card.safety === 'crisis') return true
  // One reading only: a clarifying question could offer nothing else.
  if (ranked.length === 1) return true
  if (best.signalled && next?.signalled !== true && best.score >= minScore + 1) return true
  const margin = best.score - (next?.score ?? 0)
  return best.score >= confidentScore || (best.score >= minScore + 1 && margin >= 1)
}

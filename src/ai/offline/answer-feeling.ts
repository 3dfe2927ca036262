import type { SituationCard } from './situations'
import { cardIds, type CardId } from './situations/card-ids'
import type { Understanding } from './understand'

/* How a card answer meets the feeling before the advice: the card's own words, the feeling named
 * with the topic, good news, or nerves about a task; never sympathy for an event only feared. */

const leavingCards: ReadonlySet<string> = new Set([cardIds.leaving_sales, cardIds.job_hopping])

/** Acknowledgement first: the card's own words, or the feeling named with the topic. */
export function acknowledgement(u: Understanding, card: SituationCard): string | undefined {
  // "Will I get unemployment if I get fired?" or "is commission paid after I leave?" asks ahead:
  // no condolences for a loss not had, no outrage at pay not yet withheld.
  const ahead =
    (['job_loss', 'pay_dispute'] as const).some(
      (signal) => card.signals?.includes(signal) === true && !u.signals.includes(signal),
    ) || feared(u, card)
  if (card.acknowledge !== undefined && !ahead) return card.acknowledge
  if (u.signals.includes('distress')) {
    // A nurse burnt out on 12-hour shifts asking about sales is tired of the old job, not of
    // "a nurse moving into sales".
    if (card.area === 'switcher' || leavingCards.has(card.id))
      return 'That sounds draining, and it makes sense that you want a change.'
    return `That sounds stressful, and it makes sense to feel that way about ${card.title}.`
  }
  // Good news told with a question ("I got the offer!! Should I negotiate?"): say so first.
  if (card.id !== cardIds.celebration && u.ranked.some((r) => r.card.id === cardIds.celebration))
    return 'Congratulations, that is great news.'
  return taskFeeling(u, card)
}

/** "What if he puts me on a PIP?": an event feared, not had (no sympathy for it yet). */
const fearedEvent = / what if | (might|could|may|going to|gonna) (put|place|be put|be placed) me /

export function feared(u: Understanding, card: SituationCard): boolean {
  // "What if they offer me severance?" before any meeting: a layoff asked about, not had.
  const jobLoss =
    card.signals?.includes('job_loss') === true && /^ (so |and )?what if /.test(u.input.text)
  return jobLoss || (card.id === cardIds.pip && fearedEvent.test(u.input.text))
}

/** Career moments people are nervous about like a task, in the words the feeling is named with. */
const careerTasks: Readonly<Partial<Record<CardId, string>>> = {
  first_90_days: 'starting a new job',
  interview_prep: 'an interview',
  mock_pitch: 'a mock pitch',
  mock_interview: 'a mock interview',
}

/** Nerves or self-doubt about a task ("a fraud on every discovery call"), named before the how-to. */
function taskFeeling(u: Understanding, card: SituationCard): string | undefined {
  const career = careerTasks[card.id as CardId]
  if ((card.area !== 'skills' && career === undefined) || card.id === cardIds.cold_call_anxiety)
    return undefined
  const topic = career ?? card.title
  if (u.feeling === 'nerves')
    return `Feeling nervous about ${topic} is normal, and preparation takes most of the edge off.`
  if (u.feeling === 'self_doubt')
    return `That fraud feeling around ${topic} is common, even among good reps, and it fades as a structure you trust becomes habit.`
  return undefined
}

import type { ChatMessage } from '@/domain/coaching'
import { recap } from './answer-rules'
import { pointsFor } from './compose-points'
import { lowerFirst, paragraphs } from './reply-parts'
import { scriptFor, topicWordsOf, type SituationCard } from './situations'

/** Words asked for inside a thread: the card's script, the point asked about, or its practice. */

/** Without words of its own, the card's practice as the one thing to do next. */
export function nextThing(card: SituationCard): string {
  return paragraphs([
    `For ${card.title}, the one thing I would do next: ${lowerFirst(card.practice)}`,
    card.askBack === undefined
      ? undefined
      : `If you tell me more, I can word it for you: ${card.askBack}`,
  ])
}

/** The card's script for the message, or the point it asks about; undefined when it has none. */
export function wordsFor(
  card: SituationCard,
  text: string,
  history: readonly ChatMessage[] = [],
): string | undefined {
  // "What do I say exactly?" after "should I go to his boss?": words for the moment just asked.
  const before = history.findLast((m) => m.role === 'user')?.content.toLowerCase() ?? ''
  const script = scriptFor(card.id, `${text} ${before}`)
  // "What do I ask at the end?" in an interview thread: the card's point on exactly that is the
  // words, rather than its practice step; said already as a bullet, its gist.
  const [asked] = script === undefined ? askedPoints(card, text) : []
  if (asked !== undefined) return saidIn(history, asked) ? recap(asked, text) : asked
  if (script === undefined) return undefined
  return paragraphs([
    script.includes('[')
      ? 'Here is a way to say it; put your own details in the brackets:'
      : 'Here is a way to say it:',
    `> ${script}`,
    // Words that ask something wait for the answer; "take your hand off me" asks nothing.
    /\?["”]/.test(script) ? listen : undefined,
  ])
}

const listen = 'Then stop and listen: their answer tells you more than anything you could add.'

/** The card's points the message asks about by their own words, best first. */
function askedPoints(card: SituationCard, text: string): string[] {
  if (text === '') return []
  const { points, asked } = pointsFor(card.points, text, 1, 0, topicWordsOf(card))
  return points.slice(0, asked)
}

/** Whether Becky already said the point, word for word, in one of her replies. */
function saidIn(history: readonly ChatMessage[], point: string): boolean {
  const start = point.slice(0, 60).toLowerCase()
  return history.some((m) => m.role === 'assistant' && m.content.toLowerCase().includes(start))
}

import type { CoachInput } from '../coach-engine'
import { composeAnswer, type ComposeContext } from './compose-answer'
import { composeProgress } from './compose-turns'
import { composeCelebration, composeSmallTalk } from './compose-small-talk'
import { composeAppHelp, composeLearning } from './compose-special'
import { composeMethodComparison, namedMethodCards } from './compose-compare'
import { composeRoadmapStatus, roadmapQuestionOf } from './compose-roadmap'
import type { SituationCard } from './situations'
import { lastSuggestedStep, threadCard, type Understanding } from './understand'
import { cardIds } from './situations/card-ids'

/** One answer of the offline coach, and how a matched card becomes one. */

export interface OfflineAnswer {
  /** A situation id (see SITUATIONS.md). */
  situation: string
  act: string
  confidence: number
  /** True when the reply is a clarifying question offering two or three readings. */
  clarifying: boolean
  /**
   * The situations considered, best first (the answered one first; for a clarifying question,
   * the readings it offers). The evaluation's top-3 and "acceptable" read this.
   */
  readings: readonly string[]
  text: string
}

export function answer(
  situation: string,
  u: Understanding,
  text: string,
  clarifying = false,
): OfflineAnswer {
  const ranked = u.ranked.map((r) => r.card.id)
  return {
    situation,
    readings: [situation, ...ranked.filter((id) => id !== situation)].slice(0, 3),
    act: u.act,
    confidence: clarifying ? Math.min(u.confidence, 0.4) : Math.max(u.confidence, 0.5),
    clarifying,
    text,
  }
}

export function withReadBack(text: string, readBack: string | undefined): string {
  // Last, as the reply's question, so the person's next message answers it.
  return readBack === undefined ? text : `${text}\n\n${readBack}`
}

export function cardAnswer(
  card: SituationCard,
  u: Understanding,
  c: ComposeContext,
  input: CoachInput,
  freeOnly: boolean,
  readBack: string | undefined,
): OfflineAnswer {
  const { profile } = c
  const { message } = input
  if (card.id === cardIds.app_help)
    return answer(card.id, u, withReadBack(composeAppHelp(message, profile, c.history), readBack))
  if (card.id === cardIds.learning_resources) {
    const text = composeLearning(card, u, message, profile, c.history, freeOnly)
    return answer(card.id, u, withReadBack(text, readBack))
  }
  if (card.id === cardIds.greeting) return answer(card.id, u, composeSmallTalk(card, c, readBack))
  if (card.id === cardIds.thanks || card.id === cardIds.off_topic)
    return answer(card.id, u, composeSmallTalk(card, c, undefined))
  if (card.id === cardIds.celebration) return answer(card.id, u, composeCelebration(card, c))
  const roadmapQuestion = roadmapQuestionOf(u.input.text)
  if (card.id === cardIds.roadmap_next_step && roadmapQuestion)
    return answer(card.id, u, composeRoadmapStatus(roadmapQuestion, c, freeOnly))
  if (card.id === cardIds.progress_update || card.id === cardIds.roadmap_next_step) {
    const kind = card.id === cardIds.progress_update ? 'did_it' : 'what_next'
    return answer(
      card.id,
      u,
      withReadBack(
        composeProgress(kind, threadCard(c.history), lastSuggestedStep(c.history), c, freeOnly),
        readBack,
      ),
    )
  }
  // "How is it different from BANT?" after MEDDICC compares the thread's method with the named one.
  const thread = threadCard(c.history)
  const against =
    thread?.id.startsWith('method_') && differenceAsk.test(u.input.text) ? [thread] : []
  const compared = [...new Set([...against, ...namedMethodCards(u.entities.methods)])]
  if (card.id.startsWith('method_') && compared.length >= 2)
    return answer(card.id, u, composeMethodComparison(compared, c, freeOnly))
  const safe = card.safety !== undefined
  return answer(
    card.id,
    u,
    withReadBack(composeAnswer(card, c, freeOnly), safe ? undefined : readBack),
  )
}

const differenceAsk = / (different|difference|differ|compare|compared|vs|versus|better) /

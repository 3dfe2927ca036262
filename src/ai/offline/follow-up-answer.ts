import { composeAnswer, type ComposeContext } from './compose-answer'
import { composeDraft, threadDraftKind } from './compose-drafts'
import { composeFollowUp, composeProgress } from './compose-turns'
import { nextThing, wordsFor } from './compose-script'
import { answer, type OfflineAnswer } from './card-answer'
import { roadmapQuestionOf } from './compose-roadmap'
import { composeRepair } from './compose-repair'
import { composeIfNot, composeRealistic } from './compose-what-if'
import { composeGiveIt, composeQuit, composeRunway } from './compose-quit'
import { composePick } from './compose-pick'
import { draftRequest } from './draft-turns'
import { cardFor, scriptFor } from './situations'
import { asksWordsForIt } from './thread-rules'
import {
  asideInTrouble,
  followUpCards,
  lastSuggestedStep,
  offerThreads,
  threadCard,
  type FollowUpKind,
  type Understanding,
} from './understand'
import { cardIds } from './situations/card-ids'

/** Follow-ups ("why?", "I did that", "what next?", "should I just quit?") answered on the thread. */

/** Cards a follow-up may override: they are what follow-up words look like on their own. */
const overridable = followUpCards

export function followUpAnswer(
  u: Understanding,
  c: ComposeContext,
  freeOnly: boolean,
): OfflineAnswer | undefined {
  const kind = u.followUp
  // "How do I prepare for my next step?" is about the roadmap, whatever the thread was.
  if (kind === null || roadmapQuestionOf(u.input.text) !== undefined) return undefined
  // "What do I tell recruiters?" names its own card: its script is the answer, thread or not.
  // After a layoff, "what do I tell recruiters?" wants the layoff's words, not the firing's, though
  // both cards know recruiters: a thread with words of its own in the same area keeps them.
  const thread = threadCard(c.history)
  // "Recruiter lowballed me, what now?" opens a conversation with a topic of its own.
  if (!thread && u.card !== undefined && newsWithAsk.has(kind)) return undefined
  const draft =
    kind === 'what_to_say' && thread ? threadDraftKind(thread.id, u.input.text) : undefined
  if (thread && draft)
    return answer(thread.id, u, composeDraft(draft, c.profile, c.memory, draftRequest(u)))
  // Inside trouble at work, "how do I bring it up with my manager?" wants the trouble's words,
  // though the phrase alone finds the promotion card; "how do I tell my manager?" with no card
  // of its own wants the thread's.
  const sameTopic =
    thread !== undefined &&
    (u.card === undefined ||
      thread.area === u.card.area ||
      asksWordsForIt(u) ||
      (thread.area === 'triage' && asideInTrouble(u, u.card)))
  // A card may have words only for one moment ("what should I ask them?" in an interview).
  const threadWords = thread === undefined ? undefined : scriptFor(thread.id, u.input.text)
  if (kind === 'what_to_say' && thread && threadWords !== undefined && sameTopic)
    return answer(thread.id, u, wordsFor(thread, u.input.text, c.history) ?? nextThing(thread))
  if (kind === 'what_to_say' && u.act !== 'follow_up' && u.card?.script !== undefined)
    return answer(u.card.id, u, wordsFor(u.card, u.input.text) ?? nextThing(u.card))
  const lastStep = lastSuggestedStep(c.history)
  // "How long does it take to get hired?" after a pay answer: the pay thread has no duration, the
  // message's own card has one, and answers it (the thread would only repeat its pay lines).
  const ownDuration =
    kind === 'how_long' && thread !== undefined && thread.howLong === undefined ? u.card : undefined
  if (ownDuration?.howLong !== undefined && ownDuration.id !== thread?.id)
    return answer(ownDuration.id, u, composeFollowUp('how_long', ownDuration, lastStep, c))
  if (
    kind === 'will_do' ? u.card !== undefined && !overridable.has(u.card.id) : u.act !== 'follow_up'
  ) {
    return undefined
  }
  if (kind === 'did_it')
    return answer(
      cardIds.progress_update,
      u,
      composeProgress('did_it', thread, lastStep, c, freeOnly),
    )
  if (kind === 'what_next' || kind === 'this_week') {
    return answer(
      cardIds.roadmap_next_step,
      u,
      composeProgress(kind, thread, lastStep, c, freeOnly),
    )
  }
  // "Should I just quit?" needs no thread: alone, it is the question of how long to stay.
  if (kind === 'quit') return answer(thread?.id ?? cardIds.job_hopping, u, composeQuit(thread, c))
  if (kind === 'give_it')
    return answer(thread?.id ?? cardIds.job_hopping, u, composeGiveIt(thread, c))
  if (!thread) return undefined
  // "What would I even do instead?" after trouble at work or a talk about leaving: where people
  // go from sales. Elsewhere ("what should I do instead?" about a tactic) it is more of the thread.
  const leaving = cardFor(cardIds.leaving_sales)
  if (kind === 'instead' && leaving && (thread.area === 'triage' || leavingThreads.has(thread.id)))
    return { ...answer(leaving.id, u, composeAnswer(leaving, c, freeOnly)), act: 'follow_up' }
  if (kind === 'repair') return answer(thread.id, u, composeRepair(thread, c), true)
  if (kind === 'runway') return answer(thread.id, u, composeRunway(c))
  // "Which one would you take?" is a pick between offers; elsewhere it is more of the thread.
  // Named after an aside on the equity, the offers the conversation opened with are still the pick.
  const offers = offerThreads.has(thread.id) ? thread : u.card
  if (kind === 'pick' && offers !== undefined && offerThreads.has(offers.id))
    return answer(offers.id, u, composePick(c))
  // "Is that even realistic?" and "what if I don't make it?" inside trouble at work (a PIP, a
  // raised quota); elsewhere they read as more of the thread.
  if (kind === 'realistic' || kind === 'if_not') {
    const text =
      thread.area !== 'triage'
        ? undefined
        : kind === 'realistic'
          ? composeRealistic(thread, c)
          : composeIfNot(thread, c)
    if (text !== undefined) return answer(thread.id, u, text)
    // With nothing to measure, the card's own point on what was asked ("is this normal?") answers.
    if (kind === 'realistic' && thread.area === 'triage')
      return answer(thread.id, u, composeAnswer(thread, c, freeOnly))
    return answer(thread.id, u, composeFollowUp('more', thread, lastStep, c))
  }
  if (kind === 'will_do') {
    const plan = lastStep ?? thread.practice
    return answer(
      thread.id,
      u,
      `Great. I’ll remember that you plan to do this: ${plan}\n\nTell me how it went next time, and we will build on it.`,
    )
  }
  if (kind === 'what_to_say')
    return answer(thread.id, u, wordsFor(thread, u.input.text, c.history) ?? nextThing(thread))
  // "How long to get hired?" after a pay question: the thread has no duration of its own, the
  // message's card does.
  const timed =
    kind === 'how_long' && thread.howLong === undefined && u.card?.howLong !== undefined
      ? u.card
      : thread
  // "How long until I'm back at 62k?" after a pay answer names a timeline card of its own: that
  // card answers it whole, rather than a duration guessed for the thread ("how long will that
  // take?" points back at the thread and stays).
  const ownTimeline =
    u.card !== undefined && u.card.id !== thread.id && !refersBack.test(u.input.text)
  if (kind === 'how_long' && timed.howLong === undefined && ownTimeline) return undefined
  const asked = kind === 'pick' || kind === 'instead' ? 'more' : kind
  return answer(timed.id, u, composeFollowUp(asked, timed, lastStep, c))
}

/** A word pointing back at what was just said ("how long will that take?"). */
const refersBack = / (that|it|this|those|these) /

/** Follow-up words that, on a first message with a topic, only ask about that topic. */
const newsWithAsk = new Set<FollowUpKind>(['what_next', 'more', 'why'])

const leavingThreads: ReadonlySet<string> = new Set([
  cardIds.leaving_sales,
  cardIds.job_hopping,
  cardIds.resigning,
])

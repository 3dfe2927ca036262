import type { ChatMessage } from '@/domain/coaching'
import { scenarioNamedIn } from '@/domain/practice'
import type { ComposeContext } from './compose-answer'
import { pointsFor } from './compose-points'
import { dropCaseOpener, lowerFirst, paragraphs, withName } from './reply-parts'
import type { SituationCard } from './situations'

/**
 * "Can you practise it with me?": the chat cannot play a live call, the practice room can. The
 * reply says so, names the call the conversation is about (the chat shows the room's link under
 * it), and gives one thing to try first. Before, the request read as "tell me more".
 */
const asksToRehearse =
  / (can|could|will|would) (you|we) (practi[cs]e|role ?play|rehearse|run through|do) (it|this|that|one|a mock|a practice|a role ?play)?.{0,20}(with me|together)|^ (lets|let us) (practi[cs]e|role ?play|rehearse)| (practi[cs]e|role ?play|rehearse) (it |this |that )?with me | quiz me | drill me | (you|u) (be|play) the (prospect|buyer|customer)| (can|could) we run (it|this|through it)/

export const asksForPractice = (text: string): boolean => asksToRehearse.test(text)

/** The practice room's call this conversation is about: this message first, then earlier asks. */
function scenarioTitle(message: string, history: readonly ChatMessage[]): string | undefined {
  const earlier = history.filter((m) => m.role === 'user').map((m) => m.content)
  return scenarioNamedIn([message, ...earlier.reverse()])?.title
}

export function composePracticeInvite(
  message: string,
  card: SituationCard | undefined,
  c: ComposeContext,
): string {
  const title = scenarioTitle(message, c.history)
  const where =
    title === undefined
      ? 'open the practice room (the link is below) and pick the call you want to rehearse'
      : `open **${title}** in the practice room (the link is below)`
  // The point that fits the conversation best: a mock cold call's, not the pen pitch's.
  const talk = [...c.history.filter((m) => m.role === 'user').map((m) => m.content), message]
  const tip = card ? pointsFor(card.points, talk.join(' '), 1, c.seed).points[0] : undefined
  return paragraphs([
    withName(
      c.profile.name,
      `yes, let’s rehearse it: ${where}. I play the other side, you run the call, and you get a scorecard at the end; each round goes a little differently.`,
    ),
    // "A mock cold call? Give your name ..." without its case: the case is why it was chosen.
    tip === undefined ? undefined : `One thing to try first: ${lowerFirst(dropCaseOpener(tip))}`,
  ])
}

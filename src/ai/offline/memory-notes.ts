import { detectMood, type Mood } from '@/domain/coaching'
import { type CoachInput, recentHistory } from '../coach-engine'
import { answerOffline } from './offline-coach'
import { insightPrefixes } from './read-back'
import { commitmentOf } from './understand/commitment'
import { lastSuggestedStep, understand } from './understand'
import { confirmedStep, namesStep } from './step-confirm'
import { personFacts } from './person-facts'
import { cardFor } from './situations'

/**
 * What a turn teaches Becky about the user, as memory insights the user can read and edit:
 * the situation, a goal, a commitment, a mood. Never an echo of the question.
 */

export { insightPrefixes } from './read-back'

function plain(step: string): string {
  const text = step
    .replace(/\*\*/g, '')
    .replace(/\s*\([^)]*credits[^)]*\)/, '')
    .trim()
  return (text.charAt(0).toLowerCase() + text.slice(1)).replace(/\.$/, '')
}

/** Moods worth reading back; curiosity is how every question sounds. */
const rememberedMoods: readonly Mood[] = ['anxious', 'frustrated', 'stuck', 'excited']

export interface CoachNotes {
  situation: string
  insights: string[]
}

/** The insights one turn adds to memory, from the message, the history and Becky's reply. */
export function coachNotes(input: CoachInput): CoachNotes {
  const history = recentHistory(input.history)
  const result = answerOffline(input)
  const u = understand(input.message)
  const card = cardFor(result.situation)
  const insights: string[] = []
  // Memory keeps what the person said, never the card a message was routed to: a misreading
  // would otherwise be read back to them on every visit.
  insights.push(...personFacts(input.message).map((f) => `${insightPrefixes.about}${f}`))
  const lastStep = lastSuggestedStep(history)
  const said = commitmentOf(input.message)
  const safe = card?.safety !== 'crisis'
  if (said !== undefined && safe) insights.push(`${insightPrefixes.planned}${said}`)
  else if (u.followUp === 'will_do' && lastStep !== undefined)
    insights.push(`${insightPrefixes.planned}${plain(lastStep)}`)
  const confirmed = confirmedStep(input.message, history)
  if (confirmed !== undefined) insights.push(`${insightPrefixes.done}${plain(confirmed)}`)
  else if (u.followUp === 'did_it' && lastStep !== undefined && namesStep(input.message, lastStep))
    insights.push(`${insightPrefixes.done}${plain(lastStep)}`)
  const mood = detectMood(input.message)
  if (rememberedMoods.includes(mood)) insights.push(`${insightPrefixes.mood}${mood}`)
  return { situation: result.situation, insights }
}

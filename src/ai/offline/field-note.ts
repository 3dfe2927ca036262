import type { ChatMessage } from '@/domain/coaching'
import type { SituationCard } from './situations'
import { understand, type Understanding } from './understand'
import { cardIds } from './situations/card-ids'
import fieldFile from './data/rules/fields.json' with { type: 'json' }
import { fieldFileSchema } from './understand/rule-schemas'

/** Sales fields the role catalogue does not cover, and the words that make them tech sales. */
const file = fieldFileSchema.parse(fieldFile)
const fields = file.fields.map(({ field, re }) => [new RegExp(re), field] as const)
const techAfter = new RegExp(file.techAfter)

function namesField(text: string, pattern: RegExp): boolean {
  const global = new RegExp(pattern.source, 'g')
  return [...text.matchAll(global)].some((m) => !techAfter.test(text.slice(m.index + m[0].length)))
}

/** The field outside tech sales a message names, if any ("medical device"). */
export function outsideField(text: string): string | undefined {
  return fields.find(([pattern]) => namesField(text, pattern))?.[1]
}

export interface FieldCaveat {
  text: string
  /** True when it replaces the opening: the message asked what the field pays. */
  opens: boolean
}

/**
 * Said before a catalogue pay range when the person asked about a field the catalogue does not
 * cover and named no catalogue role: the figure that follows is the nearest tech role, not theirs.
 * "How much do they make?" after a message about device sales asks about the same field.
 */
export function fieldCaveat(
  u: Understanding,
  card: SituationCard,
  history: readonly ChatMessage[],
): FieldCaveat | undefined {
  const asksPay = (card.facts ?? []).some((f) => f.kind === 'salary')
  if (!asksPay || u.entities.roles.length > 0) return undefined
  const earlier = history
    .filter((m) => m.role === 'user')
    .slice(-recentAsks)
    .map((m) => outsideField(understand(m.content).input.text))
  const field = outsideField(u.input.text) ?? earlier.findLast((f) => f !== undefined)
  if (field === undefined) return undefined
  if (card.id !== payCard) {
    return {
      text: `No ${field} figures in the SalesPath catalogue, which covers tech sales; the nearest tech role, for comparison:`,
      opens: false,
    }
  }
  return {
    text: `I have no ${field} sales figures: the SalesPath catalogue covers tech sales roles. The nearest one is below, for comparison only; for ${field} pay, read the base and commission in live job posts and ask two or three reps in the field what the top, middle and bottom of the team earn.`,
    opens: true,
  }
}

const payCard = cardIds.salary_by_role
/** How far back a field named earlier still sets the subject of "how much do they make?". */
const recentAsks = 3

import { type DraftFacts, type DraftKind, draftValues } from './compose-drafts'
import { draftTable, filled } from './draft-table'

/**
 * The short version of a draft, for "make it shorter": the same facts, with only what the reader
 * needs to say yes (who you are, one reason, one small ask).
 */
export function shortDraft(kind: DraftKind, facts: DraftFacts): string {
  return filled(draftTable.drafts[kind].short, draftValues(facts))
}

/** What each draft is called in a reply: how a later turn finds the draft it revises. */
export const draftLabel = (kind: DraftKind): string => draftTable.drafts[kind].label

export type Tone = keyof typeof draftTable.tones

/** Word swaps for a tone, compiled once, applied in order. */
const toneSwaps: Readonly<Record<Tone, readonly (readonly [RegExp, string])[]>> = {
  casual: draftTable.tones.casual.swaps.map(([source, swap]) => [new RegExp(source, 'g'), swap]),
  formal: draftTable.tones.formal.swaps.map(([source, swap]) => [new RegExp(source, 'g'), swap]),
}

export function withTone(text: string, tone: Tone | undefined): string {
  if (tone === undefined) return text
  return toneSwaps[tone].reduce((out, [pattern, swap]) => out.replace(pattern, swap), text)
}

/** When each tone fits, said under the revised draft. */
export const toneTip = (tone: Tone): string => draftTable.tones[tone].tip

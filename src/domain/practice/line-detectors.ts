import { detectorTables, sharedPieces } from './detector-tables'
import {
  lineCriteria,
  type DetectorTable,
  type LineCriterion,
  type LineVerdicts,
} from './line-detector-types'
import { countWords, splitSentences } from './normalise'

/**
 * Runs the detector tables (detector-tables/*.json) on a rep's line. Pure and deterministic; the
 * patterns are compiled once, so one line costs a few dozen regular-expression tests.
 */

/** Lower case, straight apostrophes, ',' and '?' as tokens, other punctuation gone, padded. */
export function normaliseForTables(text: string): string {
  const clean = text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[,?]/g, ' $& ')
    .replace(/:(?!\d)/g, ' ')
    .replace(/[^a-z0-9$%:' ,?]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return ` ${clean} `
}

function expand(pattern: string): string {
  return pattern.replace(/\{([A-Z]+)\}/g, (whole, name: string) => {
    const piece = sharedPieces.pieces[name]
    if (piece === undefined) throw new Error(`Unknown piece ${whole}`)
    return piece
  })
}

function anyOf(patterns: readonly string[] | undefined): RegExp | null {
  if (!patterns || patterns.length === 0) return null
  return new RegExp(patterns.map((p) => `(?:${expand(p)})`).join('|'))
}

interface Compiled {
  table: DetectorTable
  any: RegExp | null
  all: RegExp[]
  unless: RegExp | null
  nonWord: RegExp | null
  exempt: RegExp | null
}

function compile(table: DetectorTable): Compiled {
  return {
    table,
    any: anyOf(table.any),
    all: (table.all ?? []).map((group) => anyOf(group)).filter((r): r is RegExp => r !== null),
    unless: anyOf(table.unless),
    nonWord: anyOf(table.tokens?.nonWord),
    exempt: anyOf(table.tokens?.exempt),
  }
}

const compiled = Object.fromEntries(
  lineCriteria.map((id) => [id, compile(detectorTables[id])]),
) as Record<LineCriterion, Compiled>

function tokenRuleHolds(c: Compiled, text: string): boolean {
  const rule = c.table.tokens
  if (!rule || !c.nonWord) return false
  const words = text.split(' ').filter((w) => /[a-z]/.test(w))
  if (words.length === 0) return false
  const odd = words.filter((w) => !c.exempt?.test(w) && c.nonWord?.test(w)).length
  return odd / words.length >= rule.minShare
}

/**
 * One reading of a line: its sentences and normalised texts are made once, and each table's
 * verdict on each unit is kept, so the vetoes between tables (a closed question is not an open
 * one) never run a table twice on the same text.
 */
class Reading {
  private readonly normalised = new Map<string, string>()
  private readonly verdicts = new Map<string, boolean>()
  private readonly sentences = new Map<string, string[]>()

  norm(raw: string): string {
    let text = this.normalised.get(raw)
    if (text === undefined) {
      text = normaliseForTables(raw)
      this.normalised.set(raw, text)
    }
    return text
  }

  split(raw: string): string[] {
    let parts = this.sentences.get(raw)
    if (parts === undefined) {
      parts = splitSentences(raw)
      this.sentences.set(raw, parts)
    }
    return parts
  }

  /** One unit of raw text (a line or a sentence) against one table, ignoring its scope. */
  unitHits(id: LineCriterion, raw: string): boolean {
    const key = `${id}\u0001${raw}`
    const known = this.verdicts.get(key)
    if (known !== undefined) return known
    const verdict = this.judge(compiled[id], raw)
    this.verdicts.set(key, verdict)
    return verdict
  }

  private judge(c: Compiled, raw: string): boolean {
    const t = c.table
    if (t.minWords !== undefined || t.maxWords !== undefined) {
      const words = countWords(raw)
      if (words < (t.minWords ?? 0) || words > (t.maxWords ?? Infinity)) return false
    }
    const text = this.norm(raw)
    const signalled = c.any !== null || c.all.length > 0 || t.tokens !== undefined
    const signal =
      (c.any?.test(text) ?? false) ||
      (c.all.length > 0 && c.all.every((group) => group.test(text))) ||
      tokenRuleHolds(c, text)
    if (signalled && !signal) return false
    if (c.unless?.test(text)) return false
    return !(t.unlessCriteria ?? []).some((other) => this.hits(other, raw))
  }

  /** Whether one criterion's table hits the text, in the table's own scope. */
  hits(id: LineCriterion, line: string): boolean {
    switch (compiled[id].table.scope) {
      case 'line':
        return this.unitHits(id, line)
      case 'first_sentence':
        return this.unitHits(id, this.split(line)[0] ?? '')
      case 'sentence':
        return this.split(line).some((sentence) => this.unitHits(id, sentence))
    }
  }

  /** Each question sentence, open (invites a story) or closed (yes/no, a pick). */
  questionKinds(line: string): ('open' | 'closed')[] {
    return this.split(line).flatMap((sentence) => {
      if (this.unitHits('open_question', sentence)) return ['open' as const]
      if (this.unitHits('closed_question', sentence)) return ['closed' as const]
      return []
    })
  }
}

/** A fresh reading for one line: use it for every question about that line. */
export const readLine = (): Reading => new Reading()

/** Whether one criterion's table hits the line, in the table's own scope. */
export function detectCriterion(id: LineCriterion, line: string): boolean {
  return new Reading().hits(id, line)
}

/** Every criterion's verdict on one line. */
export function detectLine(line: string): LineVerdicts {
  const reading = new Reading()
  return Object.fromEntries(lineCriteria.map((id) => [id, reading.hits(id, line)])) as LineVerdicts
}

/** Each question sentence in the line, open (invites a story) or closed (yes/no, a pick). */
export function questionKinds(line: string): ('open' | 'closed')[] {
  return new Reading().questionKinds(line)
}

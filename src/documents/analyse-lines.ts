/**
 * The steps after reading: lines -> sections -> insights. Pure; in the browser it runs in the
 * document worker with the read step (document-worker.ts), so the page's thread never does the
 * work: on a first upload the insights step alone held the page for about 150 ms (issue 32).
 */
import { wellFormedText } from '@/contract/well-formed'
import {
  sectionKinds,
  type ParseSuccess,
  type ParseWarning,
  type RawDocument,
  type ResumeSections,
} from './document-types'
import { extractInsights } from './insights/extract-insights'
import { splitGutterHeadings } from './layout/gutter-headings'
import { collapseTagGaps } from './layout/group-lines'
import { joinStackedDates, joinWrappedDates } from './layout/join-wrapped'
import { toLineStreams } from './layout/to-lines'
import { mergeSections, splitSections } from './layout/split-sections'

export function analyse(rawLines: string[], now: Date, warnings: ParseWarning[]): ParseSuccess {
  return analyseStreams([rawLines], now, warnings)
}

/** Each stream (main text, then sidebars) is split into sections on its own, from 'header'. */
function analyseStreams(streams: string[][], now: Date, warnings: ParseWarning[]): ParseSuccess {
  // A PDF's text may hold NUL or half a surrogate pair: never stored, never synced.
  const lines = streams.map((stream) =>
    splitGutterHeadings(joinStackedDates(joinWrappedDates(stream.map(wellFormedText)))),
  )
  const sections = withTagGapsInSkillsOnly(mergeSections(lines.map(splitSections)))
  const text = lines.flat().map(collapseTagGaps).join('\n')
  return { ok: true, insights: extractInsights(sections, text, now), text, sections, warnings }
}

/** Tags set apart by a gap are the skills step's to split; everywhere else it is a space. */
function withTagGapsInSkillsOnly(sections: ResumeSections): ResumeSections {
  const out = { ...sections }
  for (const kind of sectionKinds) {
    if (kind !== 'skills') out[kind] = sections[kind].map(collapseTagGaps)
  }
  return out
}

/** A read document (PDF runs with positions, or plain text) to its findings. */
export function analyseDocument(raw: RawDocument, now: Date): ParseSuccess {
  return analyseStreams(toLineStreams(raw), now, raw.warnings)
}

/**
 * Headings set in a left gutter on the first row of their section ("Experience   Creative
 * Solutions Inc.   January 2019 to Present", Reactive Resume bronzor, simple-resume-cv): the row
 * becomes the heading and the row's content. A heading typed over two gutter rows ("AWARDS &" /
 * "SCHOLARSHIPS") is joined first. Only an exact heading alias counts, never a keyword guess.
 */
import { exactHeadingKind } from './split-sections'

/** A gutter heading is short: "RELEVANT &" or "Certifications", not a clause. */
const MAX_GUTTER_WORDS = 3

// A field gap, or a tag gap: a heading in a narrow gutter sits closer to its row ("Work  Research
// Engineer", JSON Resume's even theme).
const GUTTER_GAP = / {2,}/u

function gutterField(line: string): { head: string; rest: string } | undefined {
  const at = line.search(GUTTER_GAP)
  if (at <= 0) return undefined
  const head = line.slice(0, at).trim()
  const rest = line.slice(at).trim()
  if (!rest || head.split(/\s+/).length > MAX_GUTTER_WORDS || !/^[\p{L}&\s]+$/u.test(head)) {
    return undefined
  }
  return { head, rest }
}

/**
 * Two gutter rows that together are a heading, read with the connector the wrap left at the end
 * of the first or without it ("RELEVANT &" / "COURSEWORK" is Relevant Coursework).
 */
function joinedHeading(first: string, second: string): string | undefined {
  const joined = `${first} ${second}`
  if (exactHeadingKind(joined)) return joined
  const bare = `${first.replace(/\s*(?:&|\band)$/iu, '')} ${second}`
  return bare !== joined && exactHeadingKind(bare) ? bare : undefined
}

export function splitGutterHeadings(lines: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const here = gutterField(line)
    const next = gutterField(lines[i + 1] ?? '')
    const joined = here && next && joinedHeading(here.head, next.head)
    if (here && next && joined) {
      out.push(joined, here.rest, next.rest)
      i++
    } else if (here && exactHeadingKind(here.head)) out.push(here.head, here.rest)
    else out.push(line)
  }
  return out
}

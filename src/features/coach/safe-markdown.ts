/**
 * The tiny markdown subset Becky's replies use: **bold**, "- " list items, "> " quoted lines (the
 * drafts and words to say, meant to be copied) and line breaks.
 * Parsed into plain data that message-text.tsx turns into React elements, so any HTML in a reply
 * or a user's message is only ever text (React escapes it); nothing is parsed as markup.
 */
export type Inline = { kind: 'text'; text: string } | { kind: 'bold'; text: string }

export type Block =
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'quote'; lines: Inline[][] }

const boldPattern = /\*\*(?=\S)(.+?)(?<=\S)\*\*/g
const listItemPattern = /^\s*- +(.*)$/
const quoteLinePattern = /^\s*>\s?(.*)$/

/** Bold spans and the text between them; an unclosed `**` stays as typed. */
export function parseInline(line: string): Inline[] {
  const parts: Inline[] = []
  let last = 0
  for (const match of line.matchAll(boldPattern)) {
    if (match.index > last) parts.push({ kind: 'text', text: line.slice(last, match.index) })
    parts.push({ kind: 'bold', text: match[1] ?? '' })
    last = match.index + match[0].length
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) })
  return parts
}

/**
 * Blank lines split paragraphs; consecutive "- " lines form one list; consecutive "> " lines form
 * one quote, where a bare ">" keeps a blank line inside it (an email's paragraphs).
 */
export function parseSafeMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  let current: Block | null = null
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd()
    if (line.trim() === '') {
      current = null
      continue
    }
    const quoted = quoteLinePattern.exec(line)
    if (quoted) {
      if (current?.kind !== 'quote') {
        current = { kind: 'quote', lines: [] }
        blocks.push(current)
      }
      current.lines.push(parseInline(quoted[1] ?? ''))
      continue
    }
    const item = listItemPattern.exec(line)
    if (item) {
      if (current?.kind !== 'list') {
        current = { kind: 'list', items: [] }
        blocks.push(current)
      }
      current.items.push(parseInline(item[1] ?? ''))
    } else {
      if (current?.kind !== 'paragraph') {
        current = { kind: 'paragraph', lines: [] }
        blocks.push(current)
      }
      current.lines.push(parseInline(line))
    }
  }
  return blocks
}

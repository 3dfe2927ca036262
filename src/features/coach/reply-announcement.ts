import { parseSafeMarkdown } from './safe-markdown'

/** A first sentence longer than this is cut at a word, so the announcement stays short. */
const maxSentence = 200

/**
 * What the chat's live region says when a reply arrives: "Becky replied:" and the reply's first
 * sentence as plain words. Reading a whole reply (often 2,000 characters, with its `**` marks)
 * ties a screen reader up; the reply itself stays in the list to read at the user's pace.
 */
export function replyAnnouncement(content: string): string {
  const plain = parseSafeMarkdown(content)
    .flatMap((block) => (block.kind === 'list' ? block.items : block.lines))
    .map((line) => line.map((part) => part.text).join(''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (plain === '') return 'Becky replied.'
  const sentence = /^.*?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain
  const short =
    sentence.length <= maxSentence
      ? sentence
      : `${sentence.slice(0, maxSentence).replace(/\s+\S*$/, '')}...`
  return `Becky replied: ${short}`
}

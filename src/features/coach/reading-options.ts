/**
 * The readings a clarifying reply offers ("Do you mean: - **burnout** - **nerves about cold
 * calling** ... Tell me which ..."), so they can be tapped instead of typed on a phone. The
 * format is the coach's clarifying reply: bold-only list items, closed by "Tell me which".
 */
const optionLine = /^- \*\*([^*]+)\*\*$/
const closing = /^Tell me which\b/m

export function readingOptions(reply: string): string[] {
  if (!closing.test(reply)) return []
  const options = reply
    .split('\n')
    .map((line) => optionLine.exec(line.trim())?.[1]?.trim())
    .filter((option): option is string => option !== undefined && option !== '')
  return options.length >= 2 ? options : []
}

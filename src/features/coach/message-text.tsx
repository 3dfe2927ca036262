import { Fragment, useState } from 'react'
import type { Inline } from './safe-markdown'
import { parseSafeMarkdown } from './safe-markdown'

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, i) =>
    part.kind === 'bold' ? (
      <strong key={i} className="font-semibold">
        {part.text}
      </strong>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  )
}

/** The quote as plain text, one line per line, for the clipboard. */
function plainLines(lines: Inline[][]): string {
  return lines.map((line) => line.map((part) => part.text).join('')).join('\n')
}

/** A draft or words to say: quoted, with a Copy button so it can be pasted into an email. */
function QuoteLines({ lines }: { lines: Inline[][] }) {
  const [copied, setCopied] = useState(false)
  const copy = () => {
    // No clipboard (plain http, an old browser) or a denied permission: the text stays
    // selectable, so nothing is lost.
    if (!('clipboard' in navigator)) return
    void navigator.clipboard
      .writeText(plainLines(lines))
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  }
  return (
    <figure className="flex flex-col gap-1">
      <blockquote className="flex flex-col gap-1 border-l-4 border-brand-300 py-1 pr-2 pl-3">
        {lines.map((line, j) =>
          line.length === 0 ? (
            <span key={j} aria-hidden="true" className="h-1" />
          ) : (
            <p key={j}>
              <InlineText parts={line} />
            </p>
          ),
        )}
      </blockquote>
      <button
        type="button"
        onClick={copy}
        className="min-h-11 self-start rounded-full px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 sm:min-h-9"
      >
        {copied ? 'Copied' : 'Copy text'}
      </button>
    </figure>
  )
}

/**
 * A chat message as React elements: text nodes, <strong>, <ul>/<li>, <blockquote>, <br>. Never
 * innerHTML, so a message containing HTML or a script shows as the characters typed.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2 break-words">
      {parseSafeMarkdown(text).map((block, i) =>
        block.kind === 'quote' ? (
          <QuoteLines key={i} lines={block.lines} />
        ) : block.kind === 'list' ? (
          <ul key={i} className="flex list-disc flex-col gap-1 pl-5">
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineText parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <InlineText parts={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  )
}

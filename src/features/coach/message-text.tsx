import { Fragment } from 'react'
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

/**
 * A chat message as React elements: text nodes, <strong>, <ul>/<li>, <br>. Never innerHTML, so a
 * message containing HTML or a script shows as the characters typed.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2 break-words">
      {parseSafeMarkdown(text).map((block, i) =>
        block.kind === 'list' ? (
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

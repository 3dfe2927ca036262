import type { ReactNode } from 'react'

const tones = {
  brand: { tile: 'bg-brand-50', term: 'text-brand-800' },
  emerald: { tile: 'bg-emerald-50', term: 'text-emerald-800' },
  amber: { tile: 'bg-amber-50', term: 'text-amber-800' },
} as const

/**
 * One term and its value on a tinted tile, inside a `<dl>`: Becky's insights and the career
 * insights card. `large` is the insights tab's roomier tile with a bold term.
 */
export function ToneTile({
  tone,
  term,
  large = false,
  children,
}: {
  tone: keyof typeof tones
  term: string
  large?: boolean
  children: ReactNode
}) {
  const { tile, term: termColour } = tones[tone]
  return (
    <div className={`rounded-xl ${tile} ${large ? 'p-4' : 'p-3'}`}>
      <dt className={large ? `text-sm font-semibold ${termColour}` : termColour}>{term}</dt>
      <dd className={large ? 'mt-1 text-ink' : 'mt-1 font-semibold text-ink'}>{children}</dd>
    </div>
  )
}

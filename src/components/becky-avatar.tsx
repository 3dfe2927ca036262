import { useId } from 'react'
import type { ReactElement } from 'react'
import { cx } from './cx'
import { beckySizes } from './ui-constants'

export type BeckyMood = 'cheerful' | 'excited' | 'curious'
export type BeckySize = keyof typeof beckySizes

const skin = '#f6cfae'
const hair = '#7c3f1d'
const ink = '#1e1b4b'
const line = { stroke: ink, strokeWidth: 2.4, strokeLinecap: 'round', fill: 'none' } as const

type Pupil = readonly [cx: number, cy: number, r: number]

/** Two round pupils; the curious face has one larger and lower than the other. */
function pupils(left: Pupil, right: Pupil): ReactElement {
  return (
    <>
      {[left, right].map(([x, y, r]) => (
        <circle key={x} cx={x} cy={y} r={r} fill={ink} />
      ))}
    </>
  )
}

interface Face {
  alt: string
  brows: ReactElement
  eyes: ReactElement
  mouth: ReactElement
  extra?: ReactElement
}

// Each mood changes brows, eyes and mouth on the same drawing; the alt text says the mood too.
const faces: Record<BeckyMood, Face> = {
  cheerful: {
    alt: 'Becky, your career coach, smiling',
    brows: <path d="M46 45q5-3 10 0M64 45q5-3 10 0" {...line} />,
    eyes: pupils([51, 53, 2.8], [69, 53, 2.8]),
    mouth: <path d="M51 66q9 8 18 0" {...line} />,
  },
  excited: {
    alt: 'Becky, your career coach, beaming with excitement',
    brows: <path d="M46 42q5-4 10-1M64 41q5-3 10 1" {...line} />,
    eyes: <path d="M47 55q4-6 8 0M65 55q4-6 8 0" {...line} />,
    mouth: <path d="M49 64h22q-2 12-11 12t-11-12z" fill="#be123c" stroke={ink} strokeWidth="2" />,
    extra: (
      <g fill="#f59e0b">
        <path d="M97 22l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" />
        <path d="M22 30l1.8 4.2 4.2 1.8-4.2 1.8-1.8 4.2-1.8-4.2-4.2-1.8 4.2-1.8z" />
      </g>
    ),
  },
  curious: {
    alt: 'Becky, your career coach, looking curious',
    brows: <path d="M46 46q5-2 10 0M64 42q5-4 10-1" {...line} />,
    eyes: pupils([53, 54, 2.8], [71, 53, 3.2]),
    mouth: <path d="M54 68q6 2 11-3" {...line} />,
    extra: (
      <text x="92" y="38" fontSize="22" fontWeight="700" fill="#4f46e5" fontFamily="sans-serif">
        ?
      </text>
    ),
  },
}

export interface BeckyAvatarProps {
  mood?: BeckyMood
  /** small 48px (chat), medium 96px (onboarding), large 120px (homepage). */
  size?: BeckySize
  /** Overrides the mood's alt text; pass '' when a visible caption already names Becky. */
  alt?: string
  className?: string
}

/** Becky, the coach: an inline drawing, so it works offline and scales crisply. */
export function BeckyAvatar({
  mood = 'cheerful',
  size = 'medium',
  alt,
  className,
}: BeckyAvatarProps) {
  const face = faces[mood]
  const label = alt ?? face.alt
  const px = beckySizes[size]
  // useId may contain characters that url(#...) does not accept.
  const clipId = `becky-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <svg
      viewBox="0 0 120 120"
      width={px}
      height={px}
      role={label === '' ? undefined : 'img'}
      aria-label={label === '' ? undefined : label}
      aria-hidden={label === '' ? true : undefined}
      focusable="false"
      className={cx('shrink-0', className)}
    >
      <clipPath id={clipId}>
        <circle cx="60" cy="60" r="60" />
      </clipPath>
      <circle cx="60" cy="60" r="60" fill="#e0e7ff" />
      <g clipPath={`url(#${clipId})`}>
        <path
          d="M30 60c0-24 13-38 30-38s30 14 30 38c0 14-3 24-8 28H38c-5-4-8-14-8-28z"
          fill={hair}
        />
        <path d="M18 120c2-22 18-34 42-34s40 12 42 34z" fill="#4f46e5" />
        <path d="M48 88l12 14 12-14z" fill="#ffffff" />
        <rect x="53" y="72" width="14" height="16" rx="4" fill="#e8b692" />
        <ellipse cx="60" cy="56" rx="22" ry="25" fill={skin} />
        <path
          d="M38 52c1-15 11-24 23-24 11 0 19 7 22 18-10-1-20-5-26-12-4 9-11 15-19 18z"
          fill={hair}
        />
        <circle cx="46" cy="63" r="4" fill="#fb7185" opacity="0.35" />
        <circle cx="74" cy="63" r="4" fill="#fb7185" opacity="0.35" />
      </g>
      {face.brows}
      {face.eyes}
      {face.mouth}
      {face.extra}
    </svg>
  )
}

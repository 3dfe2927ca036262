import { Link } from '@tanstack/react-router'

/** The SalesPath wordmark: a rising path in a tile, drawn inline so it costs no request. */
export function BrandMark() {
  return (
    <Link to="/" className="inline-flex min-h-11 items-center gap-2 text-lg font-bold text-ink">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#4f46e5" />
        <path
          d="M8 23c4 0 5-4 8-7s5-2 8-7"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <circle cx="24" cy="9" r="2.6" fill="#fde68a" />
      </svg>
      {/* On a 320 px phone the bar holds the tile, My Dashboard and the menu; the name stays for
          screen readers. */}
      <span className="max-[359px]:sr-only">SalesPath</span>
    </Link>
  )
}

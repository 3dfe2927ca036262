/**
 * A 16 px stroke glyph for the app bar's buttons and links, drawn inline from its path data so
 * the chrome, which loads on every route, needs no icon set.
 */
export function BarGlyph({ paths }: { paths: readonly string[] }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

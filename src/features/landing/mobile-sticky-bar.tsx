import { CtaLink } from './cta-link'

/** Phone-only prompt (below sm) once the visitor has read well into the page (spec section 2): `visible` comes from
 * useScrolledPastThreshold, which the page shares with the chat button's position. */
export function MobileStickyBar({ visible }: { visible: boolean }) {
  if (!visible) return null
  return (
    <aside
      aria-label="Get started"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur sm:hidden"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink">Ready to grow your sales career?</p>
        <CtaLink size="md" className="shrink-0">
          Get My Roadmap
        </CtaLink>
      </div>
    </aside>
  )
}

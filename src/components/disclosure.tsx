import { useId, useState, type ReactNode } from 'react'
import { Icon } from './icons'

export interface DisclosureItemProps {
  /** The always-visible question or heading; it is the toggle button's name. */
  title: ReactNode
  children: ReactNode
  defaultOpen?: boolean
}

/**
 * One expandable item (an FAQ answer): a button with aria-expanded controlling its panel. Written
 * by hand rather than with Headless UI's Disclosure: it is the only Headless UI part the landing
 * page needs, and the library's shared core cost the first visit about 10 KB gzip for one toggle.
 */
export function DisclosureItem({ title, children, defaultOpen = false }: DisclosureItemProps) {
  const [open, setOpen] = useState(defaultOpen)
  const panelId = useId()
  return (
    <div className="border-b border-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="group flex min-h-12 w-full items-center justify-between gap-4 py-4 text-left font-medium text-ink"
      >
        <span>{title}</span>
        <Icon
          name="chevron-down"
          className={
            open ? 'rotate-180 text-muted transition-transform' : 'text-muted transition-transform'
          }
        />
      </button>
      {open ? (
        <div id={panelId} className="pb-4 text-muted">
          {children}
        </div>
      ) : null}
    </div>
  )
}

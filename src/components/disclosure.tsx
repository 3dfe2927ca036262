import {
  DisclosureButton,
  DisclosurePanel,
  Disclosure as HeadlessDisclosure,
} from '@headlessui/react'
import type { ReactNode } from 'react'
import { Icon } from './icons'

export interface DisclosureItemProps {
  /** The always-visible question or heading; it is the toggle button's name. */
  title: ReactNode
  children: ReactNode
  defaultOpen?: boolean
}

/** One expandable item (an FAQ answer): a button with aria-expanded controlling its panel. */
export function DisclosureItem({ title, children, defaultOpen = false }: DisclosureItemProps) {
  return (
    <HeadlessDisclosure as="div" defaultOpen={defaultOpen} className="border-b border-slate-200">
      <DisclosureButton className="group flex min-h-12 w-full items-center justify-between gap-4 py-4 text-left font-medium text-ink">
        <span>{title}</span>
        <Icon
          name="chevron-down"
          className="text-muted transition-transform group-data-open:rotate-180"
        />
      </DisclosureButton>
      <DisclosurePanel className="pb-4 text-muted">{children}</DisclosurePanel>
    </HeadlessDisclosure>
  )
}

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import type { ReactNode } from 'react'
import { cx } from './cx'

export interface TabItem {
  id: string
  label: ReactNode
  content: ReactNode
}

export interface TabsProps {
  items: readonly TabItem[]
  /** Accessible name of the tab list, e.g. 'Credits'. */
  label?: string
  /** Controlled selection; leave out to let the tabs manage it. */
  selectedIndex?: number
  defaultIndex?: number
  onChange?: (index: number) => void
  className?: string
}

/** Tabs with arrow-key navigation and tab/tabpanel roles from Headless UI. */
export function Tabs({
  items,
  label,
  selectedIndex,
  defaultIndex,
  onChange,
  className,
}: TabsProps) {
  return (
    <TabGroup
      selectedIndex={selectedIndex}
      defaultIndex={defaultIndex}
      onChange={onChange}
      className={className}
    >
      <TabList
        aria-label={label}
        className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
      >
        {items.map((item) => (
          <Tab
            key={item.id}
            className={cx(
              // Phones wrap a long label onto two lines rather than clip it behind a scroll.
              'min-h-10 flex-1 rounded-lg px-2 py-1 text-sm leading-tight font-medium text-balance text-muted sm:px-3 sm:whitespace-nowrap',
              'hover:text-ink data-selected:bg-surface data-selected:text-brand-700 data-selected:shadow-sm',
            )}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {items.map((item) => (
          <TabPanel key={item.id}>{item.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}

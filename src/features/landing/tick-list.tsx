import { Icon } from '@/components/icons'

export interface TickListProps {
  items: readonly string[]
  className: string
  itemClassName?: string
  iconSize?: number
  iconClassName?: string
}

/** Points each ticked with a green check: how the landing page lists what a visitor gets. */
export function TickList({
  items,
  className,
  itemClassName = 'flex items-start gap-2',
  iconSize = 16,
  iconClassName = 'mt-0.5 text-emerald-600',
}: TickListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon name="check" size={iconSize} className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  )
}

import { Icon, type IconName } from '@/components/icons'

interface IconListProps {
  items: readonly string[]
  /** The mark before each item: a check for done or included, a target for a goal. */
  icon: IconName
  className?: string
  itemClassName?: string
  iconClassName?: string
}

/**
 * A list of short texts, each after the same 16 px icon, aligned to its first line: what credits
 * unlock, the steps a resume covers, a phase's milestones, a step's tips.
 */
export function IconList({
  items,
  icon,
  className,
  itemClassName = 'flex items-start gap-2',
  iconClassName = 'mt-0.5 shrink-0 text-emerald-700',
}: IconListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon name={icon} size={16} className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  )
}

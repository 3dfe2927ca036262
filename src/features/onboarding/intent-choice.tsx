import { cx } from '@/components/cx'
import { Icon } from '@/components/icons'
import { userIntents } from '@/domain/profile'
import type { UserIntent } from '@/domain/profile'

export interface IntentChoiceProps {
  value: UserIntent | null
  onChange: (intent: UserIntent) => void
  /** Ties the group to the visible question. */
  legendId: string
}

/**
 * Native radios styled as cards: arrow keys, one tab stop and the group's name come from the
 * browser, so screen readers hear 'radio, 2 of 5'.
 */
export function IntentChoice({ value, onChange, legendId }: IntentChoiceProps) {
  return (
    <div role="radiogroup" aria-labelledby={legendId} className="grid gap-3">
      {userIntents.map((option) => {
        const checked = value === option.value
        return (
          <label
            key={option.value}
            className={cx(
              'flex cursor-pointer items-start gap-4 rounded-card border bg-surface p-4 transition-colors sm:p-5',
              'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
              checked
                ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                : 'border-slate-200 hover:border-brand-300',
            )}
          >
            <input
              type="radio"
              name="userIntent"
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className={cx(
                'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2',
                checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-400',
              )}
            >
              {checked && <Icon name="check" size={14} strokeWidth={3} />}
            </span>
            <span>
              <span className="block font-semibold text-ink">{option.label}</span>
              <span className="mt-1 block text-sm text-muted">{option.description}</span>
            </span>
          </label>
        )
      })}
    </div>
  )
}

import { cx } from '@/components/cx'
import { Icon } from '@/components/icons'
import { creditPillLook } from './roadmap-view'

export interface CreditPillProps {
  balance: number | undefined
  onOpen: () => void
}

/** The balance as a button that opens the credits dialog; amber premium pulse under 10 credits. */
export function CreditPill({ balance, onOpen }: CreditPillProps) {
  const look = creditPillLook(balance)
  const shown = balance === undefined ? '...' : String(balance)
  const name =
    balance === undefined
      ? 'Credits loading. Open credits'
      : `${shown} credits${look === 'low' ? ', running low' : ''}. Get more credits`
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={name}
      className={cx(
        'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors',
        look === 'low'
          ? 'animate-pulse-amber bg-gradient-to-r from-amber-100 via-yellow-50 to-amber-100 text-amber-900 ring-amber-400 hover:from-amber-200'
          : 'bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100',
      )}
    >
      <Icon name={look === 'low' ? 'sparkles' : 'coins'} size={18} />
      <span data-testid="credit-balance">{shown}</span>
      <span>credits</span>
    </button>
  )
}

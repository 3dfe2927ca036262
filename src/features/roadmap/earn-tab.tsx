import type { ReactNode } from 'react'
import { Badge, type BadgeTone } from '@/components/badge'
import { Button } from '@/components/button'
import { Icon } from '@/components/icons'
import {
  earnActions,
  earnDifficultyLabel,
  type EarnAction,
  type EarnDifficulty,
} from '@/domain/catalogue'

const difficultyTones: Record<EarnDifficulty, BadgeTone> = {
  easy: 'green',
  medium: 'yellow',
  hard: 'amber',
}

export interface EarnTabProps {
  completed: readonly string[]
  remaining: number | undefined
  /** The action being credited right now, if any. */
  pendingId: string | null
  onStart: (action: EarnAction) => void
  /** Shown under the list: the clipboard confirmation or the invite text to copy by hand. */
  notice: EarnNotice | null
  /** The feedback survey while it is open: shown instead of the list. */
  survey?: ReactNode
}

export type EarnNotice =
  | { kind: 'copied'; text: string }
  | { kind: 'thanks'; text: string }
  | { kind: 'copy-by-hand'; text: string }
  | { kind: 'error'; text: string }

function NoticeView({ notice }: { notice: EarnNotice }) {
  if (notice.kind === 'copy-by-hand') {
    return (
      <div className="flex flex-col gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-900">
        <label htmlFor="invite-message" className="font-semibold">
          Copying is not available here. Select this message and copy it to a friend:
        </label>
        <textarea
          id="invite-message"
          readOnly
          value={notice.text}
          rows={4}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-lg border border-sky-200 bg-surface p-2 text-base text-ink"
        />
      </div>
    )
  }
  const tone =
    notice.kind === 'error' ? 'bg-rose-50 text-rose-800' : 'bg-emerald-50 text-emerald-800'
  return <p className={`rounded-xl p-3 text-sm font-medium ${tone}`}>{notice.text}</p>
}

/** Earn tab: each action pays once; Start does it and marks it Done. */
export function EarnTab(props: EarnTabProps) {
  const { completed, remaining, pendingId, onStart, notice, survey } = props
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
        {remaining === undefined
          ? 'Loading the credits you can earn...'
          : remaining > 0
            ? `You can still earn ${String(remaining)} credits.`
            : 'You have earned every credit available here. Thank you!'}
      </p>
      {survey ?? (
        <ul className="flex flex-col gap-3">
          {earnActions.map((action) => {
            const done = completed.includes(action.id)
            return (
              <li
                key={action.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {action.title}
                    <Badge tone={difficultyTones[action.difficulty]}>
                      {earnDifficultyLabel(action.difficulty)}
                    </Badge>
                  </p>
                  <p className="text-sm text-muted">{action.description}</p>
                </div>
                <span className="text-sm font-semibold text-emerald-700">
                  +{action.credits} credits
                </span>
                {done ? (
                  <Badge tone="green" className="min-h-9 justify-center px-3 text-sm">
                    <Icon name="check" size={16} />
                    Done
                  </Badge>
                ) : (
                  <Button
                    size="sm"
                    loading={pendingId === action.id}
                    disabled={pendingId !== null}
                    onClick={() => onStart(action)}
                    aria-label={`Start: ${action.title} (+${String(action.credits)} credits)`}
                  >
                    Start
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <div aria-live="polite">{notice !== null && <NoticeView notice={notice} />}</div>
    </div>
  )
}

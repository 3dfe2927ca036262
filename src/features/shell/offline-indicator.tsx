import { cx } from '@/components/cx'
import { useOnlineStatus } from './online-status'

/**
 * Always mounted as a polite status region so screen readers hear the change; it shows text only
 * while offline, because online is the normal state and needs no badge.
 */
export function OfflineIndicator({ className }: { className?: string }) {
  const online = useOnlineStatus()
  return (
    <div role="status" className={cx('min-w-0', className)}>
      {online ? null : (
        <span className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500" />
          <span>
            Offline
            <span className="hidden sm:inline">: everything keeps working on this device</span>
          </span>
        </span>
      )}
    </div>
  )
}

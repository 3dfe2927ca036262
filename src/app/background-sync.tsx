import { useEffect } from 'react'
import { useCurrentUser } from '@/api/auth'
import { syncInBackground, useSyncStatus } from '@/api/sync'

/** How often a device that syncs checks for other devices' changes while the app is open. */
const intervalMs = 60_000
/** A change made here is sent this soon after, so a second device sees it within seconds. */
const afterChangeMs = 3_000

/**
 * Opt-in sync in the background: when this device syncs, push and pull on an interval, when the
 * network comes back and shortly after a local change. Failures only update the quiet status in
 * Settings; nothing here ever blocks or interrupts a screen. After failed runs the service backs
 * off (1, 2, 4... up to 30 minutes), so a server that keeps refusing is not asked every minute.
 */
export function BackgroundSync() {
  const { user } = useCurrentUser()
  const status = useSyncStatus({ enabled: user !== null })
  const enabled = status.data?.enabled === true
  const pending = status.data?.pending ?? 0

  useEffect(() => {
    if (!enabled) return
    const run = () => {
      if (navigator.onLine) void syncInBackground().catch(() => undefined)
    }
    // The network is back: try now, whatever the back-off after the failures while it was gone.
    const reconnected = () => void syncInBackground(true).catch(() => undefined)
    const timer = setInterval(run, intervalMs)
    window.addEventListener('online', reconnected)
    return () => {
      clearInterval(timer)
      window.removeEventListener('online', reconnected)
    }
  }, [enabled])

  useEffect(() => {
    if (!enabled || pending === 0 || !navigator.onLine) return
    const timer = setTimeout(() => void syncInBackground().catch(() => undefined), afterChangeMs)
    return () => clearTimeout(timer)
  }, [enabled, pending])

  return null
}

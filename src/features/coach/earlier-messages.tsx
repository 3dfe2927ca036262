import { useState } from 'react'
import { fetchChatHistory } from '@/api/coach'
import type { ChatChannel } from '@/contract'
import { Button } from '@/components/button'
import type { UiMessage } from './chat-state'

export interface EarlierMessagesProps {
  channel: ChatChannel
  /** The id of the oldest stored message shown; older ones are fetched before it. */
  oldestId: string | undefined
  hasMore: boolean
  onLoaded: (older: UiMessage[], hasMore: boolean) => void
}

/**
 * "Show earlier messages" above a conversation: a long-lived account opens on its latest window
 * (a 20,000-message history would take tens of seconds to render) and pages back on request.
 */
export function EarlierMessages({ channel, oldestId, hasMore, onLoaded }: EarlierMessagesProps) {
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  if (!hasMore || oldestId === undefined) return null

  const load = async () => {
    setLoading(true)
    setFailed(false)
    try {
      const page = await fetchChatHistory(channel, oldestId)
      onLoaded(page.messages, page.hasMore)
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }

  return (
    <div className="mb-3 flex flex-col items-center gap-1">
      <Button variant="outline" size="sm" loading={loading} onClick={() => void load()}>
        Show earlier messages
      </Button>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          Earlier messages could not be loaded. Try again.
        </p>
      )}
    </div>
  )
}

import { atom, useAtom } from 'jotai'
import { useCurrentUser } from '@/api/auth'
import { getGuestSessionId } from '@/api/browser-store'

/**
 * Unsent text, per person and per chat: it survives closing the widget, opening the model panel
 * and moving between screens, because it lives in a jotai atom rather than in the composer that
 * unmounts. Memory only, never stored: on a shared computer a half-typed message must not
 * outlive the tab, and keying by person means whoever signs in next starts with an empty box.
 */
const draftsAtom = atom<Readonly<Record<string, string>>>({})

export type ChatChannel = 'widget' | 'coaching'

/** The draft key: who is typing (account, else this tab's guest) and in which chat. */
export function draftKey(userId: string | null, guestId: string | null, channel: ChatChannel) {
  return `${userId !== null ? `u:${userId}` : `g:${guestId ?? 'none'}`}:${channel}`
}

export function useChatDraft(channel: ChatChannel): [string, (text: string) => void] {
  const { user } = useCurrentUser()
  const key = draftKey(user?.id ?? null, user ? null : getGuestSessionId(), channel)
  const [drafts, setDrafts] = useAtom(draftsAtom)
  const setDraft = (text: string) => setDrafts((all) => ({ ...all, [key]: text }))
  return [drafts[key] ?? '', setDraft]
}

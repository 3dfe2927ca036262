import { useLocation } from '@tanstack/react-router'
import { useCurrentUser } from '@/api/auth'
import { readOwnStoredId, storageKeys } from '@/api/browser-store'

/** Spec section 2: the query's userId, else the stored current user id, else the signed-in user. */
export function ownerIdFrom(
  searchStr: string,
  storedId: string | null,
  signedInId: string | null,
): string | null {
  const fromQuery = new URLSearchParams(searchStr).get('userId')?.trim()
  return fromQuery || storedId || signedInId || null
}

export function useMatchOwnerId(): string | null {
  const searchStr = useLocation({ select: (location) => location.searchStr })
  const { user } = useCurrentUser()
  const signedInId = user?.id ?? null
  const storedId = readOwnStoredId(storageKeys.currentUserId, signedInId)
  return ownerIdFrom(searchStr, storedId, signedInId)
}

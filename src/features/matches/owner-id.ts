import { useCurrentUser } from '@/api/auth'
import { readOwnStoredId, storageKeys } from '@/api/browser-store'

/** Spec section 2: the query's userId, else the stored current user id, else the signed-in user. */
export function ownerIdFrom(
  queryUserId: string | null,
  storedId: string | null,
  signedInId: string | null,
): string | null {
  return queryUserId || storedId || signedInId || null
}

export function useMatchOwnerId(queryUserId: string | null): string | null {
  const { user } = useCurrentUser()
  const signedInId = user?.id ?? null
  const storedId = readOwnStoredId(storageKeys.currentUserId, signedInId)
  return ownerIdFrom(queryUserId, storedId, signedInId)
}

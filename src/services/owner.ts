import { ownerKeyOfGuest, ownerKeyOfUser, type OwnerKey } from '@/data'
import type { Caller } from './context'
import { ServiceError } from './errors'

/** Data belongs to the signed-in user, else to the guest session the client sent. */
export function ownerOf(caller: Caller): OwnerKey {
  if (caller.userId) return ownerKeyOfUser(caller.userId)
  if (caller.guestSessionId) return ownerKeyOfGuest(caller.guestSessionId)
  throw new ServiceError(400, 'Missing guest session: reload the page and try again.', 'no_owner')
}

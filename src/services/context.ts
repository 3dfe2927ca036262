import type { CoachEngine } from '@/ai'
import type { SalesPathDatabase } from '@/data'
import { forbidden, unauthorized } from './errors'
import type { SyncTransport } from './sync-transport'

/** Side effects the services need, injected so tests control time and randomness. */
export interface ServiceDeps {
  db: SalesPathDatabase
  now: () => Date
  randomBytes: (length: number) => Uint8Array
  /** PBKDF2 iterations for new passwords (DESIGN section 2: 600,000). */
  passwordIterations: number
  /**
   * The coach engine to use for the next reply (asked per turn: the user may switch the on-device
   * model on or off while the page runs). Absent, or null for a turn, means the offline coach.
   */
  coach?: () => CoachEngine | null
  /** The sync server's client (real HTTP unless a test passes an in-memory one). */
  syncTransport?: SyncTransport
}

/** Who is calling, as established by the /api layer from the session cookie and guest header. */
export interface Caller {
  userId: string | null
  guestSessionId: string | null
}

export function requireUser(caller: Caller): string {
  if (!caller.userId) throw unauthorized()
  return caller.userId
}

/** A userId named in a path, query or body must be the signed-in user's own. */
export function requireSameUser(caller: Caller, userId: string | null | undefined): string {
  const own = requireUser(caller)
  if (userId && userId !== own) throw forbidden()
  return own
}

export function defaultDeps(db: SalesPathDatabase): ServiceDeps {
  return {
    db,
    now: () => new Date(),
    randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
    passwordIterations: 600_000,
  }
}

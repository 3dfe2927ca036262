import {
  claimGuestData,
  createLedgerRepository,
  createSessionsRepository,
  createUsersRepository,
  type UserRow,
} from '@/data'
// The ledger rules' own module, not the catalogue's barrel (which brings every role's roadmap).
import { planStartingGrant } from '@/domain/catalogue/ledger-rules'
import { PASSWORD_MIN_LENGTH, type AuthResponse, type PublicUser } from '@/contract'
import type { Caller, ServiceDeps } from './context'
import type { JourneyService } from './journey-service'
import { lazyService } from './lazy'
import { ServiceError } from './errors'
import { constantTimeEqual, derivePasswordHash, sha256Hex, toHex } from './passwords'

export const SESSION_DAYS = 30

const emailTaken = () =>
  new ServiceError(409, 'An account with this email already exists. Sign in instead.')

/** Dexie wraps IndexedDB's error; both carry the name (the inner one on `inner`). */
function isConstraintError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const inner = (error as Error & { inner?: unknown }).inner
  return error.name === 'ConstraintError' || (inner instanceof Error && isConstraintError(inner))
}
const DAY_MS = 24 * 60 * 60 * 1000

function publicUser(row: UserRow): PublicUser {
  return { id: row.id, email: row.email, name: row.name }
}

/**
 * `journeys`: the shared journey service (built once by createServices); tests may omit it. Only
 * sign-up reads it, so it is not loaded with the session check every page starts with.
 */
export function createAuthService(
  deps: ServiceDeps,
  journeys: Pick<JourneyService, 'recordResumeSkips'> = lazyService(() =>
    import('./journey-service').then((m) => m.createJourneyService(deps)),
  ),
) {
  const users = createUsersRepository(deps.db)
  const sessions = createSessionsRepository(deps.db)
  const ledger = createLedgerRepository(deps.db)

  async function startSession(user: UserRow, caller: Caller): Promise<AuthResponse> {
    const token = toHex(deps.randomBytes(32))
    const now = deps.now()
    await sessions.insert({
      tokenHash: await sha256Hex(token),
      userId: user.id,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
    })
    if (caller.guestSessionId) {
      await claimGuestData(deps.db, caller.guestSessionId, user.id)
      // Steps the claimed resume proves are stored as done-by-resume, free of charge.
      await journeys.recordResumeSkips(user.id)
    }
    return { token, user: publicUser(user), message: 'ok' }
  }

  return {
    async signUp(
      input: { name?: string | undefined; email: string; password: string },
      caller: Caller,
    ) {
      if (input.password.length < PASSWORD_MIN_LENGTH) {
        throw new ServiceError(400, 'Password must be at least 6 characters long')
      }
      const email = input.email.trim().toLowerCase()
      if (await users.findByEmail(email)) throw emailTaken()
      const salt = toHex(deps.randomBytes(16))
      const now = deps.now().toISOString()
      const user: UserRow = {
        id: toHex(deps.randomBytes(12)),
        email,
        name: input.name?.trim() || email.split('@')[0] || 'there',
        passwordSalt: salt,
        passwordIterations: deps.passwordIterations,
        passwordHash: await derivePasswordHash(input.password, salt, deps.passwordIterations),
        userIntent: null,
        onboardingCompleted: false,
        createdAt: now,
        lastActiveAt: now,
        learningStreak: 1,
      }
      try {
        await deps.db.transaction(
          'rw',
          deps.db.users,
          deps.db.ledger,
          deps.db.unlocks,
          async () => {
            await users.insert(user)
            await ledger.transact(user.id, (entries) => {
              const plan = planStartingGrant(entries, deps.now())
              return {
                append: plan.ok ? { ...plan.entry, note: 'Welcome credits' } : undefined,
                result: plan,
              }
            })
          },
        )
      } catch (error) {
        // Two sign-ups with one email at once both pass the check above; the unique index decides.
        if (isConstraintError(error)) throw emailTaken()
        throw error
      }
      const response = await startSession(user, caller)
      return { ...response, message: 'Account created successfully' }
    },

    async signIn(input: { email: string; password: string }, caller: Caller) {
      const user = await users.findByEmail(input.email)
      const hash = user
        ? await derivePasswordHash(input.password, user.passwordSalt, user.passwordIterations)
        : ''
      if (!user || !constantTimeEqual(hash, user.passwordHash)) {
        throw new ServiceError(401, 'Invalid email or password')
      }
      await users.update(user.id, touchStreak(user, deps.now()))
      const response = await startSession(user, caller)
      return { ...response, message: 'Welcome back!' }
    },

    async signOut(token: string | null) {
      if (token) await sessions.remove(await sha256Hex(token))
    },

    /** Resolves a session token to its user; expired sessions are deleted and count as none. */
    async authenticate(token: string | null): Promise<UserRow | null> {
      if (!token) return null
      const session = await sessions.find(await sha256Hex(token))
      if (!session) return null
      if (session.expiresAt <= deps.now().toISOString()) {
        await sessions.remove(session.tokenHash)
        return null
      }
      return (await users.findById(session.userId)) ?? null
    },

    async currentUser(caller: Caller): Promise<PublicUser> {
      const user = caller.userId ? await users.findById(caller.userId) : undefined
      if (!user) throw new ServiceError(401, 'Not signed in')
      return publicUser(user)
    },
  }
}

/** A sign-in on a new calendar day extends the streak if yesterday was active, else restarts it. */
function touchStreak(user: UserRow, now: Date): Partial<UserRow> {
  const today = now.toISOString().slice(0, 10)
  const last = user.lastActiveAt.slice(0, 10)
  if (last === today) return { lastActiveAt: now.toISOString() }
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10)
  const learningStreak = last === yesterday ? user.learningStreak + 1 : 1
  return { lastActiveAt: now.toISOString(), learningStreak }
}

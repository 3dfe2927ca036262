/**
 * The few values the spec keeps in browser storage (section 3, "Browser-stored values"). Everything
 * else lives in IndexedDB behind /api. Guarded so Node tests and private modes without
 * localStorage keep working.
 */
export const storageKeys = {
  guestSessionId: 'guestSessionId',
  currentUserId: 'currentUserId',
  userEmail: 'userEmail',
  onboardingUserId: 'onboarding_userId',
  onboardingFirstName: 'onboarding_firstName',
  userIntent: 'userIntent',
  diagnosticResults: 'diagnosticResults',
  diagnosticAnswers: 'diagnosticAnswers',
} as const

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys]

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

/** Every stored value that belongs to one person; only the guest id is replaced, not just dropped. */
const perPersonKeys: readonly StorageKey[] = [
  storageKeys.currentUserId,
  storageKeys.userEmail,
  storageKeys.onboardingUserId,
  storageKeys.onboardingFirstName,
  storageKeys.userIntent,
  storageKeys.diagnosticResults,
  storageKeys.diagnosticAnswers,
]

export function readStored(key: StorageKey): string | null {
  return storage()?.getItem(key) ?? null
}

export function writeStored(key: StorageKey, value: string | null) {
  const store = storage()
  if (!store) return
  if (value === null) store.removeItem(key)
  else store.setItem(key, value)
}

export function newGuestSessionId(now = Date.now(), random = Math.random) {
  return `guest-${String(now)}-${String(Math.floor(random() * 1000))}`
}

/** The guest session id, created on first use so guest answers have an owner. */
export function getGuestSessionId(): string | null {
  const store = storage()
  if (!store) return null
  let id = store.getItem(storageKeys.guestSessionId)
  if (!id) {
    id = newGuestSessionId()
    store.setItem(storageKeys.guestSessionId, id)
  }
  return id
}

/**
 * A shared device changes hands at sign-out: the next person starts as a new guest with nothing of
 * the previous one's (ids, first name, intent, and the tab's drafts, which are all per person).
 */
export function forgetPerson(now = Date.now(), random = Math.random) {
  for (const key of perPersonKeys) writeStored(key, null)
  try {
    tabStorage()?.clear()
  } catch {
    // Blocked storage holds no draft to leak.
  }
  startFreshGuest(now, random)
}

/** A new guest identity: whatever the previous guest did stays with the previous id. */
export function startFreshGuest(now = Date.now(), random = Math.random) {
  storage()?.setItem(storageKeys.guestSessionId, newGuestSessionId(now, random))
}

/**
 * A stored person id is trusted only when it is the signed-in user's or this browser's current
 * guest's; anything else was left by someone else on this device and is ignored.
 */
export function readOwnStoredId(key: StorageKey, signedInId: string | null): string | null {
  const stored = readStored(key)
  if (!stored) return null
  if (stored === signedInId) return stored
  return stored === readStored(storageKeys.guestSessionId) ? stored : null
}

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
} as const

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys]

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

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

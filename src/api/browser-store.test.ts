// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  forgetPerson,
  getGuestSessionId,
  readOwnStoredId,
  readStored,
  storageKeys,
} from './browser-store'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('readOwnStoredId', () => {
  it("trusts the signed-in user's id and the current guest's id", () => {
    localStorage.setItem(storageKeys.onboardingUserId, 'u1')
    expect(readOwnStoredId(storageKeys.onboardingUserId, 'u1')).toBe('u1')
    const guest = getGuestSessionId() ?? ''
    localStorage.setItem(storageKeys.onboardingUserId, guest)
    expect(readOwnStoredId(storageKeys.onboardingUserId, null)).toBe(guest)
  })

  it('ignores an id left by someone else on this device', () => {
    getGuestSessionId()
    localStorage.setItem(storageKeys.onboardingUserId, 'previous-user')
    expect(readOwnStoredId(storageKeys.onboardingUserId, null)).toBeNull()
    expect(readOwnStoredId(storageKeys.onboardingUserId, 'u2')).toBeNull()
    localStorage.setItem(storageKeys.onboardingUserId, 'guest-1-1')
    expect(readOwnStoredId(storageKeys.onboardingUserId, null)).toBeNull()
  })
})

describe('forgetPerson', () => {
  it('keeps non-personal values and replaces the guest id with a seeded new one', () => {
    localStorage.setItem('webllm.preference', 'on')
    localStorage.setItem(storageKeys.guestSessionId, 'guest-1-1')
    localStorage.setItem(storageKeys.onboardingFirstName, 'Maya')
    forgetPerson(2_000, () => 0.5)
    expect(readStored(storageKeys.guestSessionId)).toBe('guest-2000-500')
    expect(readStored(storageKeys.onboardingFirstName)).toBeNull()
    expect(localStorage.getItem('webllm.preference')).toBe('on')
  })
})

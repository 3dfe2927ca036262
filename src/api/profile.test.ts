// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { readStored, storageKeys } from './browser-store'
import { ApiError } from './client'
import { serveApiInTests } from './testing/api-test-server'
import { fetchProfile, saveUserIntent } from './profile'

const patches: unknown[] = []
let patchStatus = 200
const profile = {
  id: 'u1',
  name: 'Maya',
  email: 'maya@example.com',
  credits: 50,
  learningStreak: 1,
  stepsCompleted: 0,
  onboardingCompleted: false,
  userIntent: 'sdr_switcher',
}

serveApiInTests(
  http.patch('http://api.test/api/users/profile', async ({ request }) => {
    patches.push(await request.json())
    return patchStatus === 200
      ? HttpResponse.json(profile)
      : HttpResponse.json({ message: 'Not signed in' }, { status: patchStatus })
  }),
  http.get('http://api.test/api/users/profile', ({ request }) => {
    const id = new URL(request.url).searchParams.get('userId')
    if (id === 'gone') return HttpResponse.json({ message: 'No such user' }, { status: 404 })
    if (id === 'anon') return HttpResponse.json({ message: 'Not signed in' }, { status: 401 })
    return HttpResponse.json(profile)
  }),
)

afterEach(() => {
  patches.length = 0
  patchStatus = 200
  localStorage.clear()
})

describe('saveUserIntent', () => {
  it('keeps a visitor’s choice on the device without a request', async () => {
    expect(await saveUserIntent('break_into_sdr', false)).toBeNull()
    expect(readStored(storageKeys.userIntent)).toBe('break_into_sdr')
    expect(patches).toEqual([])
  })

  it('also saves it on the account when signed in', async () => {
    const saved = await saveUserIntent('sdr_switcher', true)
    expect(patches).toEqual([{ userIntent: 'sdr_switcher' }])
    expect(saved?.userIntent).toBe('sdr_switcher')
    expect(readStored(storageKeys.userIntent)).toBe('sdr_switcher')
  })

  it('keeps the device copy when the account update fails', async () => {
    patchStatus = 401
    await expect(saveUserIntent('grow_as_sdr', true)).rejects.toBeInstanceOf(ApiError)
    expect(readStored(storageKeys.userIntent)).toBe('grow_as_sdr')
  })
})

describe('fetchProfile', () => {
  it('reads the profile, and null when signed out or missing', async () => {
    expect((await fetchProfile('u1'))?.credits).toBe(50)
    expect(await fetchProfile('anon')).toBeNull()
    expect(await fetchProfile('gone')).toBeNull()
  })
})

// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from './browser-store'
import { serveApiInTests } from './testing/api-test-server'
import { loadMatches, loadOnboardingAnswers } from './matches'

const GUEST = 'guest-1772445600000-5'
const row = { id: 1, questionId: 'first_name', answer: 'Maya', createdAt: '2026-03-02' }
const stored = {
  matches: [{ title: 'Stored' }],
  roleMatches: [],
  userName: 'Maya',
  generatedAt: '',
}
const fresh = { matches: [{ title: 'Fresh' }], roleMatches: [], userName: 'Maya', generatedAt: '' }

let storedStatus = 200
let generateStatus = 200
const generated: unknown[] = []

const server = serveApiInTests(
  http.get('http://api.test/api/answers/user/u1', () => HttpResponse.json([])),
  http.get('http://api.test/api/answers/user/u2', () => HttpResponse.json([row])),
  http.get(`http://api.test/api/answers/session/${GUEST}`, () => HttpResponse.json([row])),
  http.get('http://api.test/api/career-matches/:id', () =>
    storedStatus === 200
      ? HttpResponse.json(stored)
      : HttpResponse.json({ message: 'none' }, { status: storedStatus }),
  ),
  http.post('http://api.test/api/career-matches/generate', async ({ request }) => {
    generated.push(await request.json())
    return generateStatus === 200
      ? HttpResponse.json(fresh)
      : HttpResponse.json({ message: 'No diagnostic answers found' }, { status: generateStatus })
  }),
)

afterEach(() => {
  storedStatus = 200
  generateStatus = 200
  generated.length = 0
  localStorage.clear()
})

describe('loadOnboardingAnswers', () => {
  it("uses the user's answers, else this browser's guest-session answers", async () => {
    expect(await loadOnboardingAnswers('u2')).toEqual([row])
    localStorage.setItem(storageKeys.guestSessionId, GUEST)
    expect(await loadOnboardingAnswers('u1')).toEqual([row])
  })

  it('gives an empty list when neither has answers, logging a failed read (spec section 8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    localStorage.setItem(storageKeys.guestSessionId, 'guest-1772445600000-6')
    server.use(
      http.get('http://api.test/api/answers/session/:id', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    )
    expect(await loadOnboardingAnswers('u1')).toEqual([])
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
})

describe('loadMatches (spec section 4)', () => {
  it('shows stored matches without generating', async () => {
    expect(await loadMatches('u2', [row])).toEqual(stored)
    expect(generated).toEqual([])
  })

  it('generates when none are stored or the read fails, sending the loaded answers', async () => {
    for (const status of [404, 500]) {
      storedStatus = status
      expect(await loadMatches('u2', [row])).toEqual(fresh)
    }
    expect(generated[0]).toEqual({
      userId: 'u2',
      userAnswers: [{ questionId: 'first_name', answer: 'Maya' }],
    })
  })

  it('throws when generation fails, so the page can show its failure state', async () => {
    storedStatus = 404
    generateStatus = 404
    await expect(loadMatches('u1', [])).rejects.toThrow(/No diagnostic answers found/)
    expect(generated[0]).toEqual({ userId: 'u1', userAnswers: null })
  })
})

// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { runDiagnostic } from '@/domain/diagnostic'
import { personaAnswers } from '@/domain/diagnostic/sample-personas'
import { serveApiInTests } from './testing/api-test-server'
import { loadDashboard } from './dashboard'

const result = runDiagnostic(personaAnswers('sdrCloser'))
const serverData = { source: 'progress', currentRoadmap: { title: 'From the server' } }

let dashboardStatus = 200
let latestStatus = 200
const authHeaders: (string | null)[] = []

serveApiInTests(
  http.get('http://api.test/api/user/dashboard', ({ request }) => {
    authHeaders.push(request.headers.get('authorization'))
    return dashboardStatus === 200
      ? HttpResponse.json(serverData)
      : HttpResponse.json({ message: 'no' }, { status: dashboardStatus })
  }),
  http.get('http://api.test/api/onboarding/diagnostic/latest', () =>
    latestStatus === 200
      ? HttpResponse.json({
          result,
          answers: personaAnswers('sdrCloser'),
          enhanced: false,
          createdAt: '',
        })
      : HttpResponse.json({ message: 'No diagnostic answers found' }, { status: latestStatus }),
  ),
)

afterEach(() => {
  dashboardStatus = 200
  latestStatus = 200
  authHeaders.length = 0
  document.cookie = 'auth_token=; Max-Age=0'
})

describe('loadDashboard', () => {
  it("uses the server's dashboard, sending the auth_token cookie as a bearer header", async () => {
    document.cookie = 'auth_token=abc123'
    expect(await loadDashboard()).toEqual(serverData)
    expect(authHeaders).toEqual(['Bearer abc123'])
  })

  it('falls back to the stored diagnostic with placeholder progress (confidence 75)', async () => {
    dashboardStatus = 500
    const data = await loadDashboard(new Date('2026-03-04T12:00:00Z'))
    expect(data?.source).toBe('placeholder')
    expect(data?.careerProgress.confidenceLevel).toBe(75)
    expect(data?.currentRoadmap.targetRole).toBe(result.selectedRoadmap.targetRole)
  })

  it('is null when the user has no diagnostic, and throws when nothing could be read', async () => {
    dashboardStatus = 404
    latestStatus = 404
    expect(await loadDashboard()).toBeNull()
    dashboardStatus = 500
    await expect(loadDashboard()).rejects.toThrow(/^500:/)
  })
})

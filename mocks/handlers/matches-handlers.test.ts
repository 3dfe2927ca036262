import { describe, expect, it } from 'vitest'
import type { CareerMatchesResponse } from '@/contract'
import type { DiagnosticAnswers, DiagnosticResult } from '@/domain/diagnostic'
import { call, signUpUser, useTestApi, sampleAnswers as answers } from '../test-kit'

let clock = new Date('2026-03-02T10:00:00Z')
useTestApi({ now: () => clock, passwordIterations: 1000 })
const GUEST = 'guest-1772445600000-12'

async function diagnose(token: string, body: DiagnosticAnswers = answers) {
  const res = await call('POST', '/api/onboarding/diagnostic', { body, token })
  expect(res.status).toBe(200)
  return res.json as unknown as DiagnosticResult
}

async function generate(userId: string, token: string | null, extra: object = {}) {
  const res = await call('POST', '/api/career-matches/generate', {
    body: { userId, userAnswers: null, ...extra },
    token,
  })
  return { status: res.status, data: res.json as unknown as CareerMatchesResponse, json: res.json }
}

describe('POST /api/career-matches/generate', () => {
  it("builds both card shapes from the user's stored answers, ranked as the diagnostic ranks", async () => {
    const { token, user } = await signUpUser('maya@example.com')
    const result = await diagnose(token)
    const { status, data } = await generate(user.id, token)
    expect(status).toBe(200)
    expect(data.userName).toBe('Maya')
    // Ranked as the diagnostic ranks, without the role the user already holds (SDR).
    expect(data.matches.map((m) => m.roleId)).toEqual(
      result.careerMatches.filter((m) => m.isCurrentRole !== true).map((m) => m.roleId),
    )
    expect(data.matches.map((m) => m.roleId)).not.toContain('sdr')
    const top = data.matches[0]!
    expect(top).toMatchObject({
      roleId: 'ae',
      title: 'Account Executive',
      salaryRange: '$80K-$150K',
    })
    expect(top.traits).toHaveLength(3)
    // The user's own strength comes first among the role's traits.
    expect(top.traits[0]).toBe('Persuasive')
    expect(top.growthRate).not.toContain(':')
    // The diagnostic's own score, the number the results page and /match show for this role.
    expect(data.matches.map((m) => m.matchPercent)).toEqual(
      result.careerMatches.filter((m) => m.isCurrentRole !== true).map((m) => m.matchScore),
    )

    const [first, ...rest] = data.roleMatches
    expect(first).toMatchObject({
      id: 'ae',
      ai_picked: true,
      alt_label: 'Best overall fit',
      badge: 'Natural next step',
      difficulty: 'challenging',
      company: 'Mid-market SaaS companies',
      match_percentage: result.careerMatches[0]?.matchScore,
      why_match: result.careerMatches[0]?.matchReason,
    })
    expect(first?.tags).toHaveLength(3)
    expect(rest.every((card) => !card.ai_picked && card.alt_label === null)).toBe(true)
    // The current role comes last, badged as theirs.
    expect(data.roleMatches.at(-1)).toMatchObject({ id: 'sdr', badge: 'Your current role' })
  })

  it("names the user's industry as the company type when they chose one", async () => {
    const { token, user } = await signUpUser('fin@example.com')
    await diagnose(token, { ...answers, industry_preference: 'fintech' })
    const { data } = await generate(user.id, token)
    expect(data.roleMatches[0]?.company).toBe('Fintech companies')
  })

  it("answers 404 'No diagnostic answers found' when nothing was answered", async () => {
    const { token, user } = await signUpUser('new@example.com')
    const { status, json } = await generate(user.id, token)
    expect(status).toBe(404)
    expect(json?.message).toBe('No diagnostic answers found')
  })

  it('falls back to the answers the page sent when none are stored', async () => {
    const { token, user } = await signUpUser('sent@example.com')
    const userAnswers = Object.entries(answers).map(([questionId, answer]) => ({
      questionId,
      answer: answer as string | string[],
    }))
    const { status, data } = await generate(user.id, token, { userAnswers })
    expect(status).toBe(200)
    expect(data.roleMatches[0]?.id).toBe('ae')
  })

  it('refuses a bad body (400), no session (401) and another user (403)', async () => {
    const { token, user } = await signUpUser('a@example.com')
    const missing = await call('POST', '/api/career-matches/generate', { body: {}, token })
    expect(missing.status).toBe(400)
    expect(missing.json?.message).toBe('User id is required')
    const wrongType = await call('POST', '/api/career-matches/generate', {
      body: { userId: user.id, userAnswers: 'all of them' },
      token,
    })
    expect(wrongType.status).toBe(400)
    expect((await generate(user.id, null)).status).toBe(401)
    const other = await signUpUser('b@example.com')
    expect((await generate(other.user.id, token)).status).toBe(403)
  })

  it('lets a guest generate for their own session id only', async () => {
    const run = await call('POST', '/api/onboarding/diagnostic', { body: answers, guest: GUEST })
    expect(run.status).toBe(200)
    const own = await call('POST', '/api/career-matches/generate', {
      body: { userId: GUEST, userAnswers: null },
      guest: GUEST,
    })
    expect(own.status).toBe(200)
    const stored = await call('GET', `/api/career-matches/${GUEST}`, { guest: GUEST })
    expect(stored.status).toBe(200)
    const other = await call('GET', '/api/career-matches/guest-1772445600000-13', { guest: GUEST })
    expect(other.status).toBe(401)
  })
})

describe('GET /api/career-matches/{userId}', () => {
  it('returns the stored set, 404 before generation and again after the answers change', async () => {
    const { token, user } = await signUpUser('store@example.com')
    await diagnose(token)
    const before = await call('GET', `/api/career-matches/${user.id}`, { token })
    expect(before.status).toBe(404)
    const { data } = await generate(user.id, token)
    const stored = await call('GET', `/api/career-matches/${user.id}`, { token })
    expect(stored.status).toBe(200)
    expect(stored.json).toEqual(data)

    clock = new Date(clock.getTime() + 60_000)
    await diagnose(token, { ...answers, biggest_career_goal: 'master_data_systems' })
    const stale = await call('GET', `/api/career-matches/${user.id}`, { token })
    expect(stale.status).toBe(404)
  })

  it('answers 401 without a session and 403 for another user', async () => {
    const { token } = await signUpUser('c@example.com')
    const other = await signUpUser('d@example.com')
    expect((await call('GET', `/api/career-matches/${other.user.id}`)).status).toBe(401)
    expect((await call('GET', `/api/career-matches/${other.user.id}`, { token })).status).toBe(403)
  })
})

import { describe, expect, it } from 'vitest'
import type { DashboardData, TodayInsightResponse } from '@/contract'
import { roles } from '@/domain/catalogue'
import { generalTips, roleTips } from '@/domain/insights'
import { BASE, call, signUpUser, useTestApi, signedInWithDiagnostic } from '../test-kit'

// 2026-03-02 is a Monday and an even UTC day: the daily tip is a role tip when the role is known.
const now = new Date('2026-03-02T12:00:00Z')
useTestApi({ now: () => now, passwordIterations: 1000 })

const dashboard = async (token?: string) => {
  const res = await call('GET', '/api/user/dashboard', { token: token ?? null })
  return { status: res.status, data: res.json as unknown as DashboardData, json: res.json }
}

describe('GET /api/user/dashboard', () => {
  it('builds the dashboard from the latest diagnostic before any progress', async () => {
    const { token } = await signedInWithDiagnostic('maya@example.com')
    const { status, data } = await dashboard(token)
    expect(status).toBe(200)
    expect(data.currentRoadmap).toMatchObject({
      targetRole: 'Account Executive',
      roleId: 'ae',
      currentPhase: 1,
      totalPhases: 3,
      completedSteps: 0,
      totalSteps: 6,
    })
    expect(data.currentRoadmap.nextStep).toMatchObject({ stepId: 1, locked: false })
    expect(data.careerProgress.confidenceLevel).toBe(70)
    expect(data.careerProgress.weeklyActivity).toHaveLength(7)
    expect(data.recentAchievements[0]?.title).toBe('Matched with Account Executive')
    expect(data.source).toBe('progress')
  })

  it('reflects real roadmap progress: unlocks, checklist ticks and completed steps', async () => {
    const { token } = await signedInWithDiagnostic('doer@example.com')
    const stepOne = roles.ae.roadmapSteps[0]!
    for (const [index] of stepOne.checklist.entries()) {
      const tick = await call('PUT', `/api/roadmap/ae/steps/1/checklist/${index}`, {
        body: { done: true },
        token,
      })
      expect(tick.status).toBe(200)
    }
    expect(
      (await call('POST', '/api/roadmap/ae/unlock', { body: { stepId: 2 }, token })).status,
    ).toBe(200)
    const tick = await call('PUT', '/api/roadmap/ae/steps/2/checklist/0', {
      body: { done: true },
      token,
    })
    expect(tick.status).toBe(200)

    const { data } = await dashboard(token)
    expect(data.currentRoadmap.completedSteps).toBe(1)
    expect(data.currentRoadmap.nextStep).toMatchObject({ stepId: 2, locked: false })
    expect(data.careerProgress.weeklyGoals[0]).toMatchObject({ completed: true })
    expect(data.careerProgress.confidenceLevel).toBe(73)
    // Today: every tick (step 1's and one of step 2's), the unlock, step 1 completed, the first
    // milestone's credits it earned, step 2 started by its first tick, and the diagnostic.
    expect(data.careerProgress.weeklyActivity.at(-1)?.actions).toBe(stepOne.checklist.length + 6)
    expect(data.recentAchievements.map((a) => a.title)).toEqual(
      expect.arrayContaining([
        "Completed 'Run real discovery'",
        "Unlocked 'Qualify with a framework'",
      ]),
    )
  })

  it('accepts the session as a bearer header, as the spec sends it', async () => {
    const { token } = await signedInWithDiagnostic('bearer@example.com')
    const res = await fetch(`${BASE}/api/user/dashboard`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
  })

  it('answers 404 before any diagnostic and 401 without a session', async () => {
    const { token } = await signUpUser('fresh@example.com')
    const none = await dashboard(token)
    expect(none.status).toBe(404)
    expect(none.json?.code).toBe('no_diagnostic')
    expect((await dashboard()).status).toBe(401)
  })

  it("never shows another user's data (each session sees only its own diagnostic)", async () => {
    await signedInWithDiagnostic('owner@example.com')
    const stranger = await signUpUser('stranger@example.com')
    expect((await dashboard(stranger.token)).status).toBe(404)
  })
})

describe('GET /api/insights/today', () => {
  it('gives anyone a general tip, and the target role a tip of its own', async () => {
    const anonymous = await call('GET', '/api/insights/today')
    expect(anonymous.status).toBe(200)
    const general = anonymous.json as unknown as TodayInsightResponse
    expect(generalTips).toContain(general.message)
    expect(general).toMatchObject({ date: '2026-03-02', roleId: null })

    const { token } = await signedInWithDiagnostic('tips@example.com')
    const personal = (await call('GET', '/api/insights/today', { token }))
      .json as unknown as TodayInsightResponse
    expect(personal.roleId).toBe('ae')
    expect(roleTips.ae).toContain(personal.message)
  })

  it('is the same tip on every call that day', async () => {
    const first = await call('GET', '/api/insights/today')
    const second = await call('GET', '/api/insights/today')
    expect(second.json).toEqual(first.json)
  })
})

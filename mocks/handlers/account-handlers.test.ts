import { describe, expect, it } from 'vitest'
import type { AccountExportFile } from '@/contract'
import { personaAnswers } from '@/domain/diagnostic'
import { call, signUpUser, useTestApi } from '../test-kit'

let clock = new Date('2026-02-01T09:00:00Z')
const ctx = useTestApi({ now: () => clock, passwordIterations: 1000 })

/** A user with data in every table: through the endpoints where they exist, else the database. */
async function userWithEverything(email = 'ada@example.com') {
  const { token, user } = await signUpUser(email)
  const post = (path: string, body: unknown, method = 'POST') =>
    call(method, path, { body, token }).then((res) => {
      expect(res.status, `${method} ${path}`).toBe(200)
      return res
    })
  await post('/api/onboarding/diagnostic', personaAnswers('newToSales'))
  await post('/api/credits/earn', { actionId: 'linkedin_share' })
  await post('/api/roadmap/sdr/unlock', { stepId: 2 })
  await post('/api/roadmap/sdr/steps/1/checklist/0', { done: true }, 'PUT')
  await post('/api/roadmap/sdr/steps/2/status', { status: 'in_progress' }, 'PUT')
  const { db } = ctx.services.deps
  const ownerKey = `u:${user.id}` as const
  const at = clock.toISOString()
  await db.chatMessages.bulkAdd([
    {
      ownerKey,
      channel: 'coaching',
      role: 'user',
      content: 'How do I prep, for calls?',
      createdAt: at,
    },
    {
      ownerKey,
      channel: 'coaching',
      role: 'assistant',
      content: 'Start with research.',
      createdAt: at,
    },
  ])
  await db.memories.put({
    ownerKey,
    updatedAt: at,
    memory: {
      careerJourney: { intent: 'break_into_sdr', currentRole: 'Teacher', targetRole: 'SDR' },
      skillsProfile: { strengths: ['empathy'], gaps: ['cold calling'], experienceLevel: 'entry' },
      roadmapProgress: { currentPhase: 1, completedSteps: 0, totalSteps: 6, nextMilestone: 'x' },
      coachingHistory: { coachingStyle: 'encouraging', keyInsights: ['likes structure'] },
      lastSession: { mood: 'curious' },
    },
  })
  await db.resumes.add({
    ownerKey,
    fileName: 'cv.pdf',
    fileType: 'application/pdf',
    size: 2048,
    insights: { currentRole: 'Teacher', experience: 4, skills: ['Excel'], achievements: [] },
    createdAt: at,
  })
  await db.matchSets.put({
    ownerKey,
    kind: 'career',
    userName: 'Ada',
    matches: [{ title: 'SDR', matchPercent: 87 }],
    generatedAt: at,
  })
  await db.settings.put({ key: `u:${user.id}:calendarStart`, value: '2026-03-02' })
  return { token, user }
}

async function exportOf(token: string) {
  const res = await call('GET', '/api/account/export', { token })
  expect(res.status).toBe(200)
  return res.json as unknown as AccountExportFile
}

describe('GET /api/account/export', () => {
  it('exports every kind of data of the signed-in user as one versioned file', async () => {
    const { token } = await userWithEverything()
    const res = await call('GET', '/api/account/export', { token })
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="salespath-export-2026-02-01.json"',
    )
    const file = res.json as unknown as AccountExportFile
    expect(file).toMatchObject({ format: 'salespath-export', version: 1 })
    const { data } = file
    expect(data.profile).toMatchObject({ email: 'ada@example.com', name: 'Ada' })
    expect(data.answers.length).toBeGreaterThanOrEqual(9)
    expect(data.diagnostics[0]?.result.selectedRoadmap.phases).toHaveLength(3)
    expect(data.ledger.map((e) => e.key)).toEqual([
      'grant:starting',
      'earn:linkedin_share',
      'unlock:sdr:2',
    ])
    expect(data.unlocks).toEqual([expect.objectContaining({ roleId: 'sdr', stepId: 2 })])
    expect(data.checklistTicks).toHaveLength(1)
    expect(data.stepStates).toContainEqual(
      expect.objectContaining({ roleId: 'sdr', stepId: 2, status: 'in_progress' }),
    )
    expect(data.chatMessages.map((m) => m.content)).toEqual([
      'How do I prep, for calls?',
      'Start with research.',
    ])
    expect(data.memory?.memory.lastSession.mood).toBe('curious')
    expect(data.resumes[0]?.insights.skills).toEqual(['Excel'])
    expect(data.matchSets[0]?.kind).toBe('career')
    expect(data.settings).toEqual({ calendarStart: '2026-03-02' })
    // Nothing that could sign someone in leaves the device.
    expect(JSON.stringify(file)).not.toMatch(/password|tokenHash|passwordHash/i)
  })

  it("never includes another user's data, and answers 401 to visitors", async () => {
    await userWithEverything('other@example.com')
    const { token } = await signUpUser('solo@example.com')
    const { data } = await exportOf(token)
    expect(data.diagnostics).toEqual([])
    expect(data.chatMessages).toEqual([])
    expect(data.ledger).toHaveLength(1)
    expect((await call('GET', '/api/account/export')).status).toBe(401)
  })
})

describe('export, delete, import', () => {
  it('restores exactly the same data into a new account after the old one is deleted', async () => {
    const { token } = await userWithEverything()
    const before = await exportOf(token)

    const deleted = await call('DELETE', '/api/account', {
      token,
      body: { confirmEmail: ' ADA@example.com ' },
    })
    expect(deleted.status).toBe(200)
    expect(deleted.headers.get('set-cookie')).toMatch(/auth_token=; Path=\/; Max-Age=0/)
    expect((await call('GET', '/api/auth/user', { token })).status).toBe(401)

    clock = new Date('2026-02-03T09:00:00Z')
    const again = await signUpUser('ada@example.com')
    const imported = await call('POST', '/api/account/import', { token: again.token, body: before })
    expect(imported.status).toBe(200)
    expect(imported.json?.imported).toMatchObject({ ledger: 3, chatMessages: 2, diagnostics: 1 })

    const after = await exportOf(again.token)
    expect(after.data).toEqual(before.data)
    const profile = await call('GET', `/api/users/profile?userId=${again.user.id}`, {
      token: again.token,
    })
    expect(profile.json).toMatchObject({ credits: 50 + 2 - 10, stepsCompleted: 0 })
    const progress = await call('GET', '/api/roadmap/sdr/progress', { token: again.token })
    const steps = progress.json?.steps as { stepId: number; status: string; checked: number[] }[]
    expect(steps.find((s) => s.stepId === 2)?.status).toBe('in_progress')
    expect(steps.find((s) => s.stepId === 1)?.checked).toEqual([0])
  })
})

describe('POST /api/account/import refuses bad files and changes nothing', () => {
  const broken: [string, (file: AccountExportFile) => unknown, RegExp][] = [
    ['a foreign JSON file', () => ({ name: 'my playlist', songs: [] }), /not a SalesPath export/],
    ['an array', () => [1, 2, 3], /not a SalesPath export/],
    ['a newer format', (f) => ({ ...f, version: 2 }), /newer version of SalesPath/],
    [
      'a damaged field',
      (f) => ({ ...f, data: { ...f.data, ledger: [{ ...f.data.ledger[0], amount: 'lots' }] } }),
      /damaged or was edited \(data\.ledger\.0\.amount: /,
    ],
    [
      'a missing table',
      (f) => ({ ...f, data: { ...f.data, chatMessages: undefined } }),
      /data\.chatMessages/,
    ],
    [
      'a duplicated ledger key',
      (f) => ({ ...f, data: { ...f.data, ledger: [...f.data.ledger, f.data.ledger[0]] } }),
      /lists 'grant:starting' twice/,
    ],
    [
      'a negative balance',
      (f) => ({
        ...f,
        data: { ...f.data, ledger: [{ ...f.data.ledger[0]!, amount: -5 }] },
      }),
      /negative balance/,
    ],
    [
      'a raised sign-up grant',
      (f) => ({
        ...f,
        data: {
          ...f.data,
          ledger: f.data.ledger.map((e) => (e.kind === 'grant' ? { ...e, amount: 5000 } : e)),
        },
      }),
      /row 1 of the credit history: 'grant:starting' should be 50 credits, not 5000/,
    ],
    [
      'an unlocked step with no spend',
      (f) => ({
        ...f,
        data: { ...f.data, unlocks: [...f.data.unlocks, { ...f.data.unlocks[0]!, stepId: 6 }] },
      }),
      /of the unlocked steps: \w+ step 6 has no credit spend/,
    ],
  ]

  for (const [name, damage, message] of broken) {
    it(`refuses ${name} with a clear message (400)`, async () => {
      const { token } = await userWithEverything()
      const before = await exportOf(token)
      const res = await call('POST', '/api/account/import', { token, body: damage(before) })
      expect(res.status).toBe(400)
      expect(res.json?.message).toMatch(message)
      expect(res.json?.message).toMatch(/Nothing was changed/)
      expect((await exportOf(token)).data).toEqual(before.data)
    })
  }

  it('refuses a cut-short file as invalid JSON (400)', async () => {
    const { token } = await userWithEverything()
    const before = await exportOf(token)
    const text = JSON.stringify(before)
    const res = await call('POST', '/api/account/import', { token, rawBody: text.slice(0, 200) })
    expect(res.status).toBe(400)
    expect((await exportOf(token)).data).toEqual(before.data)
  })

  it('answers 401 to visitors', async () => {
    const res = await call('POST', '/api/account/import', { body: { format: 'salespath-export' } })
    expect(res.status).toBe(401)
  })
})

describe('DELETE /api/account', () => {
  it('needs the account email typed exactly (400), leaves other accounts alone, 401 for visitors', async () => {
    const kept = await userWithEverything('kept@example.com')
    const { token, user } = await userWithEverything()
    const wrong = await call('DELETE', '/api/account', {
      token,
      body: { confirmEmail: 'kept@example.com' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json?.message).toMatch(/does not match/)
    const empty = await call('DELETE', '/api/account', { token, body: {} })
    expect(empty.status).toBe(400)
    expect((await call('DELETE', '/api/account', { body: { confirmEmail: 'x@y.z' } })).status).toBe(
      401,
    )

    const keptBefore = await exportOf(kept.token)
    expect(
      (await call('DELETE', '/api/account', { token, body: { confirmEmail: user.email } })).status,
    ).toBe(200)
    const { db } = ctx.services.deps
    expect(await db.users.get(user.id)).toBeUndefined()
    expect(await db.sessions.where('userId').equals(user.id).count()).toBe(0)
    expect(await db.ledger.where('userId').equals(user.id).count()).toBe(0)
    expect(await db.chatMessages.where('ownerKey').equals(`u:${user.id}`).count()).toBe(0)
    expect(await db.settings.where('key').startsWith(`u:${user.id}:`).count()).toBe(0)
    expect((await exportOf(kept.token)).data).toEqual(keptBefore.data)
    // The email is free again.
    expect((await signUpUser(user.email)).res.status).toBe(201)
  })
})

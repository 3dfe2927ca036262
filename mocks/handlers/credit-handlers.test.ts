import { describe, expect, it } from 'vitest'
import { call, signUpUser, useTestApi } from '../test-kit'

// Fewer PBKDF2 rounds keep sign-up fast; password strength is covered by the auth tests.
useTestApi({ passwordIterations: 1000 })

interface Overview {
  balance: number
  completedActions: string[]
  remainingEarnable: number
  history: { amount: number; kind: string; key: string }[]
}

interface Page extends Overview {
  nextCursor: number | null
}

interface Progress {
  steps: { stepId: number; status: string; checked: number[] }[]
  completedSteps: number
  skippedSteps: number
  totalSteps: number
  percent: number
}

async function balanceOf(token: string) {
  return ((await call('GET', '/api/credits', { token })).json as unknown as Overview).balance
}

async function progressOf(token: string, roleId = 'sdr') {
  const res = await call('GET', `/api/roadmap/${roleId}/progress`, { token })
  return res.json as unknown as Progress
}

const unlock = (token: string, stepId: number, roleId = 'sdr') =>
  call('POST', `/api/roadmap/${roleId}/unlock`, { token, body: { stepId } })

describe('GET /api/credits', () => {
  it('shows a new account 50 credits from one welcome grant and all 20 earnable credits', async () => {
    const { token } = await signUpUser()
    const res = await call('GET', '/api/credits', { token })
    expect(res.status).toBe(200)
    const overview = res.json as unknown as Overview
    expect(overview.balance).toBe(50)
    expect(overview.remainingEarnable).toBe(20)
    expect(overview.completedActions).toEqual([])
    expect(overview.history).toMatchObject([{ amount: 50, kind: 'grant' }])
  })

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/credits')).status).toBe(401)
  })

  it('pages the history newest first by cursor, the balance staying the whole ledger’s', async () => {
    const { token, user } = await signUpUser()
    for (const clientId of ['a', 'b', 'c']) {
      const body = { packId: 'starter', userId: user.id, clientId }
      expect((await call('POST', '/api/credits/purchase', { token, body })).status).toBe(200)
    }
    const first = (await call('GET', '/api/credits?limit=2', { token })).json as unknown as Page
    expect(first.balance).toBe(80)
    expect(first.history.map((e) => e.key)).toEqual(['purchase:c', 'purchase:b'])
    expect(first.nextCursor).not.toBeNull()
    const next = `/api/credits?limit=2&cursor=${String(first.nextCursor)}`
    const second = (await call('GET', next, { token })).json as unknown as Page
    expect(second.history.map((e) => e.key)).toEqual(['purchase:a', 'grant:starting'])
    expect(second.nextCursor).toBeNull()
  })

  it('refuses a limit over the page size with a 400 that says why', async () => {
    const { token } = await signUpUser()
    const res = await call('GET', '/api/credits?limit=5000', { token })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toMatch(/limit: must be a whole number from 1 to 100/)
  })
})

describe('POST /api/credits/earn', () => {
  it('pays each action once; a second Start adds nothing', async () => {
    const { token } = await signUpUser()
    const first = await call('POST', '/api/credits/earn', {
      token,
      body: { actionId: 'first_milestone' },
    })
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ balance: 56, credited: 6, remainingEarnable: 14 })
    expect(first.json?.completedActions).toEqual(['first_milestone'])
    const again = await call('POST', '/api/credits/earn', {
      token,
      body: { actionId: 'first_milestone' },
    })
    expect(again.json).toMatchObject({ balance: 56, credited: 0, remainingEarnable: 14 })
    expect(await balanceOf(token)).toBe(56)
  })

  it('refuses an unknown action or a missing id (400) and a visitor (401)', async () => {
    const { token } = await signUpUser()
    const unknown = await call('POST', '/api/credits/earn', {
      token,
      body: { actionId: 'free_money' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json?.message).toMatch(/free_money/)
    expect((await call('POST', '/api/credits/earn', { token, body: {} })).status).toBe(400)
    const visitor = await call('POST', '/api/credits/earn', { body: { actionId: 'invite_friend' } })
    expect(visitor.status).toBe(401)
    expect(await balanceOf(token)).toBe(50)
  })
})

describe('POST /api/credits/purchase', () => {
  it('adds pack credits plus bonus, and a retry with the same clientId adds nothing more', async () => {
    const { token, user } = await signUpUser()
    const body = { packId: 'popular', userId: user.id, clientId: 'order-1', catalogue: 'roadmap' }
    const first = await call('POST', '/api/credits/purchase', { token, body })
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ success: true, creditsAdded: 30, balance: 80 })
    const retry = await call('POST', '/api/credits/purchase', { token, body })
    expect(retry.json).toMatchObject({ success: true, creditsAdded: 30, balance: 80 })
    const other = await call('POST', '/api/credits/purchase', {
      token,
      body: { ...body, packId: 'pro', clientId: 'order-2' },
    })
    expect(other.json).toMatchObject({ creditsAdded: 75, balance: 155 })
    expect(await balanceOf(token)).toBe(155)
  })

  it('uses the dashboard prices when asked: popular is 10 credits there', async () => {
    const { token, user } = await signUpUser()
    const res = await call('POST', '/api/credits/purchase', {
      token,
      body: { packId: 'popular', userId: user.id, catalogue: 'dashboard' },
    })
    expect(res.json).toMatchObject({ creditsAdded: 10, balance: 60 })
  })

  it('answers 400 for an unknown pack, 401 for a visitor and 403 for another user id', async () => {
    const { token, user } = await signUpUser()
    const unknown = await call('POST', '/api/credits/purchase', {
      token,
      body: { packId: 'mega', userId: user.id },
    })
    expect(unknown.status).toBe(400)
    const missing = await call('POST', '/api/credits/purchase', { token, body: { packId: 'pro' } })
    expect(missing.status).toBe(400)
    expect(missing.json?.message).toBe('User id is required')
    const visitor = await call('POST', '/api/credits/purchase', {
      body: { packId: 'pro', userId: user.id },
    })
    expect(visitor.status).toBe(401)
    const { token: otherToken } = await signUpUser('eve@example.com')
    const stranger = await call('POST', '/api/credits/purchase', {
      token: otherToken,
      body: { packId: 'pro', userId: user.id },
    })
    expect(stranger.status).toBe(403)
    expect(await balanceOf(token)).toBe(50)
    expect(await balanceOf(otherToken)).toBe(50)
  })
})

describe('POST /api/roadmap/:roleId/unlock', () => {
  it('charges the step cost once, opens the step, and a second unlock is free', async () => {
    const { token } = await signUpUser()
    const res = await unlock(token, 2)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ success: true, balance: 40, charged: true })
    expect((await progressOf(token)).steps[1]).toMatchObject({ stepId: 2, status: 'available' })
    const again = await unlock(token, 2)
    expect(again.json).toMatchObject({ success: true, balance: 40, charged: false })
    expect(await balanceOf(token)).toBe(40)
  })

  it('answers 402 with the shortfall when credits run out, and never goes negative', async () => {
    const { token } = await signUpUser()
    for (const step of [2, 3, 4]) expect((await unlock(token, step)).status).toBe(200)
    expect(await balanceOf(token)).toBe(5)
    const short = await unlock(token, 5)
    expect(short.status).toBe(402)
    expect(short.json).toMatchObject({
      code: 'insufficient_credits',
      message: 'Insufficient credits. You need 25 credits but only have 5.',
    })
    expect(await balanceOf(token)).toBe(5)
    expect((await progressOf(token)).steps[4]?.status).toBe('locked')
  })

  it('never charges for free steps (step 1, am step 5, every marketing step)', async () => {
    const { token } = await signUpUser()
    expect((await unlock(token, 1)).json).toMatchObject({ balance: 50, charged: false })
    expect((await unlock(token, 5, 'am')).json).toMatchObject({ balance: 50, charged: false })
    const marketing = await progressOf(token, 'marketing')
    expect(marketing.steps.every((s) => s.status === 'available')).toBe(true)
  })

  it('answers 400 for a bad step id, 404 for an unknown role or step and 401 for a visitor', async () => {
    const { token } = await signUpUser()
    expect((await unlock(token, 0)).status).toBe(400)
    const text = await call('POST', '/api/roadmap/sdr/unlock', { token, body: { stepId: 'two' } })
    expect(text.status).toBe(400)
    expect((await unlock(token, 2, 'xyz')).status).toBe(404)
    expect((await unlock(token, 9)).status).toBe(404)
    expect((await call('POST', '/api/roadmap/sdr/unlock', { body: { stepId: 2 } })).status).toBe(
      401,
    )
    expect(await balanceOf(token)).toBe(50)
  })
})

describe('roadmap progress', () => {
  it('starts with step 1 open and the rest locked', async () => {
    const { token } = await signUpUser()
    const progress = await progressOf(token, 'ae')
    expect(progress.steps.map((s) => s.status)).toEqual([
      'available',
      'locked',
      'locked',
      'locked',
      'locked',
      'locked',
    ])
    expect(progress).toMatchObject({ completedSteps: 0, totalSteps: 6, percent: 0 })
  })

  it('keeps ticks; a first tick starts the step and the last tick completes it', async () => {
    const { token } = await signUpUser()
    const tick = (index: number, done: boolean) =>
      call('PUT', `/api/roadmap/sdr/steps/1/checklist/${String(index)}`, {
        token,
        body: { done },
      })
    const first = (await tick(0, true)).json as unknown as Progress
    expect(first.steps[0]).toMatchObject({ status: 'in_progress', checked: [0] })
    for (const index of [1, 2, 3]) await tick(index, true)
    const done = await progressOf(token)
    expect(done.steps[0]).toMatchObject({ status: 'completed', checked: [0, 1, 2, 3] })
    expect(done).toMatchObject({ completedSteps: 1, percent: 17 })
    const reopened = (await tick(2, false)).json as unknown as Progress
    expect(reopened.steps[0]).toMatchObject({ status: 'in_progress', checked: [0, 1, 3] })
  })

  it('lets a step be skipped without counting it as progress', async () => {
    const { token } = await signUpUser()
    const res = await call('PUT', '/api/roadmap/marketing/steps/2/status', {
      token,
      body: { status: 'skipped' },
    })
    expect(res.status).toBe(200)
    const progress = res.json as unknown as Progress
    expect(progress.steps[1]?.status).toBe('skipped')
    expect(progress).toMatchObject({ completedSteps: 0, skippedSteps: 1, percent: 0 })
    await call('PUT', '/api/roadmap/marketing/steps/1/status', {
      token,
      body: { status: 'completed' },
    })
    expect((await progressOf(token, 'marketing')).percent).toBe(20)
  })

  it('answers 403 on a locked step, 400 on bad input, 404 on unknown role and 401 for visitors', async () => {
    const { token } = await signUpUser()
    const locked = await call('PUT', '/api/roadmap/sdr/steps/3/checklist/0', {
      token,
      body: { done: true },
    })
    expect(locked.status).toBe(403)
    expect(locked.json?.code).toBe('locked')
    const lockedStatus = await call('PUT', '/api/roadmap/sdr/steps/3/status', {
      token,
      body: { status: 'completed' },
    })
    expect(lockedStatus.status).toBe(403)
    const bad = [
      call('PUT', '/api/roadmap/sdr/steps/1/checklist/99', { token, body: { done: true } }),
      call('PUT', '/api/roadmap/sdr/steps/1/checklist/x', { token, body: { done: true } }),
      call('PUT', '/api/roadmap/sdr/steps/1/checklist/0', { token, body: { done: 'yes' } }),
      call('PUT', '/api/roadmap/sdr/steps/1/status', { token, body: { status: 'locked' } }),
      call('PUT', '/api/roadmap/sdr/steps/one/status', { token, body: { status: 'completed' } }),
    ]
    for (const res of await Promise.all(bad)) expect(res.status).toBe(400)
    expect((await call('GET', '/api/roadmap/xyz/progress', { token })).status).toBe(404)
    expect((await call('GET', '/api/roadmap/sdr/progress')).status).toBe(401)
    const visitor = await call('PUT', '/api/roadmap/sdr/steps/1/checklist/0', {
      body: { done: true },
    })
    expect(visitor.status).toBe(401)
    expect((await progressOf(token)).steps[0]).toMatchObject({ status: 'available', checked: [] })
  })

  it('keeps each account to its own ledger and progress', async () => {
    const a = await signUpUser('a@example.com')
    const b = await signUpUser('b@example.com')
    await unlock(a.token, 2)
    expect(await balanceOf(b.token)).toBe(50)
    expect((await progressOf(b.token)).steps[1]?.status).toBe('locked')
  })
})

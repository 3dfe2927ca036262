import { describe, expect, it } from 'vitest'
import { call, signUpUser, useTestApi } from '../test-kit'

const ctx = useTestApi()
const GUEST = 'guest-1763800000000-42'

const answers = {
  first_name: 'Sam',
  email: 'sam@example.com',
  current_role: 'sdr',
  biggest_career_goal: 'close_deals',
  work_preferences: ['remote'],
  strengths: ['communication'],
  target_timeline: 'soon',
  learning_style: 'hands_on',
  confidence_level: 'confident',
}

describe('profile endpoints', () => {
  it('returns the signed-in profile with the ledger balance', async () => {
    const { token, user } = await signUpUser()
    const res = await call('GET', `/api/users/profile?userId=${user.id}`, { token })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ id: user.id, name: 'Ada', credits: 50, stepsCompleted: 0 })
  })

  it('answers 401 without a session and 403 for another user', async () => {
    const a = await signUpUser('a@example.com')
    const b = await signUpUser('b@example.com')
    expect((await call('GET', `/api/users/profile?userId=${a.user.id}`)).status).toBe(401)
    const other = await call('GET', `/api/users/profile?userId=${a.user.id}`, { token: b.token })
    expect(other.status).toBe(403)
    expect(other.json?.message).toMatch(/your own/)
  })

  it('updates the intent and refuses an unknown one', async () => {
    const { token } = await signUpUser()
    const ok = await call('PATCH', '/api/users/profile', {
      token,
      body: { userIntent: 'grow_as_sdr' },
    })
    expect(ok.json?.userIntent).toBe('grow_as_sdr')
    const bad = await call('PATCH', '/api/users/profile', {
      token,
      body: { userIntent: 'astronaut' },
    })
    expect(bad.status).toBe(400)
    expect((await call('PATCH', '/api/users/profile', { body: { name: 'X' } })).status).toBe(401)
  })
})

describe('answers endpoints', () => {
  it('lets a guest read only its own session answers', async () => {
    await ctx.services.answers.save({ userId: null, guestSessionId: GUEST }, answers)
    const own = await call('GET', `/api/answers/session/${GUEST}`, { guest: GUEST })
    expect(own.status).toBe(200)
    expect(own.json).toHaveLength(9)
    const other = await call('GET', `/api/answers/session/${GUEST}`, {
      guest: 'guest-1763800000000-7',
    })
    expect(other.status).toBe(403)
  })

  it('claims guest answers for the account at sign-up', async () => {
    await ctx.services.answers.save({ userId: null, guestSessionId: GUEST }, answers)
    const { token, user } = await signUpUser('claim@example.com', 'secret123', GUEST)
    const mine = await call('GET', `/api/answers/user/${user.id}`, { token })
    expect(mine.status).toBe(200)
    const rows = mine.json as unknown as { questionId: string; answer: unknown }[]
    expect(rows.find((r) => r.questionId === 'first_name')?.answer).toBe('Sam')
    expect(rows.find((r) => r.questionId === 'strengths')?.answer).toEqual(['communication'])
    const guestLeft = await call('GET', `/api/answers/session/${GUEST}`, { guest: GUEST })
    expect(guestLeft.json).toEqual([])
  })

  it("answers 401 and 403 for user answers that are not the caller's", async () => {
    const a = await signUpUser('a@example.com')
    const b = await signUpUser('b@example.com')
    expect((await call('GET', `/api/answers/user/${a.user.id}`)).status).toBe(401)
    expect((await call('GET', `/api/answers/user/${a.user.id}`, { token: b.token })).status).toBe(
      403,
    )
  })
})

describe('unknown paths and failures', () => {
  it('answers 404 with a JSON message for an unknown /api path', async () => {
    const res = await call('GET', '/api/nope/nothing')
    expect(res.status).toBe(404)
    expect(res.json?.message).toBe('No such endpoint: GET /api/nope/nothing')
  })

  it('answers 500 with a message when a service throws unexpectedly', async () => {
    const { token, user } = await signUpUser()
    ctx.services.deps.db.close()
    const res = await call('GET', `/api/users/profile?userId=${user.id}`, { token })
    expect(res.status).toBe(500)
    expect(res.json?.message).toMatch(/^Something went wrong on this device/)
  })
})

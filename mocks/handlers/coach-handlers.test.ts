import { describe, expect, it } from 'vitest'
import type { ChatHistoryResponse, ChatResponse, CareerPlanResponse } from '@/contract'
import type { CoachingMemory } from '@/domain/coaching'
import { call, signUpUser, useTestApi, signedInWithDiagnostic } from '../test-kit'

useTestApi({ passwordIterations: 1000 })

const guest = 'guest-1767225600000-42'
const otherGuest = 'guest-1767225600000-43'

type Who = { token?: string; guest?: string }

const chat = async (body: Record<string, unknown>, who: Who) => {
  const res = await call('POST', '/api/chat/becky', { body, ...who })
  return { status: res.status, data: res.json as unknown as ChatResponse, json: res.json }
}
const memoryOf = async (who: Who) =>
  (await call('GET', '/api/coaching/memory', who)).json as unknown as CoachingMemory
const historyOf = async (who: Who, channel?: string) => {
  const query = channel === undefined ? '' : `?channel=${channel}`
  return (await call('GET', `/api/chat/history${query}`, who))
    .json as unknown as ChatHistoryResponse
}

describe('POST /api/chat/becky', () => {
  it('answers a guest on the landing widget and stores the exchange under the guest session', async () => {
    const res = await chat(
      {
        message: '  How do I get promoted from SDR to AE?  ',
        userId: null,
        conversationHistory: [{ role: 'assistant', content: "Hi! I'm Becky" }],
      },
      { guest },
    )
    expect(res.status).toBe(200)
    expect(res.data.engine).toBe('offline')
    expect(res.data.fallback).toBe(false)
    expect(res.data.response).toMatch(/Account Executive|AE/)
    const history = await historyOf({ guest }, 'widget')
    expect(history.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'How do I get promoted from SDR to AE?'],
      ['assistant', res.data.response],
    ])
    expect((await historyOf({ guest: otherGuest })).messages).toEqual([])
    // A guest's widget chat is not a coaching session: nothing is remembered.
    expect((await memoryOf({ guest })).coachingHistory.keyInsights).toEqual([])
  })

  it('refuses an empty or whitespace message and an over-long history with 400', async () => {
    const empty = await chat({ message: '   ', userId: null }, { guest })
    expect(empty.status).toBe(400)
    expect(empty.json?.message).toBe('message is required')
    const history = Array.from({ length: 11 }, () => ({ role: 'user', content: 'hi' }))
    const long = await chat({ message: 'hi', conversationHistory: history }, { guest })
    expect(long.status).toBe(400)
    expect((await historyOf({ guest })).messages).toEqual([])
  })

  it("answers 401 for a userId without a session and 403 for another user's id", async () => {
    const ada = await signUpUser('ada-chat@example.com')
    const signedOut = await chat({ message: 'Hello', userId: ada.user.id }, { guest })
    expect(signedOut.status).toBe(401)
    const bob = await signUpUser('bob-chat@example.com')
    const other = await chat({ message: 'Hello', userId: ada.user.id }, { token: bob.token })
    expect(other.status).toBe(403)
    const own = await chat({ message: 'Hello', userId: bob.user.id }, { token: bob.token })
    expect(own.status).toBe(200)
    expect((await historyOf({ token: ada.token })).messages).toEqual([])
  })

  it('updates the coaching memory after a coaching chat: mood, insight, strengths and target', async () => {
    const { token } = await signedInWithDiagnostic('maya-coach@example.com')
    const before = await memoryOf({ token })
    expect(before.coachingHistory.keyInsights).toEqual([])
    const res = await chat(
      { message: 'I feel stuck preparing for my AE interview next week', sessionType: 'coaching' },
      { token },
    )
    expect(res.status).toBe(200)
    // Personal: the account's name and the diagnostic's target role.
    expect(res.data.response).toContain('Ada')
    expect(res.data.response).toContain(before.careerJourney.targetRole)
    const after = await memoryOf({ token })
    expect(after.lastSession.mood).toBe('stuck')
    // What Becky learned: the feeling, never the card the message was routed to, never an echo.
    expect(after.coachingHistory.keyInsights).toEqual(['Mood: stuck'])
    expect(after.careerJourney.targetRole).toBe(before.careerJourney.targetRole)
    expect(after.skillsProfile.strengths.length).toBeGreaterThan(0)
    const history = await historyOf({ token }, 'coaching')
    expect(history.messages).toHaveLength(2)
    expect((await historyOf({ token }, 'widget')).messages).toEqual([])
  })

  it("passes the coaching channel's stored history to the coach on the next turn", async () => {
    const { token } = await signUpUser('mock@example.com')
    const first = await chat(
      { message: 'Can we do a mock interview?', sessionType: 'coaching' },
      { token },
    )
    expect(first.status).toBe(200)
    const second = await chat(
      {
        message: 'I would open with a question about their pipeline goals',
        sessionType: 'coaching',
      },
      { token },
    )
    // The second message only reads as an answer to a mock question if the history reached the coach.
    expect(second.data.response).not.toBe(first.data.response)
    expect((await historyOf({ token }, 'coaching')).messages).toHaveLength(4)
  })
})

describe('chat history', () => {
  it('keeps history per owner, filters by channel and clears only the caller', async () => {
    const ada = await signUpUser('ada-hist@example.com')
    const bob = await signUpUser('bob-hist@example.com')
    await chat({ message: 'How do I negotiate my OTE?', userId: null }, { token: ada.token })
    await chat({ message: 'What is RevOps?', sessionType: 'coaching' }, { token: ada.token })
    await chat({ message: 'Tips for cold calling?', userId: null }, { token: bob.token })
    expect((await historyOf({ token: ada.token })).messages).toHaveLength(4)
    expect((await historyOf({ token: ada.token }, 'coaching')).messages[0]?.content).toBe(
      'What is RevOps?',
    )
    const bad = await call('GET', '/api/chat/history?channel=email', { token: ada.token })
    expect(bad.status).toBe(400)
    const cleared = await call('DELETE', '/api/chat/history', { token: ada.token })
    expect(cleared.json).toEqual({ cleared: 4 })
    expect((await historyOf({ token: ada.token })).messages).toEqual([])
    expect((await historyOf({ token: bob.token })).messages).toHaveLength(2)
  })

  it('pages a long history from the newest window back, for the caller only', async () => {
    const cam = await signUpUser('cam-pages@example.com')
    const dee = await signUpUser('dee-pages@example.com')
    const questions = ['What is MEDDICC?', 'What is SPIN?', 'What is BANT?', 'What is a PIP?']
    for (const message of questions) {
      await chat({ message, sessionType: 'coaching' }, { token: cam.token })
    }
    const page = async (query: string, token: string) =>
      (await call('GET', `/api/chat/history?channel=coaching&limit=3${query}`, { token }))
        .json as unknown as ChatHistoryResponse

    const newest = await page('', cam.token)
    expect(newest.hasMore).toBe(true)
    expect(newest.messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant'])
    expect(newest.messages[1]?.content).toBe('What is a PIP?')

    const seen = [...newest.messages]
    let more = newest.hasMore
    while (more) {
      const older = await page(`&before=${seen[0]?.id ?? ''}`, cam.token)
      seen.unshift(...older.messages)
      more = older.hasMore
    }
    expect(seen.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(questions)
    expect(new Set(seen.map((m) => m.id)).size).toBe(8)

    expect((await page(`&before=${seen[7]?.id ?? ''}`, dee.token)).messages).toEqual([])
    for (const bad of ['limit=0', 'limit=201', 'before=abc', 'before=-1']) {
      const res = await call('GET', `/api/chat/history?${bad}`, { token: cam.token })
      expect(res.status, bad).toBe(400)
    }
  })

  it('hands a guest conversation to the account at sign-up', async () => {
    await chat({ message: 'How do I break into tech sales?', userId: null }, { guest })
    const { token } = await signUpUser('claim@example.com', 'secret123', guest)
    expect((await historyOf({ token })).messages).toHaveLength(2)
  })
})

describe('GET, PATCH and DELETE /api/coaching/memory', () => {
  it('shapes a memory from the diagnostic before any chat, and an empty one without it', async () => {
    const { token } = await signedInWithDiagnostic('shape@example.com')
    const shaped = await memoryOf({ token })
    expect(Object.keys(shaped).sort()).toEqual([
      'careerJourney',
      'coachingHistory',
      'lastSession',
      'roadmapProgress',
      'skillsProfile',
    ])
    expect(shaped.careerJourney.targetRole).not.toBe('')
    expect(shaped.skillsProfile.strengths.length).toBeGreaterThan(0)
    expect(shaped.lastSession).toEqual({ mood: 'neutral' })
    const empty = await memoryOf({ guest })
    expect(empty.skillsProfile.strengths).toEqual([])
    expect(empty.careerJourney.targetRole).toBe('')
  })

  it('edits and deletes single items, and keeps the edits through later turns', async () => {
    const { token } = await signedInWithDiagnostic('edit@example.com')
    const shaped = await memoryOf({ token })
    const [firstGap, secondGap] = shaped.skillsProfile.gaps
    expect(secondGap).toBeDefined()
    const removed = await call('PATCH', '/api/coaching/memory', {
      body: { section: 'gaps', index: 0, value: null },
      token,
    })
    expect(removed.status).toBe(200)
    const afterRemove = removed.json as unknown as CoachingMemory
    expect(afterRemove.skillsProfile.gaps).not.toContain(firstGap)
    const renamed = await call('PATCH', '/api/coaching/memory', {
      body: { section: 'strengths', index: 0, value: '  Storytelling  ' },
      token,
    })
    expect((renamed.json as unknown as CoachingMemory).skillsProfile.strengths[0]).toBe(
      'Storytelling',
    )
    await chat(
      {
        message: 'I am a teacher. How should I prepare for discovery calls?',
        sessionType: 'coaching',
      },
      { token },
    )
    const later = await memoryOf({ token })
    expect(later.skillsProfile.gaps).not.toContain(firstGap)
    expect(later.skillsProfile.strengths[0]).toBe('Storytelling')
    expect(later.coachingHistory.keyInsights).toHaveLength(1)
    const insight = await call('PATCH', '/api/coaching/memory', {
      body: { section: 'keyInsights', index: 0, value: null },
      token,
    })
    expect((insight.json as unknown as CoachingMemory).coachingHistory.keyInsights).toEqual([])
  })

  it('answers 404 for a missing item and 400 for a bad section or an empty value', async () => {
    const { token } = await signUpUser('bad-edit@example.com')
    const missing = await call('PATCH', '/api/coaching/memory', {
      body: { section: 'keyInsights', index: 3, value: null },
      token,
    })
    expect(missing.status).toBe(404)
    const section = await call('PATCH', '/api/coaching/memory', {
      body: { section: 'mood', index: 0, value: null },
      token,
    })
    expect(section.status).toBe(400)
    const blank = await call('PATCH', '/api/coaching/memory', {
      body: { section: 'gaps', index: 0, value: '   ' },
      token,
    })
    expect(blank.status).toBe(400)
  })

  it('forgets everything: the memory is empty until the next coaching turn', async () => {
    const { token } = await signedInWithDiagnostic('forget@example.com')
    await chat(
      { message: 'How do I ask my manager for a promotion?', sessionType: 'coaching' },
      { token },
    )
    const forgotten = await call('DELETE', '/api/coaching/memory', { token })
    expect(forgotten.status).toBe(200)
    const now = await memoryOf({ token })
    expect(now.coachingHistory.keyInsights).toEqual([])
    expect(now.skillsProfile.strengths).toEqual([])
    expect(now.careerJourney.targetRole).toBe('')
  })

  it('needs an owner: no session and no guest id is 400', async () => {
    expect((await call('GET', '/api/coaching/memory')).status).toBe(400)
    expect((await call('DELETE', '/api/coaching/memory')).status).toBe(400)
  })
})

describe('POST /api/career/plan', () => {
  it("builds the plan from the caller's latest diagnostic", async () => {
    const { token } = await signedInWithDiagnostic('plan@example.com')
    const res = await call('POST', '/api/career/plan', { token })
    expect(res.status).toBe(200)
    const plan = (res.json as unknown as CareerPlanResponse).data
    expect(plan.matches[0]).toEqual({
      role: expect.any(String) as string,
      matchScore: expect.any(Number) as number,
      timeToRole: expect.any(String) as string,
    })
    expect(plan.roadmap.phases.length).toBeGreaterThan(0)
  })

  it('answers 404 with the spec message when there is no diagnostic', async () => {
    const { token } = await signUpUser('noplan@example.com')
    const res = await call('POST', '/api/career/plan', { token })
    expect(res.status).toBe(404)
    expect(res.json?.message).toMatch(/^Failed to generate career plan/)
  })
})

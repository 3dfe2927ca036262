import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { reviewTextProblem } from '@/contract/constants'
import type { TextReview } from '@/domain/practice/review'
import {
  strongBullets,
  strongColdEmail,
  weakColdEmail,
} from '@/domain/practice/review/testing/sample-texts'
import { strongSdrScreen } from '@/domain/practice/testing/interview-answers'
import { strongColdCall, weakColdCall } from '@/domain/practice/testing/sample-calls'
import { sampleSdrResume } from '@/domain/diagnostic'
import {
  BASE,
  call,
  sampleAnswers,
  signedInWithDiagnostic,
  signUpUser,
  useTestApi,
} from '../test-kit'

useTestApi({ passwordIterations: 1000 })

const guest = 'guest-1767600000000-42'

async function playCall(lines: readonly string[], auth: { token?: string; guest?: string }) {
  const start = await call('POST', '/api/practice/sessions', {
    ...auth,
    body: { scenarioId: 'cold-call-opener' },
  })
  const sessionId = start.json?.sessionId as string
  for (const text of lines) {
    const turn = await call('POST', `/api/practice/sessions/${sessionId}/turns`, {
      ...auth,
      body: { text },
    })
    expect(turn.status).toBe(200)
  }
  return {
    sessionId,
    finish: () => call('POST', `/api/practice/sessions/${sessionId}/finish`, auth),
  }
}

const balance = async (token: string) =>
  (await call('GET', '/api/credits', { token })).json?.balance as number

describe('practice endpoints', () => {
  it('lists the scenarios without their hidden facts', async () => {
    const res = await call('GET', '/api/practice/scenarios')
    const list = res.json?.scenarios as { id: string; persona: Record<string, unknown> }[]
    expect(list.length).toBeGreaterThanOrEqual(8)
    expect(JSON.stringify(list)).not.toContain('five hours a week')
  })

  it('lets a visitor play and score a call, kept for the session but not saved to an account', async () => {
    const { finish } = await playCall(weakColdCall, { guest })
    const res = await finish()
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ saved: false, creditsEarned: 0, scorecard: { passed: false } })
    const history = await call('GET', '/api/practice/history', { guest })
    expect((history.json?.attempts as unknown[]).length).toBe(1)
  })

  it('pays a signed-in user once for the first pass, however often it is finished or passed', async () => {
    const { token } = await signUpUser()
    const before = await balance(token)
    const first = await playCall(strongColdCall, { token })
    const res = await first.finish()
    expect(res.json).toMatchObject({ saved: true, creditsEarned: 2, scorecard: { passed: true } })
    expect((await first.finish()).json).toMatchObject({ creditsEarned: 2 })
    const again = await playCall(strongColdCall, { token })
    expect((await again.finish()).json).toMatchObject({ creditsEarned: 0 })
    expect(await balance(token)).toBe(before + 2)
    const history = (await call('GET', '/api/practice/history', { token })).json
    expect(history?.bests).toEqual([expect.objectContaining({ best: 100, attempts: 2 })])
  })

  it('brings a visitor’s attempts into the account at sign-up', async () => {
    await (await playCall(weakColdCall, { guest })).finish()
    const { token } = await signUpUser('grace@example.com', 'secret123', guest)
    const history = await call('GET', '/api/practice/history', { token, guest })
    expect((history.json?.attempts as unknown[]).length).toBe(1)
  })

  it('refuses a turn after the call ended, an unknown scenario and an empty line', async () => {
    const { sessionId, finish } = await playCall([], { guest })
    expect(
      (
        await call('POST', `/api/practice/sessions/${sessionId}/turns`, {
          guest,
          body: { text: ' ' },
        })
      ).status,
    ).toBe(400)
    await finish()
    const late = await call('POST', `/api/practice/sessions/${sessionId}/turns`, {
      guest,
      body: { text: 'Hi' },
    })
    expect(late.status).toBe(409)
    const unknown = await call('POST', '/api/practice/sessions', {
      guest,
      body: { scenarioId: 'nope' },
    })
    expect(unknown.status).toBe(404)
  })

  it('keeps one visitor’s calls from another', async () => {
    const { sessionId } = await playCall([], { guest })
    const other = await call('POST', `/api/practice/sessions/${sessionId}/turns`, {
      guest: 'guest-1767600000000-7',
      body: { text: 'Hi' },
    })
    expect(other.status).toBe(404)
  })
})

describe('POST /api/practice/review', () => {
  it('reviews a pasted cold email for anyone, quoting its lines, and stores nothing', async () => {
    const res = await call('POST', '/api/practice/review', { body: { text: weakColdEmail } })
    expect(res.status).toBe(200)
    const review = res.json?.review as TextReview
    expect(review).toMatchObject({ format: 'cold_email', detected: true })
    const subject = review.criteria.find((c) => c.id === 'subject_line')
    expect(subject).toMatchObject({ met: false, quote: 'FREE demo - 100% GUARANTEED results!!!' })
    const history = await call('GET', '/api/practice/history', { guest })
    expect(history.json?.attempts).toEqual([])
  })

  it('follows the chosen format and scores a strong email higher', async () => {
    const strong = await call('POST', '/api/practice/review', {
      body: { text: strongColdEmail, format: 'cold_email' },
    })
    const weak = await call('POST', '/api/practice/review', { body: { text: weakColdEmail } })
    const score = (r: typeof strong) => (r.json?.review as TextReview).score
    expect(score(strong)).toBeGreaterThan(score(weak))
    expect((strong.json?.review as TextReview).detected).toBe(false)
  })

  it('answers an empty, too long or unknown-format text with a 400 and a plain message', async () => {
    const empty = await call('POST', '/api/practice/review', { body: { text: '   ' } })
    expect(empty.status).toBe(400)
    expect(empty.json?.message).toBe(reviewTextProblem(''))
    const long = await call('POST', '/api/practice/review', { body: { text: 'x'.repeat(5001) } })
    expect(long.status).toBe(400)
    expect(long.json?.message).toMatch(/5,000 characters/)
    const format = await call('POST', '/api/practice/review', {
      body: { text: 'Hi Dana, worth a chat?', format: 'tweet' },
    })
    expect(format.status).toBe(400)
  })
})

describe('mock interviews from the person’s own facts', () => {
  const opener = async (auth: { token?: string; guest?: string }) => {
    const res = await call('POST', '/api/practice/sessions', {
      ...auth,
      body: { scenarioId: 'interview-sdr-screen' },
    })
    return (res.json?.transcript as { text: string }[])[0]?.text
  }

  it('asks about the role and years on the resume the person gave, and stays generic without one', async () => {
    expect(await opener({ guest })).toBe(
      'Hi, thanks for making time. To start, tell me about yourself.',
    )
    const form = new FormData()
    const pdf = readFileSync(
      new URL('../../tests/fixtures/resumes/sdr-single-column.pdf', import.meta.url),
    )
    form.set('resume', new File([new Uint8Array(pdf)], 'sdr.pdf', { type: 'application/pdf' }))
    form.set('userId', guest)
    const uploaded = await fetch(`${BASE}/api/resume/upload`, {
      method: 'POST',
      headers: { 'x-guest-session': guest },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    // The person's corrected insights, as the resume screen saves them.
    const resume = { ...sampleSdrResume, currentRole: 'SDR at Acme' }
    expect((await call('PUT', '/api/resume/insights', { body: resume, guest })).status).toBe(200)
    const run = await call('POST', '/api/onboarding/diagnostic', {
      body: { answers: sampleAnswers, resumeData: { enhanced: true } },
      guest,
    })
    expect(run.status).toBe(200)
    expect(await opener({ guest })).toBe(
      'Hi Maya, thanks for making time. I see 2 years as an SDR on your resume. To start, tell me about yourself.',
    )
  })

  it('a cold call’s prospect never knows the caller', async () => {
    const { token } = await signedInWithDiagnostic('facts@example.com')
    const start = await call('POST', '/api/practice/sessions', {
      token,
      body: { scenarioId: 'cold-call-opener' },
    })
    expect(JSON.stringify(start.json)).not.toContain('Maya')
  })
})

describe('history and credits for interviews and reviews (issue 31, item 6)', () => {
  const review = (text: string, auth: { token?: string; guest?: string }) =>
    call('POST', '/api/practice/review', { ...auth, body: { text } })

  it('an interview joins history as an interview and its first pass pays once', async () => {
    const { token } = await signUpUser('interview@example.com')
    const before = await balance(token)
    const play = async () => {
      const start = await call('POST', '/api/practice/sessions', {
        token,
        body: { scenarioId: 'interview-sdr-screen' },
      })
      const id = start.json?.sessionId as string
      for (const text of strongSdrScreen)
        await call('POST', `/api/practice/sessions/${id}/turns`, { token, body: { text } })
      return (await call('POST', `/api/practice/sessions/${id}/finish`, { token })).json
    }
    expect(await play()).toMatchObject({ creditsEarned: 2, attempt: { kind: 'interview' } })
    expect(await play()).toMatchObject({ creditsEarned: 0, scorecard: { passed: true } })
    expect(await balance(token)).toBe(before + 2)
    const history = (await call('GET', '/api/practice/history', { token })).json
    expect(history?.attempts).toHaveLength(2)
    expect(history?.trends).toContainEqual(expect.objectContaining({ skill: 'Interviewing' }))
  })

  it('a review counts in trends and bests, and the first passing review of each format pays once', async () => {
    const { token } = await signUpUser('review@example.com')
    const before = await balance(token)
    const weak = await review(weakColdEmail, { token })
    expect(weak.json).toMatchObject({ creditsEarned: 0, saved: true, attempt: { passed: false } })
    const strong = await review(strongColdEmail, { token })
    expect(strong.json).toMatchObject({
      creditsEarned: 2,
      attempt: { kind: 'review', scenarioId: 'review-cold-email', passed: true },
    })
    expect((await review(strongColdEmail, { token })).json).toMatchObject({ creditsEarned: 0 })
    const bullets = await review(strongBullets, { token })
    expect(bullets.json).toMatchObject({
      creditsEarned: 2,
      attempt: { scenarioId: 'review-resume-bullets', passed: true },
    })
    expect(await balance(token)).toBe(before + 4)

    const history = (await call('GET', '/api/practice/history', { token })).json
    expect(history?.bests).toContainEqual(
      expect.objectContaining({
        scenarioTitle: 'Review: Cold email',
        attempts: 3,
        best: (strong.json?.attempt as { score: number }).score,
        passed: true,
      }),
    )
    expect(history?.trends).toContainEqual(expect.objectContaining({ skill: 'Writing' }))
    // Every review is in the attempts list too, newest first, with no scorecard.
    const listed = history?.attempts as { scenarioTitle: string; outcome: string }[]
    expect(listed).toHaveLength(4)
    expect(listed[0]).toMatchObject({
      scenarioTitle: 'Review: Resume bullets',
      outcome: 'reviewed',
    })
    expect(listed[0]).not.toHaveProperty('scorecard')
    expect(history?.note).toMatch(/^Your last resume bullets review/)
    // The history keeps the score and checks, never the pasted text.
    expect(JSON.stringify(history)).not.toContain('Larkspur')
  })

  it('a visitor’s review is kept for the visit, unpaid, and joins the account at sign-up', async () => {
    expect((await review(strongColdEmail, { guest })).json).toMatchObject({
      creditsEarned: 0,
      saved: false,
    })
    const { token } = await signUpUser('later@example.com', 'secret123', guest)
    const history = (await call('GET', '/api/practice/history', { token, guest })).json
    expect(history?.bests).toContainEqual(
      expect.objectContaining({ scenarioId: 'review-cold-email', passed: true }),
    )
  })
})

import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resumeUploadMessages, type StoredDiagnostic } from '@/contract'
import type { DiagnosticResult } from '@/domain/diagnostic'
import { BASE, call, signUpUser, useTestApi, sampleAnswers as answers } from '../test-kit'

const ctx = useTestApi({ now: () => new Date('2025-01-15T00:00:00Z') })
const GUEST = 'guest-1736899200000-42'
const OTHER_GUEST = 'guest-1736899200000-7'

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/resumes/${name}`, import.meta.url)))

interface UploadOptions {
  token?: string
  guest?: string
  userId?: string
  source?: 'page' | 'wizard'
  type?: string
}

async function upload(name: string, bytes: Uint8Array<ArrayBuffer>, options: UploadOptions = {}) {
  const form = new FormData()
  form.set('resume', new File([bytes], name, { type: options.type ?? '' }))
  if (options.userId) form.set('userId', options.userId)
  if (options.source) form.set('source', options.source)
  const headers: Record<string, string> = {}
  if (options.token) headers.cookie = `auth_token=${options.token}`
  if (options.guest) headers['x-guest-session'] = options.guest
  const response = await fetch(`${BASE}/api/resume/upload`, { method: 'POST', headers, body: form })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const runDiagnostic = async (body: unknown, guest = GUEST) => {
  const res = await call('POST', '/api/onboarding/diagnostic', { body, guest })
  return { status: res.status, result: res.json as unknown as DiagnosticResult, json: res.json }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('POST /api/onboarding/diagnostic', () => {
  it('ranks the six roles with reasons, stores the answers and the result for the guest', async () => {
    const { status, result } = await runDiagnostic(answers)
    expect(status).toBe(200)
    expect(result.careerMatches).toHaveLength(6)
    expect(result.careerMatches[0]?.role).toBe('Account Executive')
    for (const match of result.careerMatches) expect(match.reasons?.length).toBeGreaterThan(0)
    expect(result.selectedRoadmap.phases.length).toBeGreaterThan(0)

    const stored = await call('GET', `/api/answers/session/${GUEST}`, { guest: GUEST })
    const goal = (stored.json as unknown as { questionId: string; answer: unknown }[]).find(
      (row) => row.questionId === 'biggest_career_goal',
    )
    expect(goal?.answer).toBe('close_deals')
    const latest = await call('GET', '/api/onboarding/diagnostic/latest', { guest: GUEST })
    expect(latest.status).toBe(200)
    const body = latest.json as unknown as StoredDiagnostic
    expect(body.result).toEqual(result)
    expect(body.enhanced).toBe(false)
    expect(body.answers.first_name).toBe('Maya')
  })

  it('keeps each owner apart and marks a signed-in user as onboarded', async () => {
    const { token, user } = await signUpUser()
    const res = await call('POST', '/api/onboarding/diagnostic', { body: { answers }, token })
    expect(res.status).toBe(200)
    const own = await call('GET', '/api/onboarding/diagnostic/latest', { token })
    expect(own.status).toBe(200)
    const profile = await call('GET', `/api/users/profile?userId=${user.id}`, { token })
    expect(profile.json?.onboardingCompleted).toBe(true)
    const stranger = await call('GET', '/api/onboarding/diagnostic/latest', { guest: OTHER_GUEST })
    expect(stranger.status).toBe(404)
    expect(stranger.json?.message).toBe('No diagnostic answers found')
  })

  it('answers 400 naming the bad answer, for zod and for options the wizard never offered', async () => {
    const { strengths: _omitted, ...missing } = answers
    const noStrengths = await runDiagnostic(missing)
    expect(noStrengths.status).toBe(400)
    expect(noStrengths.json?.message).toBe('Strengths is required')
    const unknown = await runDiagnostic({ ...answers, current_role: 'astronaut' })
    expect(unknown.status).toBe(400)
    expect(unknown.json?.message).toMatch(/current_role: 'astronaut' is not one of the options/)
    const badEmail = await runDiagnostic({ answers: { ...answers, email: 'maya' } })
    expect(badEmail.status).toBe(400)
    expect(badEmail.json?.message).toMatch(/^email:/)
    const latest = await call('GET', '/api/onboarding/diagnostic/latest', { guest: GUEST })
    expect(latest.status).toBe(404)
  })

  it('answers 400 without a session or guest id, even with a forged session cookie', async () => {
    const res = await call('POST', '/api/onboarding/diagnostic', {
      body: answers,
      token: 'f'.repeat(64),
    })
    expect(res.status).toBe(400)
    expect(res.json?.code).toBe('no_owner')
  })

  it("answers 500 'Failed to process diagnostic' when the engine fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(ctx.services.diagnostic, 'run').mockRejectedValue(new Error('engine exploded'))
    const res = await runDiagnostic(answers)
    expect(res.status).toBe(500)
    expect(res.json?.message).toBe('Failed to process diagnostic')
  })

  it('uses the stored resume only when asked to enhance, and corrections reshape the roadmap', async () => {
    const plain = await runDiagnostic(answers)
    const noResume = await runDiagnostic({ answers, resumeData: { enhanced: true } })
    expect(noResume.result).toEqual(plain.result)

    const uploaded = await upload('sdr-single-column.pdf', fixture('sdr-single-column.pdf'), {
      guest: GUEST,
    })
    expect(uploaded.status).toBe(200)
    const skipped = await runDiagnostic({ answers, resumeData: null })
    expect(skipped.result).toEqual(plain.result)
    const enhanced = await runDiagnostic({ answers, resumeData: { enhanced: true } })
    expect(enhanced.result.selectedRoadmap.skipReasons.length).toBeGreaterThan(0)
    const latest = await call('GET', '/api/onboarding/diagnostic/latest', { guest: GUEST })
    expect(latest.json?.enhanced).toBe(true)

    const corrected = await call('PUT', '/api/resume/insights', {
      guest: GUEST,
      body: { currentRole: 'Barista', experience: 0, skills: [], achievements: [] },
    })
    expect(corrected.status).toBe(200)
    const reshaped = await runDiagnostic({ answers, resumeData: { enhanced: true } })
    expect(reshaped.result.selectedRoadmap.skipReasons).toEqual([])
  })
})

describe('POST /api/onboarding/parse-resume', () => {
  it('extracts insights from pasted text without storing anything', async () => {
    const resumeText = [
      'Sales Development Representative',
      'Acme Corp   Jan 2021 - Dec 2023',
      '- Booked 30 meetings per month using Outreach and Salesforce',
      'Skills: cold calling, discovery, HubSpot',
    ].join('\n')
    const res = await call('POST', '/api/onboarding/parse-resume', { body: { resumeText } })
    expect(res.status).toBe(200)
    const insights = (res.json as { insights: { skills: string[]; experience: number } }).insights
    // The skills the person listed; tools named only in a bullet are not added (issue 14).
    expect(insights.skills).toEqual(['Cold calling', 'Discovery', 'HubSpot'])
    expect(insights.experience).toBe(3)
    expect(await ctx.services.deps.db.resumes.count()).toBe(0)
  })

  it('answers 400 for empty text', async () => {
    const res = await call('POST', '/api/onboarding/parse-resume', { body: { resumeText: '' } })
    expect(res.status).toBe(400)
    expect(res.json?.message).toBe('resumeText is required')
  })
})

describe('POST /api/resume/upload', () => {
  it('parses the PDF on the device, stores the insights per owner and reports the parse time', async () => {
    const res = await upload('sdr-single-column.pdf', fixture('sdr-single-column.pdf'), {
      guest: GUEST,
      userId: GUEST,
      type: 'application/pdf',
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ success: true, fileName: 'sdr-single-column.pdf' })
    const insights = res.json.insights as {
      currentRole: string
      skills: string[]
      experience: number
      salesExperience?: number
    }
    expect(insights.currentRole).toBe('Senior Sales Development Representative')
    // An SDR's jobs are sales jobs: the sales-relevant years are read, at most the total.
    expect(insights.salesExperience).toBeGreaterThan(0)
    expect(insights.salesExperience).toBeLessThanOrEqual(insights.experience)
    expect(insights.skills).toContain('Salesforce')
    expect(typeof res.json.parseMs).toBe('number')
    const stored = await call('GET', '/api/resume/insights', { guest: GUEST })
    expect(stored.json).toMatchObject({ fileName: 'sdr-single-column.pdf', insights })
    const stranger = await call('GET', '/api/resume/insights', { guest: OTHER_GUEST })
    expect(stranger.status).toBe(404)
  })

  it('refuses oversized files (413) and wrong types (415) with the spec texts, before parsing', async () => {
    const huge = new Uint8Array(5 * 1024 * 1024 + 1)
    const big = await upload('resume.pdf', huge, { guest: GUEST })
    expect(big.status).toBe(413)
    expect(big.json.message).toBe(resumeUploadMessages.tooLarge)
    const png = await upload('resume.png', fixture('photo-renamed.pdf'), { guest: GUEST })
    expect(png.status).toBe(415)
    expect(png.json.message).toBe(resumeUploadMessages.wrongType)
    const text = await upload('sdr-resume.txt', fixture('sdr-resume.txt'), { guest: GUEST })
    expect(text.status).toBe(415)
    expect(text.json.message).toBe(resumeUploadMessages.wrongType)
    expect(await ctx.services.deps.db.resumes.count()).toBe(0)
  })

  it('refuses a renamed photo by its content with a message that says what it is', async () => {
    const res = await upload('resume.pdf', fixture('photo-renamed.pdf'), { guest: GUEST })
    expect(res.status).toBe(415)
    expect(res.json.message).toMatch(/^This file is named \.pdf but is not a PDF file/)
  })

  it.each([
    ['scanned-image-only.pdf', /no selectable text/],
    ['encrypted.pdf', /password-protected/],
    ['corrupt.pdf', /damaged/],
    ['empty.docx', /no text/],
  ])('answers 422 with the parser message for %s', async (name, message) => {
    const res = await upload(name, fixture(name), { guest: GUEST })
    expect(res.status).toBe(422)
    expect(res.json.message).toMatch(message)
  })

  it('takes plain text from the wizard uploader only', async () => {
    const res = await upload('sdr-resume.txt', fixture('sdr-resume.txt'), {
      guest: GUEST,
      source: 'wizard',
    })
    expect(res.status).toBe(200)
    expect((res.json.insights as { skills: string[] }).skills.length).toBeGreaterThan(0)
  })

  it('answers 400 without a file, 401 for an account id while signed out, 403 for another owner', async () => {
    const form = new FormData()
    form.set('userId', GUEST)
    const noFile = await fetch(`${BASE}/api/resume/upload`, {
      method: 'POST',
      headers: { 'x-guest-session': GUEST },
      body: form,
    })
    expect(noFile.status).toBe(400)
    const pdf = fixture('sdr-single-column.pdf')
    const { token, user } = await signUpUser()
    const signedOut = await upload('r.pdf', pdf, { guest: GUEST, userId: user.id })
    expect(signedOut.status).toBe(401)
    const otherGuest = await upload('r.pdf', pdf, { guest: GUEST, userId: OTHER_GUEST })
    expect(otherGuest.status).toBe(403)
    const otherUser = await upload('r.pdf', pdf, { token, userId: 'someone-else' })
    expect(otherUser.status).toBe(403)
    const own = await upload('r.pdf', pdf, { token, userId: user.id })
    expect(own.status).toBe(200)
  })
})

describe('PUT /api/resume/insights', () => {
  it("replaces the parser's insights with the user's corrections", async () => {
    const { token } = await signUpUser()
    await upload('sdr-resume.docx', fixture('sdr-resume.docx'), { token })
    const fix = {
      currentRole: 'Team Lead, Sales Development',
      experience: 4,
      skills: ['Salesforce', 'Coaching'],
      achievements: ['Promoted to team lead in 18 months'],
    }
    const res = await call('PUT', '/api/resume/insights', { token, body: fix })
    expect(res.status).toBe(200)
    const stored = await call('GET', '/api/resume/insights', { token })
    expect(stored.json).toMatchObject({ fileName: 'sdr-resume.docx', insights: fix })
  })

  it('answers 400 for impossible values and 404 when nothing was uploaded', async () => {
    const bad = await call('PUT', '/api/resume/insights', {
      guest: GUEST,
      body: { currentRole: 'SDR', experience: -2, skills: [], achievements: [] },
    })
    expect(bad.status).toBe(400)
    expect(bad.json?.message).toMatch(/^Experience must be/)
    const none = await call('PUT', '/api/resume/insights', {
      guest: GUEST,
      body: { currentRole: 'SDR', experience: 2, skills: [], achievements: [] },
    })
    expect(none.status).toBe(404)
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { roles } from '@/domain/catalogue'
import { sampleSdrResume } from '@/domain/diagnostic'
import { BASE, call, sampleAnswers, signUpUser, useTestApi } from '../test-kit'

useTestApi({ passwordIterations: 1000 })

interface Progress {
  steps: { stepId: number; status: string; checked: number[] }[]
  doneSteps: number
  skippedByResumeSteps: number
  percent: number
  milestoneCredits?: number
  stepCompleted?: boolean
}

const guest = 'guest-1736899200000-42'

/** A guest who added the SDR resume and ran the diagnostic, then signed up. */
async function signedUpAfterResume(email: string) {
  const form = new FormData()
  const text = readFileSync(
    new URL('../../tests/fixtures/resumes/sdr-single-column.pdf', import.meta.url),
  )
  form.set(
    'resume',
    new File([new Uint8Array(text)], 'sdr-single-column.pdf', { type: 'application/pdf' }),
  )
  form.set('userId', guest)
  const uploaded = await fetch(`${BASE}/api/resume/upload`, {
    method: 'POST',
    headers: { 'x-guest-session': guest },
    body: form,
  })
  expect(uploaded.status).toBe(200)
  // The user's corrected insights: the ones the journey unit tests use.
  expect((await call('PUT', '/api/resume/insights', { body: sampleSdrResume, guest })).status).toBe(
    200,
  )
  const run = await call('POST', '/api/onboarding/diagnostic', {
    body: { answers: sampleAnswers, resumeData: { enhanced: true } },
    guest,
  })
  expect(run.status).toBe(200)
  return signUpUser(email, 'secret123', guest)
}

const progressOf = async (token: string, roleId = 'ae') =>
  (await call('GET', `/api/roadmap/${roleId}/progress`, { token })).json as unknown as Progress
const balanceOf = async (token: string) =>
  (await call('GET', '/api/credits', { token })).json?.balance as number

describe('resume skips after sign-up', () => {
  it('stores the steps the resume proves as done, free, counted in progress and the dashboard', async () => {
    const { token } = await signedUpAfterResume('resume@example.com')
    const progress = await progressOf(token)
    const skipped = progress.steps.filter((s) => s.status === 'skipped_by_resume')
    expect(skipped.map((s) => s.stepId)).toEqual([2, 5])
    expect(progress.doneSteps).toBe(2)
    expect(progress.percent).toBe(33)
    expect(await balanceOf(token)).toBe(50)
    const dashboard = (await call('GET', '/api/user/dashboard', { token })).json as {
      currentRoadmap: { completedSteps: number; nextStep: { stepId: number } }
    }
    expect(dashboard.currentRoadmap.completedSteps).toBe(2)
    expect(dashboard.currentRoadmap.nextStep.stepId).toBe(1)
  })

  it("lets the user say 'I haven't done this' and undo it", async () => {
    const { token } = await signedUpAfterResume('undo@example.com')
    const path = '/api/roadmap/ae/steps/2/status'
    const undone = await call('PUT', path, { token, body: { status: 'available' } })
    expect(undone.status).toBe(200)
    const step = (undone.json as unknown as Progress).steps.find((s) => s.stepId === 2)
    expect(step?.status).toBe('locked')
    const redone = await call('PUT', path, { token, body: { status: 'skipped_by_resume' } })
    expect((redone.json as unknown as Progress).steps.find((s) => s.stepId === 2)?.status).toBe(
      'skipped_by_resume',
    )
    const unproven = await call('PUT', '/api/roadmap/ae/steps/1/status', {
      token,
      body: { status: 'skipped_by_resume' },
    })
    expect(unproven.status).toBe(400)
  })
})

describe('first milestone', () => {
  it('pays once when every checklist item of a step is ticked', async () => {
    const { token } = await signUpUser('milestone@example.com')
    await call('POST', '/api/onboarding/diagnostic', { body: sampleAnswers, token })
    const tick = (index: number, done = true) =>
      call('PUT', `/api/roadmap/sdr/steps/1/checklist/${String(index)}`, { token, body: { done } })
    const items = roles.sdr.roadmapSteps[0]?.checklist.length ?? 0
    let last: Progress | null = null
    for (let i = 0; i < items; i += 1) {
      last = (await tick(i)).json as unknown as Progress
      if (i < items - 1) expect(last.milestoneCredits).toBe(0)
      if (i < items - 1) expect(last.stepCompleted).toBe(false)
    }
    expect(last?.steps.find((s) => s.stepId === 1)?.status).toBe('completed')
    expect(last?.milestoneCredits).toBe(6)
    expect(last?.stepCompleted).toBe(true)
    expect(await balanceOf(token)).toBe(56)
    await tick(0, false)
    const again = (await tick(0)).json as unknown as Progress
    expect(again.milestoneCredits).toBe(0)
    expect(again.stepCompleted).toBe(true)
    expect(await balanceOf(token)).toBe(56)
  })
})

import { difficultyBadge } from '@/lib/badge-tone'
import { describe, expect, it } from 'vitest'
import type { RoadmapProgress } from '@/api/roadmap'
import { roles } from '@/domain/catalogue'
import { personaAnswers, sampleSdrResume } from '@/domain/diagnostic'
import { buildJourney } from '@/domain/journey'
import {
  buildStepViews,
  creditPillLook,
  describeStatus,
  stepActions,
  unlockBenefits,
  unlockQuote,
} from './roadmap-view'

const progress = (steps: RoadmapProgress['steps']): RoadmapProgress => ({
  roleId: 'sdr',
  steps,
  completedSteps: 0,
  skippedSteps: 0,
  totalSteps: 6,
  percent: 0,
})

describe('buildStepViews', () => {
  it('joins the catalogue steps with the server status and ticks, in step order', () => {
    const views = buildStepViews(
      roles.sdr,
      progress([
        { stepId: 1, status: 'in_progress', checked: [0, 2] },
        { stepId: 2, status: 'available', checked: [] },
      ]),
    )
    expect(views.map((v) => v.step.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(views[0]).toMatchObject({ status: 'in_progress', checked: [0, 2], cost: 0 })
    expect(views[1]).toMatchObject({ status: 'available', cost: 10 })
  })

  it("takes each step's window and resume evidence from the journey, not the catalogue", () => {
    const answers = { ...personaAnswers('sdrCloser'), target_timeline: 'soon' }
    const journey = buildJourney({ answers, insights: sampleSdrResume })
    const views = buildStepViews(roles.ae, progress([]), journey)
    expect(views.map((v) => v.window)).toEqual(journey.steps.map((s) => s.window))
    const proven = journey.steps.filter((s) => s.status === 'skipped_by_resume')
    for (const step of proven) {
      expect(views.find((v) => v.step.id === step.stepId)?.evidence).toBe(step.evidence)
    }
  })

  it('falls back to the catalogue lock when the server omits a step', () => {
    const views = buildStepViews(roles.am, progress([]))
    expect(views.map((v) => v.status)).toEqual([
      'available',
      'locked',
      'locked',
      'locked',
      'available',
    ])
  })
})

describe('describeStatus', () => {
  it('puts the status and checklist count into words for screen readers', () => {
    const [first, second] = buildStepViews(
      roles.sdr,
      progress([
        { stepId: 1, status: 'skipped', checked: [1] },
        { stepId: 2, status: 'locked', checked: [] },
      ]),
    )
    expect(first && describeStatus(first)).toBe(
      'Skipped (not counted as progress). 1 of 4 checklist items done.',
    )
    expect(second && describeStatus(second)).toBe('Locked. Unlock for 10 credits.')
  })
})

describe('stepActions', () => {
  it('offers Skip on open steps, Undo Skip on skipped ones and nothing on locked ones', () => {
    expect(stepActions('available').map((a) => a.label)).toEqual(['Start Step', 'Skip Step'])
    expect(stepActions('in_progress').map((a) => a.to)).toEqual(['completed', 'skipped'])
    expect(stepActions('skipped')).toEqual([{ label: 'Undo Skip', to: 'available' }])
    expect(stepActions('completed')).toEqual([{ label: 'Mark Incomplete', to: 'in_progress' }])
    expect(stepActions('locked')).toEqual([])
    expect(stepActions('skipped_by_resume')).toEqual([
      { label: "I haven't done this", to: 'available' },
    ])
  })
})

describe('unlockQuote', () => {
  it('allows an unlock with exactly enough credits and shows the balance after', () => {
    expect(unlockQuote(10, 10)).toEqual({
      cost: 10,
      balance: 10,
      balanceAfter: 0,
      canAfford: true,
      shortfall: 0,
    })
  })

  it('says how many more credits are needed when short', () => {
    expect(unlockQuote(5, 25)).toMatchObject({ canAfford: false, shortfall: 20, balanceAfter: 5 })
  })
})

describe('unlockBenefits', () => {
  it('counts what the step really contains', () => {
    const step = roles.sdr.roadmapSteps[1]
    if (!step) throw new Error('sdr has a step 2')
    const [resources, checklist, tips] = unlockBenefits(step)
    expect(resources).toBe(`${String(step.resources.length)} curated resources to learn from`)
    expect(checklist).toContain(`${String(step.checklist.length)}-item`)
    expect(tips).toBe(`${String(step.tips.length)} expert tips from people in the role`)
  })
})

describe('creditPillLook', () => {
  it('warns strictly under 10 credits, not while loading', () => {
    expect(creditPillLook(9)).toBe('low')
    expect(creditPillLook(0)).toBe('low')
    expect(creditPillLook(10)).toBe('normal')
    expect(creditPillLook(undefined)).toBe('normal')
  })
})

describe('difficultyBadge', () => {
  it('colours easy green, moderate yellow and challenging red', () => {
    expect(difficultyBadge('easy')).toEqual({ label: 'Easy', tone: 'green' })
    expect(difficultyBadge('moderate')).toEqual({ label: 'Moderate', tone: 'yellow' })
    expect(difficultyBadge('challenging')).toEqual({ label: 'Challenging', tone: 'red' })
  })
})

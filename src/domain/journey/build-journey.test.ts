import { describe, expect, it } from 'vitest'
import { roles } from '../catalogue'
import { personaAnswers, personaNames, sampleSdrResume } from '../diagnostic'
import { buildJourney } from './build-journey'
import type { JourneyProgress } from './journey-types'

const sdrSoon = { ...personaAnswers('sdrCloser'), target_timeline: 'soon' }
const withResume = (name: (typeof personaNames)[number]) =>
  buildJourney({ answers: personaAnswers(name), insights: sampleSdrResume })

describe('the journey on every sample persona', () => {
  for (const name of personaNames) {
    for (const insights of [null, sampleSdrResume]) {
      const label = `${name}${insights === null ? '' : ' with a resume'}`
      const journey = buildJourney({ answers: personaAnswers(name), insights })

      it(`${label}: plans the target role's catalogue steps in catalogue order`, () => {
        const role = roles[journey.targetRole.id]
        expect(journey.steps.map((step) => step.stepId)).toEqual(
          role.roadmapSteps.map((step) => step.id),
        )
        expect(journey.phases.flatMap((phase) => phase.stepIds)).toEqual(
          role.roadmapSteps.map((step) => step.id),
        )
      })

      it(`${label}: shows one timeline, the same on the match card`, () => {
        const match = journey.matches.find((item) => item.roleId === journey.targetRole.id)
        expect(match?.timeToRole).toBe(journey.timeline.label)
        // The target's percent is its match's percent: one number on every screen.
        expect(journey.targetRole.percent).toBe(match?.percent)
        expect(typeof journey.targetRole.percent).toBe('number')
        expect(journey.timeline.text).toContain(journey.timeline.label.toLowerCase())
        expect(`${journey.timeline.label} ${journey.timeline.text}`).not.toMatch(/about about/i)
        const lastPhase = journey.phases.at(-1)?.duration ?? ''
        const end = Number(/(\d+)$/.exec(lastPhase)?.[1])
        const inMonths = lastPhase.startsWith('Week') ? Math.round(end / (52 / 12)) : end
        expect(inMonths).toBe(journey.timeline.planMonths)
      })

      it(`${label}: points at a next step that is neither completed nor skipped, in the current phase`, () => {
        expect(journey.nextStep).not.toBeNull()
        expect(['available', 'locked', 'in_progress']).toContain(journey.nextStep?.status)
        expect(journey.currentPhase).toBe(journey.nextStep?.phase)
      })

      it(`${label}: never names a skill at full level as a gap`, () => {
        for (const gap of journey.gaps) {
          const skill = journey.skills.find((item) => item.skill === gap)
          expect(skill?.level).toBeLessThan(skill?.target ?? 0)
        }
        const levels = journey.gaps.map((gap) => journey.skills.find((s) => s.skill === gap)?.level)
        expect(levels).toEqual([...levels].sort((a, b) => (a ?? 0) - (b ?? 0)))
      })

      it(`${label}: never makes the role the user already holds the target`, () => {
        expect(journey.targetRole.id).not.toBe(journey.currentRoleId)
        const held = journey.matches.filter((match) => match.isCurrentRole)
        expect(held.map((match) => match.roleId)).toEqual(
          journey.currentRoleId === null ? [] : [journey.currentRoleId],
        )
      })
    }
  }
})

describe('an SDR aiming for AE in 3-6 months with a resume', () => {
  const journey = buildJourney({ answers: sdrSoon, insights: sampleSdrResume })

  it('says the wish is shorter than typical and why', () => {
    expect(journey.timeline.fit).toBe('ambitious')
    expect(journey.timeline.reason).toMatch(/usually takes \d+-\d+ months/)
    expect(journey.timeline.text).toContain("'Soon (3-6 months)'")
  })

  it('marks the steps the resume proves as skipped, each with its evidence', () => {
    const skipped = journey.steps.filter((step) => step.status === 'skipped_by_resume')
    expect(skipped.length).toBeGreaterThan(0)
    for (const step of skipped) expect(step.evidence).toMatch(/^Your resume shows /)
    expect(journey.progress.skippedByResume).toBe(skipped.length)
    expect(journey.progress.done).toBe(skipped.length)
  })

  it('shortens the timeline for the skipped steps', () => {
    const without = buildJourney({ answers: sdrSoon, insights: null })
    expect(journey.timeline.months.max).toBeLessThan(without.timeline.months.max)
  })

  it('rates a skill whose only steps the resume proves at full level and never calls it a gap', () => {
    const full = journey.skills.filter((skill) => skill.level === skill.target)
    expect(full.length).toBeGreaterThan(0)
    for (const skill of full) expect(journey.gaps).not.toContain(skill.skill)
  })
})

describe('the journey with account progress', () => {
  const base = buildJourney({ answers: sdrSoon, insights: sampleSdrResume })
  const resumeStates = base.steps
    .filter((step) => step.status === 'skipped_by_resume')
    .map((step) => ({ stepId: step.stepId, status: 'skipped_by_resume' as const }))
  const account = (extra: Partial<JourneyProgress>): JourneyProgress => ({
    unlockedStepIds: [],
    states: resumeStates,
    ticks: [],
    ...extra,
  })

  it('keeps stored resume skips and moves the next step past a completed one', () => {
    const first = base.nextStep?.stepId ?? 0
    const journey = buildJourney({
      answers: sdrSoon,
      insights: sampleSdrResume,
      progress: account({ states: [...resumeStates, { stepId: first, status: 'completed' }] }),
    })
    expect(journey.steps.find((s) => s.stepId === first)?.status).toBe('completed')
    expect(journey.nextStep?.stepId).not.toBe(first)
    expect(journey.progress.done).toBe(resumeStates.length + 1)
  })

  it('drops a resume skip the user undid: the step is to do again and the timeline grows back', () => {
    const [undone, ...kept] = resumeStates
    const journey = buildJourney({
      answers: sdrSoon,
      insights: sampleSdrResume,
      progress: account({ states: kept }),
    })
    const step = journey.steps.find((s) => s.stepId === undone?.stepId)
    expect(step?.status === 'locked' || step?.status === 'available').toBe(true)
    expect(journey.timeline.months.max).toBeGreaterThan(base.timeline.months.max)
  })

  it('locks paid steps until they are unlocked', () => {
    const paid = roles.ae.roadmapSteps.find(
      (s) => !s.isFree && !resumeStates.some((r) => r.stepId === s.id),
    )
    const locked = buildJourney({
      answers: sdrSoon,
      insights: sampleSdrResume,
      progress: account({}),
    })
    const open = buildJourney({
      answers: sdrSoon,
      insights: sampleSdrResume,
      progress: account({ unlockedStepIds: [paid?.id ?? 0] }),
    })
    expect(locked.steps.find((s) => s.stepId === paid?.id)?.status).toBe('locked')
    expect(open.steps.find((s) => s.stepId === paid?.id)?.status).toBe('available')
  })
})

describe('choosing another match', () => {
  it("builds that role's plan with that role's timeline", () => {
    const journey = buildJourney({ answers: sdrSoon, insights: null, targetRoleId: 'csm' })
    expect(journey.targetRole.id).toBe('csm')
    expect(journey.steps.map((s) => s.title)).toEqual(roles.csm.roadmapSteps.map((s) => s.title))
    expect(journey.timeline.label).toBe(
      journey.matches.find((match) => match.roleId === 'csm')?.timeToRole,
    )
  })

  it('gives every role one percent, the same however often it is built', () => {
    const again = withResume('sdrCloser').matches.map((m) => [m.roleId, m.percent])
    expect(withResume('sdrCloser').matches.map((m) => [m.roleId, m.percent])).toEqual(again)
  })
})

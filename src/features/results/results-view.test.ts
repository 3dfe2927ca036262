import { describe, expect, it } from 'vitest'
import type { RoadmapPhase } from '@/domain/diagnostic'
import { phasePreview, shouldRerun } from './results-view'

const step = (n: number) => ({
  title: `Step ${String(n)}`,
  description: 'Do it',
  priority: 'high' as const,
  timeEstimate: '1 week',
  successMetrics: ['first', 'second', 'third'],
})

describe('phase preview', () => {
  it('shows the first 3 steps and the first 2 success metrics of each', () => {
    const phase: RoadmapPhase = {
      phase: 1,
      title: 'Foundations',
      duration: '4 weeks',
      description: 'Start here',
      steps: [1, 2, 3, 4, 5].map(step),
      milestones: [],
    }
    const preview = phasePreview(phase)
    expect(preview.steps.map((s) => s.title)).toEqual(['Step 1', 'Step 2', 'Step 3'])
    expect(preview.steps.every((s) => s.successMetrics.join() === 'first,second')).toBe(true)
    expect(preview.moreSteps).toBe(2)
    expect(phase.steps[0]?.successMetrics).toHaveLength(3)
  })

  it('has nothing more to show for a short phase', () => {
    const phase = {
      phase: 2,
      title: 'x',
      duration: '',
      description: '',
      steps: [step(1)],
      milestones: [],
    }
    expect(phasePreview(phase).moreSteps).toBe(0)
  })
})

describe('results query', () => {
  it('re-runs only with enhanced=true and a userId', () => {
    expect(shouldRerun({ enhanced: true, userId: 'u1' })).toBe(true)
    expect(shouldRerun({ enhanced: true, userId: null })).toBe(false)
    expect(shouldRerun({ enhanced: false, userId: 'u1' })).toBe(false)
  })
})

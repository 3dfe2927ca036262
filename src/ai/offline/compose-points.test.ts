import { describe, expect, it } from 'vitest'
import { pointsFor } from './compose-points'

const points = [
  'Get the targets and dates in writing after every check-in.',
  'Log your activity daily so progress is visible.',
  'Update your resume and reach out to your network now.',
  'Ask HR whether severance applies if the plan ends in an exit.',
  'Look up your local unemployment rules now.',
]

describe('the points a reply shows', () => {
  it('puts the point the message asks about first, whatever the seed', () => {
    for (const seed of [0, 1, 2, 3, 4, 97]) {
      const { points: chosen, asked } = pointsFor(
        points,
        'Do I get severance if the PIP fails?',
        3,
        seed,
      )
      expect(asked).toBe(1)
      expect(chosen[0]).toContain('severance')
      expect(chosen).toHaveLength(3)
      expect(new Set(chosen).size).toBe(3)
    }
  })

  it('shows two asked-about points before any other', () => {
    const { points: chosen, asked } = pointsFor(
      points,
      'what about severance and unemployment?',
      3,
      5,
    )
    expect(asked).toBe(2)
    expect(chosen.slice(0, 2).sort()).toEqual([points[3], points[4]])
  })

  it('varies by seed when the message asks about nothing in particular', () => {
    const a = pointsFor(points, 'I am on a PIP, what now?', 3, 0)
    expect(a.asked).toBe(0)
    const b = pointsFor(points, 'I am on a PIP, what now?', 3, 2)
    expect(a).not.toEqual(b)
  })

  it('shows every point when there are no more than asked for', () => {
    expect(pointsFor(points.slice(0, 2), 'severance', 3, 1).points).toHaveLength(2)
  })
})

describe('the card topic words', () => {
  it('never make a point look asked for', () => {
    const pip = ['Spend your hours on what moves the PIP metric.', 'Ask whether severance applies.']
    const { points, asked } = pointsFor(pip, 'I am on a PIP, do I get severance?', 2, 0, ['pip'])
    expect(asked).toBe(1)
    expect(points[0]).toContain('severance')
  })
})

describe('a cue word only one point uses', () => {
  it('singles that point out, while the title and shared cue words never do', () => {
    const jobSearch = [
      'Build a list of companies with open sales roles.',
      'Do not tell your manager you are interviewing until you have a signed offer.',
      'Track your outreach like a pipeline.',
    ]
    const topic = ['finding a new sales job', 'interviewing elsewhere', 'job search']
    const told = pointsFor(
      jobSearch,
      "how do I tell my boss I'm interviewing elsewhere",
      3,
      0,
      topic,
    )
    expect(told.asked).toBe(1)
    expect(told.points[0]).toContain('interviewing')
    expect(pointsFor(jobSearch, 'help with my sales job search', 3, 0, topic).asked).toBe(0)
  })
})

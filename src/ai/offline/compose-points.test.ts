import { describe, expect, it } from 'vitest'
import { forOneCase, pointsFor } from './compose-points'

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

describe('points for one case', () => {
  const mixed = [
    'A manager who takes credit for your deals: keep your own record.',
    'Told you are not ready? Ask what exactly is missing.',
    'If you are on call, agree what counts as urgent.',
    'Book a short one-to-one and ask what they want to see more of.',
    'Send a brief weekly update with your numbers.',
  ]

  it('are told apart from general advice by how they open', () => {
    expect(mixed.map(forOneCase)).toEqual([true, true, true, false, false])
  })

  it('fill a reply only after the general points, whatever the seed', () => {
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const { points: shown } = pointsFor(mixed, ' hello there ', 2, seed)
      expect(shown.every((p) => !forOneCase(p))).toBe(true)
    }
  })

  it('still lead when the message asks about their case', () => {
    const { points: shown, asked } = pointsFor(
      mixed,
      ' my manager takes credit for my deals ',
      2,
      0,
    )
    expect(asked).toBeGreaterThan(0)
    expect(shown[0]).toMatch(/takes credit/)
  })
})

describe('points for one case', () => {
  const harassment = [
    'At a bar, a work dinner, or after a glass of wine? Unwanted touching is still harassment, and a drink makes it no less serious.',
    'Write down what happened while it is fresh: the date, the words, the witnesses.',
    'Report it to HR in writing and keep a copy outside work systems.',
  ]

  it('are not brought by a word of their advice alone ("less" in "no less serious")', () => {
    const { points: chosen, asked } = pointsFor(
      harassment,
      "ok can you make the email shorter and less whiny, i'm going in to see her at 2",
      2,
      0,
    )
    expect(asked).toBe(0)
    expect(chosen.join(' ')).not.toMatch(/At a bar/)
  })

  it('are brought by a word of their case', () => {
    const { points: chosen } = pointsFor(harassment, 'it happened at a work dinner', 1, 0)
    expect(chosen[0]).toMatch(/^At a bar/)
  })

  it('take their case from the whole message when the asked part dropped its condition', () => {
    const adhd = [
      'ADHD, anxiety or another diagnosed condition making parts of the job hard? Ask for reasonable accommodations in writing; asking cannot lawfully be held against you.',
      'Your employee assistance programme is free and confidential.',
    ]
    const whole =
      'like legally what happens if i tell them i have adhd, can they hold it against me'
    const { points: chosen } = pointsFor(
      adhd,
      'like legally what happens, can they hold it against me',
      1,
      0,
      [],
      whole,
    )
    expect(chosen[0]).toMatch(/^ADHD/)
  })
})

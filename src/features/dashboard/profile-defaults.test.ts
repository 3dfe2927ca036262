import { describe, expect, it } from 'vitest'
import type { UserProfile } from '@/contract'
import { shownProfile } from './profile-defaults'
import { barPercent } from './weekly-chart'

describe('shownProfile', () => {
  it('uses the spec defaults when the profile call returns nothing', () => {
    expect(shownProfile(null, 'Ada')).toEqual({
      name: 'Ada',
      credits: 5,
      learningStreak: 5,
      stepsCompleted: 3,
      onboardingCompleted: true,
      userIntent: 'grow_as_sdr',
    })
  })

  it('shows the real profile when there is one', () => {
    const profile: UserProfile = {
      id: 'u1',
      name: 'Grace',
      email: 'g@example.com',
      credits: 42,
      learningStreak: 1,
      stepsCompleted: 0,
      onboardingCompleted: false,
      userIntent: 'break_into_sdr',
    }
    expect(shownProfile(profile, 'Ada')).toMatchObject({ name: 'Grace', credits: 42 })
  })
})

describe('barPercent', () => {
  it('scales bars to the busiest day and keeps idle days at zero', () => {
    expect(barPercent(3, 6)).toBe(50)
    expect(barPercent(6, 6)).toBe(100)
    expect(barPercent(0, 6)).toBe(0)
    expect(barPercent(0, 0)).toBe(0)
  })
})

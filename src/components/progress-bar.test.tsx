// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProgressBar, progressPercent } from './progress-bar'

describe('ProgressBar', () => {
  afterEach(cleanup)

  it('exposes its value, range and label to assistive tech', () => {
    render(<ProgressBar value={3} max={6} label="Roadmap progress" showValue />)
    const bar = screen.getByRole('progressbar', { name: 'Roadmap progress' })
    expect(bar.getAttribute('aria-valuenow')).toBe('3')
    expect(bar.getAttribute('aria-valuemin')).toBe('0')
    expect(bar.getAttribute('aria-valuemax')).toBe('6')
    expect(bar.getAttribute('aria-valuetext')).toBe('50%')
    expect(screen.getByText('50%')).toBeTruthy()
  })

  it('clamps a value outside the range', () => {
    render(<ProgressBar value={140} label="Profile complete" hideLabel />)
    const bar = screen.getByRole('progressbar', { name: 'Profile complete' })
    expect(bar.getAttribute('aria-valuenow')).toBe('100')
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%')
  })
})

describe('progressPercent', () => {
  it('maps a value into 0..100 and survives an empty range', () => {
    expect(progressPercent(1, 0, 3)).toBe(33)
    expect(progressPercent(15, 10, 20)).toBe(50)
    expect(progressPercent(-5)).toBe(0)
    expect(progressPercent(2, 5, 5)).toBe(0)
  })
})

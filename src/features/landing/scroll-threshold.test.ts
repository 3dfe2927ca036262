import { describe, expect, it } from 'vitest'
import { isScrolledPast, STICKY_BAR_VIEWPORTS } from './scroll-threshold'

describe('isScrolledPast', () => {
  it('waits for 1.5 viewport heights of scrolling', () => {
    expect(STICKY_BAR_VIEWPORTS).toBe(1.5)
    expect(isScrolledPast(0, 812)).toBe(false)
    expect(isScrolledPast(1218, 812)).toBe(false)
    expect(isScrolledPast(1219, 812)).toBe(true)
  })

  it('never shows before layout has a height', () => {
    expect(isScrolledPast(500, 0)).toBe(false)
  })

  it('takes another threshold', () => {
    expect(isScrolledPast(900, 400, 2)).toBe(true)
    expect(isScrolledPast(800, 400, 2)).toBe(false)
  })
})

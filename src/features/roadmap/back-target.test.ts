import { describe, expect, it } from 'vitest'
import { backTarget, parseRoadmapSearch } from './back-target'

describe("the roadmap's Back", () => {
  it('returns to the screen that opened the roadmap', () => {
    expect(backTarget(parseRoadmapSearch({ from: 'dashboard' }).from).to).toBe('/dashboard')
    expect(backTarget(parseRoadmapSearch({ from: 'results' }).from).to).toBe('/diagnostic-results')
    expect(backTarget(parseRoadmapSearch({ from: 'matches' }).from).to).toBe('/career-matches')
  })

  it('falls back to /match for a missing or unknown origin', () => {
    for (const search of [{}, { from: 'evil.example' }, { from: ['dashboard'] }, { from: 3 }]) {
      expect(parseRoadmapSearch(search).from).toBeUndefined()
      expect(backTarget(search.from).to).toBe('/match')
      expect(backTarget(parseRoadmapSearch(search).from).to).toBe('/match')
    }
  })
})

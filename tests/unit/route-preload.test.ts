import { describe, expect, it } from 'vitest'
import { routeChunks, routePattern, type Manifest } from '../../scripts/route-preload'

const split = (path: string) => `src/routes/${path}.tsx?tsr-split=component`

describe('routePattern', () => {
  it('turns a route file into the addresses it serves', () => {
    expect(routePattern(split('diagnostic-onboarding'))).toBe('^/diagnostic-onboarding/?$')
    expect(routePattern(split('_authed/dashboard'))).toBe('^/dashboard/?$')
    expect(routePattern(split('_authed/roadmap.$roleId'))).toBe('^/roadmap/[^/]+/?$')
    expect(routePattern(split('index'))).toBeNull()
    expect(routePattern(split('_authed'))).toBeNull()
    expect(routePattern('src/app/main.tsx')).toBeNull()
  })
})

describe('routeChunks', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'] },
    '_framework.js': { file: 'assets/framework.js' },
    '_card.js': { file: 'assets/card.js', imports: ['_framework.js'] },
    [split('_authed')]: { file: 'assets/authed.js', imports: ['_framework.js'] },
    [split('_authed/dashboard')]: { file: 'assets/dashboard.js', imports: ['_card.js'] },
    [split('terms')]: { file: 'assets/terms.js', imports: ['_framework.js'] },
  }

  it('lists each route’s chunks beyond the entry’s, with its pathless layout', () => {
    const table = Object.fromEntries(routeChunks(manifest))
    expect(table['^/dashboard/?$']?.sort()).toEqual([
      '/assets/authed.js',
      '/assets/card.js',
      '/assets/dashboard.js',
    ])
    expect(table['^/terms/?$']).toEqual(['/assets/terms.js'])
    expect(Object.keys(table)).toHaveLength(2)
  })
})

import { describe, expect, it } from 'vitest'
import { roleIdFromDiagnostic } from './selected-role'

describe('roleIdFromDiagnostic', () => {
  it('prefers the selected roadmap, then the top match', () => {
    expect(
      roleIdFromDiagnostic({
        selectedRoadmap: { roleId: 'csm' } as never,
        careerMatches: [{ role: 'Account Executive' } as never],
      }),
    ).toBe('csm')
    expect(roleIdFromDiagnostic({ careerMatches: [{ role: 'Revenue Operations' } as never] })).toBe(
      'revops',
    )
  })

  it('maps titles with the spec table, and finds nothing in an empty result', () => {
    expect(roleIdFromDiagnostic({ selectedRoadmap: { targetRole: 'SDR' } as never })).toBe('sdr')
    expect(roleIdFromDiagnostic({})).toBeUndefined()
  })
})

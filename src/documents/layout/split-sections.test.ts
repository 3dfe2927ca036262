import { describe, expect, it } from 'vitest'
import { headingKind, splitSections } from './split-sections'
import { textLines } from './to-lines'

describe('headingKind', () => {
  it('recognises heading aliases however they are typed', () => {
    expect(headingKind('PROFESSIONAL EXPERIENCE')).toBe('experience')
    expect(headingKind('Work History:')).toBe('experience')
    expect(headingKind('E X P E R I E N C E')).toBe('experience')
    expect(headingKind('Skills & Tools')).toBe('skills')
    expect(headingKind('Licenses and Certifications')).toBe('education')
    expect(headingKind('Honors & Awards')).toBe('awards')
    expect(headingKind('About Me')).toBe('summary')
  })

  it('does not mistake content lines for headings', () => {
    expect(headingKind('Experience with Salesforce and Outreach')).toBeUndefined()
    expect(headingKind('Skilled negotiator')).toBeUndefined()
  })
})

describe('splitSections', () => {
  it('files lines under the last heading, starting with the header', () => {
    const sections = splitSections(
      textLines(
        'Ana Ruiz\nSDR\n\nSummary\nHunter.\nExperience\nSDR, Acme\nSkills\nGong\nReferences\nOn request',
      ),
    )
    expect(sections.header).toEqual(['Ana Ruiz', 'SDR'])
    expect(sections.summary).toEqual(['Hunter.'])
    expect(sections.experience).toEqual(['SDR, Acme'])
    expect(sections.skills).toEqual(['Gong'])
    expect(sections.other).toEqual(['On request'])
    expect(sections.education).toEqual([])
  })
})

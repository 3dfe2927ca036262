import { describe, expect, it } from 'vitest'
import { emptySections, headingKind, mergeSections, splitSections } from './split-sections'
import { textLines } from './to-lines'

describe('headingKind', () => {
  it('recognises heading aliases however they are typed', () => {
    expect(headingKind('PROFESSIONAL EXPERIENCE')).toBe('experience')
    expect(headingKind('Work History:')).toBe('experience')
    expect(headingKind('E X P E R I E N C E')).toBe('experience')
    expect(headingKind('Skills & Tools')).toBe('skills')
    expect(headingKind('SKILLS, LANGUAGES, INTERESTS')).toBe('skills')
    expect(headingKind('SALES, MARKETING')).toBeUndefined()
    expect(headingKind('Licenses and Certifications')).toBe('education')
    expect(headingKind('Honors & Awards')).toBe('awards')
    expect(headingKind('About Me')).toBe('summary')
  })

  it('reads other headings by their words when they are typed as headings', () => {
    expect(headingKind('SKILLS & EXPERTISE')).toBe('skills')
    expect(headingKind('Sales Employment:')).toBe('experience')
    expect(headingKind('Volunteer Work Experience')).toBe('other')
    expect(headingKind('RESEARCH & TEACHING')).toBe('other')
  })

  it('does not mistake content lines for headings', () => {
    expect(headingKind('Experience with Salesforce and Outreach')).toBeUndefined()
    expect(headingKind('Skilled negotiator')).toBeUndefined()
    expect(headingKind('Technology Consultant')).toBeUndefined()
    expect(headingKind('Built tools for the team')).toBeUndefined()
    expect(headingKind('Technologies include:')).toBeUndefined()
    expect(headingKind('Project Manager')).toBeUndefined()
    expect(headingKind('RESEARCH ASSISTANT')).toBeUndefined()
    expect(headingKind('Languages Korean, English, Japanese')).toBeUndefined()
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

describe('headings on new layouts (issue 35)', () => {
  it('reads decorative letter spacing that pdf.js splits into a few pieces', () => {
    expect(headingKind('edu cation')).toBe('education')
    expect(headingKind('exp erience')).toBe('experience')
    expect(headingKind('lan guages')).toBe('skills')
    expect(headingKind('Java Script')).toBeUndefined()
  })

  it('files the department under a dated job with the job, not as a Research heading', () => {
    const sections = splitSections([
      'EXPERIENCE',
      'DevOps engineer   Jan 15 - Sep 15',
      'Research and Development',
      '• Migrated 40 servers',
    ])
    expect(sections.experience).toEqual([
      'DevOps engineer   Jan 15 - Sep 15',
      'Research and Development',
      '• Migrated 40 servers',
    ])
    expect(splitSections(['Research and Development', 'A paper']).other).toEqual(['A paper'])
  })

  it('reads a heading behind a stray icon glyph and in the plural', () => {
    expect(headingKind('& EXPERIENCES')).toBe('experience')
    expect(headingKind("' SELECTED PROJECTS")).toBe('other')
    expect(headingKind('( EDUCATION')).toBe('education')
  })

  it('reads letter spacing that lost its word gaps too', () => {
    expect(headingKind('W O R K E X P E R I E N C E')).toBe('experience')
    expect(headingKind('E D U C AT I O N')).toBe('education')
    expect(headingKind('AWA R D S')).toBe('awards')
    expect(headingKind('I T S A P')).toBeUndefined()
  })

  it("keeps a job's 'Highlights' in the job and reads a dated experience heading as both", () => {
    const sections = splitSections([
      'Work',
      '2024-04 — 2024-07',
      'Smart Contract Architect',
      'Highlights',
      'Architected a protocol',
      'Skills',
      'Python',
      'Experience at Yandex 2005-Present (15 years)',
      'I started my career at Yandex.',
    ])
    expect(sections.experience).toEqual([
      '2024-04 — 2024-07',
      'Smart Contract Architect',
      'Architected a protocol',
      'Experience at Yandex 2005-Present (15 years)',
      'I started my career at Yandex.',
    ])
    expect(sections.skills).toEqual(['Python'])
    expect(splitSections(['Highlights', 'Ten years in sales']).summary).toEqual([
      'Ten years in sales',
    ])
  })

  it('merges the sections of several streams in order', () => {
    const main = { ...emptySections(), experience: ['Job A'] }
    const side = { ...emptySections(), experience: ['Job B'], skills: ['SQL'] }
    const merged = mergeSections([main, side])
    expect(merged.experience).toEqual(['Job A', 'Job B'])
    expect(merged.skills).toEqual(['SQL'])
  })
})

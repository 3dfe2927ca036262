import { describe, expect, it } from 'vitest'
import type { ParseOutcome, ParseSuccess } from './document-types'
import { experienceBreakdown, parseResume } from './index'
import { FIXTURE_NOW, fixtureFile, fixtureNames } from './testing/fixtures'

async function parsed(name: string, now = FIXTURE_NOW): Promise<ParseSuccess> {
  const outcome = await parseResume(fixtureFile(name), { now })
  if (!outcome.ok) throw new Error(`${name}: ${outcome.code} ${outcome.message}`)
  return outcome
}

const lines = (outcome: ParseSuccess): string[] => outcome.text.split('\n')

describe('parseResume on a two-page, single-column PDF', () => {
  it('reads the current role, years and skills across both pages', async () => {
    const { insights } = await parsed(fixtureNames.singleColumnPdf)
    expect(insights.currentRole).toBe('Senior Sales Development Representative')
    // Jan 2022-Present, 03/2020-12/2021 and 2018-2020 (overlapping) merged; 2014-2018 is education.
    expect(insights.experience).toBe(6.5)
    expect(insights.skills).toEqual(
      expect.arrayContaining([
        'Salesforce',
        'HubSpot',
        'Outreach',
        'Gong',
        'ZoomInfo',
        'LinkedIn Sales Navigator',
        'Excel',
        'Cold calling',
        'Discovery',
        'MEDDICC',
        'BANT',
        'Pipeline generation',
        'Forecasting',
      ]),
    )
  })

  it('counts the SDR jobs as sales years though each title sits above its dated line', async () => {
    const { sections } = await parsed(fixtureNames.singleColumnPdf)
    const breakdown = experienceBreakdown(sections, FIXTURE_NOW)
    expect(breakdown.jobs.map((job) => job.sales)).toEqual([true, true, true])
    expect(breakdown.salesYears).toBe(6.5)
  })

  it('lists measurable bullets, rejoins a wrapped one and skips bullets without numbers', async () => {
    const { insights } = await parsed(fixtureNames.singleColumnPdf)
    expect(insights.achievements).toContain(
      'Booked 25+ meetings per month with Outreach sequences and personalized video prospecting on LinkedIn Sales Navigator',
    )
    expect(insights.achievements[0]).toMatch(/^Attained 142% of annual quota .* President.s Club$/)
    expect(insights.achievements).toContain(
      'Resolved 60+ customer tickets per day with a 96% satisfaction score',
    )
    expect(insights.achievements.join('\n')).not.toMatch(/Kept CRM hygiene|Trained new hires/)
    expect(insights.achievements).toHaveLength(9)
  })

  it('keeps right-aligned dates on their own line and files lines under their headings', async () => {
    const outcome = await parsed(fixtureNames.singleColumnPdf)
    expect(lines(outcome)).toContain('Brightwave Analytics, Austin, TX   Jan 2022 – Present')
    expect(outcome.sections.education[0]).toMatch(/^B\.A\. Communication Studies.*2014 – 2018$/)
    expect(outcome.sections.skills).toHaveLength(2)
    expect(outcome.warnings).toEqual([])
  })

  it("measures 'Present' from the injected now", async () => {
    const later = await parsed(fixtureNames.singleColumnPdf, new Date('2026-01-15T00:00:00Z'))
    expect(later.insights.experience).toBe(7.5)
  })
})

describe('parseResume on a two-column PDF', () => {
  const sidebar = [
    'Salesforce',
    'Outreach',
    'Gong',
    'ZoomInfo',
    'Apollo.io',
    'HubSpot',
    'Cold calling',
    'Discovery calls',
    'Objection handling',
  ]

  it('keeps every line of each column intact instead of interleaving them', async () => {
    const outcome = await parsed(fixtureNames.twoColumnPdf)
    const all = lines(outcome)
    expect(all).toContain('• Achieved 118% of quota across FY2023 and FY2024')
    expect(all).toContain('• Ran discovery on 15 calls a week using MEDDPICC')
    for (const item of sidebar) expect(all).toContain(item)
    const mainColumn = all.filter((line) => line.startsWith('•'))
    for (const line of mainColumn) {
      for (const item of ['Salesforce', 'ZoomInfo', 'Apollo.io', 'AWARDS']) {
        expect(line).not.toContain(item)
      }
    }
  })

  it('reads the whole main column before the sidebar', async () => {
    const outcome = await parsed(fixtureNames.twoColumnPdf)
    expect(outcome.sections.skills).toEqual([...sidebar, 'English, Vietnamese'])
    expect(outcome.sections.experience.join('\n')).not.toMatch(/Salesforce|ZoomInfo|Apollo/)
    expect(outcome.sections.education).toEqual([
      'B.S. Marketing, Colorado State University',
      '2015 - 2019',
    ])
  })

  it('extracts role, years, skills and achievements including the awards sidebar', async () => {
    const { insights } = await parsed(fixtureNames.twoColumnPdf)
    expect(insights.currentRole).toBe('Sales Development Representative')
    // Aug 2021-Present plus 2019-2021; the 2015-2019 degree does not count.
    expect(insights.experience).toBe(5.5)
    expect(insights.skills).toEqual(
      expect.arrayContaining(['Salesforce', 'Outreach', 'Gong', 'Apollo', 'English']),
    )
    // MEDDPICC appears only in a bullet, not in the skills the person listed.
    expect(insights.skills).not.toContain('MEDDPICC')
    expect(insights.achievements).toContain(
      'Booked 40 qualified meetings per quarter from cold outbound calls and emails',
    )
    expect(insights.achievements).toContain('SDR of the Quarter, Q2 2022')
    expect(insights.achievements.some((a) => a.startsWith('President'))).toBe(true)
  })
})

describe('parseResume on DOCX, TXT and DOC', () => {
  it('reads a Word document whose bullets live in numbering, not in the text', async () => {
    const { insights, sections } = await parsed(fixtureNames.docx)
    expect(insights.currentRole).toBe('Sales Development Representative')
    expect(insights.experience).toBe(4.5)
    expect(insights.skills).toEqual(
      expect.arrayContaining(['Apollo', 'Salesloft', 'Clari', 'Chorus', 'SQL']),
    )
    expect(insights.skills).toEqual(
      expect.arrayContaining(['Challenger Sale', 'Negotiation', 'Tableau']),
    )
    expect(insights.achievements).toEqual([
      'Exceeded quota 6 consecutive quarters, averaging 127% attainment',
      'Built $3.1M of pipeline with Apollo and Salesloft cadences',
      'Forecasted weekly commits in Clari with 92% accuracy',
      'Closed $450K in SMB renewals and upsells in 2021',
    ])
    expect(sections.summary).toHaveLength(1)
  })

  it('reads a Notepad text file: BOM stripped, CRLF lines, dash bullets', async () => {
    const outcome = await parsed(fixtureNames.txt)
    expect(outcome.text.startsWith('SAM PATEL\n')).toBe(true)
    expect(outcome.text).not.toContain('\r')
    expect(outcome.insights.currentRole).toBe('Business Development Representative')
    expect(outcome.insights.experience).toBe(3.4)
    expect(outcome.insights.achievements).toContain('Hit 109% of meeting quota in H1 2024')
    expect(outcome.insights.achievements).not.toContain(
      'Built weekly pipeline reports in Excel and Looker',
    )
    expect(outcome.insights.skills).toEqual(expect.arrayContaining(['HubSpot', 'BANT', 'Looker']))
  })

  it('reads a legacy .doc on a best-effort basis and says so', async () => {
    const outcome = await parsed(fixtureNames.doc)
    expect(outcome.insights.currentRole).toBe('Sales Development Representative')
    expect(outcome.insights.experience).toBe(3.7)
    expect(outcome.insights.achievements).toContain('Attained 115% of quota in 2023')
    expect(outcome.warnings.map((w) => w.code)).toEqual(['doc-best-effort'])
  })
})

describe('parseResume refusals', () => {
  const failure = async (name: string) => {
    const outcome: ParseOutcome = await parseResume(fixtureFile(name), { now: FIXTURE_NOW })
    if (outcome.ok) throw new Error(`${name} unexpectedly parsed`)
    return outcome
  }

  it('explains a scanned, image-only PDF', async () => {
    const outcome = await failure(fixtureNames.scannedPdf)
    expect(outcome.code).toBe('no-text')
    expect(outcome.message).toMatch(/^This PDF has no selectable text; it looks scanned/)
  })

  it('refuses an image renamed to .pdf before pdf.js sees it', async () => {
    const outcome = await failure(fixtureNames.renamedImage)
    expect(outcome.code).toBe('type-mismatch')
    expect(outcome.message).toContain('is not a PDF file (it looks like an image)')
  })

  it('asks for the password to be removed from an encrypted PDF', async () => {
    const outcome = await failure(fixtureNames.encryptedPdf)
    expect(outcome.code).toBe('encrypted')
    expect(outcome.message).toMatch(/^This PDF is password-protected/)
  })

  it('reports a corrupt PDF and an empty DOCX', async () => {
    expect((await failure(fixtureNames.corruptPdf)).code).toBe('corrupt')
    expect((await failure(fixtureNames.emptyDocx)).code).toBe('empty-document')
  })

  it('refuses a file over 5MB with the spec text', async () => {
    const outcome = await parseResume({
      name: 'big.pdf',
      bytes: new Uint8Array(5 * 1024 * 1024 + 1),
    })
    expect(outcome).toMatchObject({ ok: false, message: 'File size must be less than 5MB' })
  })

  it('reads only the first 200,000 characters of a huge text file and warns', async () => {
    const filler = 'Prospected 50 accounts a week with Salesforce and cold calling\n'.repeat(5000)
    const bytes = new TextEncoder().encode(`EXPERIENCE\n${filler}SKILLS\nGong\n`)
    const outcome = await parseResume({ name: 'long.txt', bytes })
    if (!outcome.ok) throw new Error(outcome.message)
    expect(outcome.warnings.map((w) => w.code)).toEqual(['text-truncated'])
    expect(outcome.text.length).toBeLessThanOrEqual(200_000)
    expect(outcome.insights.skills).not.toContain('Gong')
  })
})

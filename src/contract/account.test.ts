import { describe, expect, it } from 'vitest'
import { checkAccountExport, checkAccountExportText } from './account'
import type { AccountExportFile } from './account-export-schema'

const at = '2026-02-01T09:00:00.000Z'

function validFile(): AccountExportFile {
  return {
    format: 'salespath-export',
    version: 1,
    exportedAt: at,
    data: {
      profile: {
        name: 'Ada',
        email: 'ada@example.com',
        userIntent: 'grow_as_sdr',
        onboardingCompleted: false,
        learningStreak: 1,
        createdAt: at,
        lastActiveAt: at,
      },
      answers: [{ questionId: 'strengths', answer: ['persuasion'], createdAt: at }],
      diagnostics: [],
      matchSets: [
        { kind: 'career', userName: 'Ada', matches: [{ title: 'SDR' }], generatedAt: at },
      ],
      resumes: [],
      ledger: [
        { amount: 50, kind: 'grant', key: 'grant:starting', note: 'Welcome', createdAt: at },
      ],
      unlocks: [],
      checklistTicks: [],
      stepStates: [],
      chatMessages: [],
      memory: null,
      settings: { theme: { dark: true } },
    },
  }
}

describe('checking an export file before anything is written', () => {
  it('accepts a well-formed file as it is', () => {
    const check = checkAccountExportText(JSON.stringify(validFile()))
    expect(check).toEqual({ ok: true, file: validFile() })
  })

  it('refuses text that is not JSON, and JSON that is not an export', () => {
    expect(checkAccountExportText('{"format": "salespath-ex')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not valid JSON/) as unknown,
    })
    for (const value of [null, 42, 'text', [validFile()], { ...validFile(), format: 'other' }]) {
      const check = checkAccountExport(value)
      expect(check.ok).toBe(false)
      if (!check.ok) expect(check.message).toMatch(/^This file is not a SalesPath export/)
    }
  })

  it('tells an older or unknown format version apart from a newer one', () => {
    const newer = checkAccountExport({ ...validFile(), version: 3 })
    expect(!newer.ok && newer.message).toMatch(/newer version of SalesPath \(format version 3\)/)
    const odd = checkAccountExport({ ...validFile(), version: '1' })
    expect(!odd.ok && odd.message).toMatch(/format version \("1"\) is not one SalesPath can read/)
  })

  it('names the first damaged field and refuses facts the schema cannot see', () => {
    const file = validFile()
    const badDate = {
      ...file,
      data: { ...file.data, ledger: [{ ...file.data.ledger[0]!, createdAt: 'yesterday' }] },
    }
    const check = checkAccountExport(badDate)
    expect(!check.ok && check.message).toMatch(/\(data\.ledger\.0\.createdAt: /)
    const twoCareerLists = {
      ...file,
      data: { ...file.data, matchSets: [file.data.matchSets[0]!, file.data.matchSets[0]!] },
    }
    const twice = checkAccountExport(twoCareerLists)
    expect(!twice.ok && twice.message).toMatch(/two 'career' match lists/)
  })
})

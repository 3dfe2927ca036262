import { describe, expect, it } from 'vitest'
import type { AccountExportFile } from '@/contract'
import { importSummary } from './import-summary'

const at = '2026-02-01T09:00:00.000Z'

function file(): AccountExportFile {
  return {
    format: 'salespath-export',
    version: 1,
    exportedAt: '2026-03-04T23:30:00.000Z',
    data: {
      profile: {
        name: 'Ada',
        email: 'ada@example.com',
        userIntent: null,
        onboardingCompleted: true,
        learningStreak: 2,
        createdAt: at,
        lastActiveAt: at,
      },
      answers: [],
      diagnostics: [],
      matchSets: [],
      resumes: [],
      ledger: [
        { amount: 50, kind: 'grant', key: 'grant:starting', note: '', createdAt: at },
        { amount: -10, kind: 'unlock', key: 'unlock:sdr:2', note: '', createdAt: at },
      ],
      unlocks: [{ roleId: 'sdr', stepId: 2, unlockedAt: at }],
      checklistTicks: [
        { roleId: 'sdr', stepId: 1, itemIndex: 0, done: true, updatedAt: at },
        { roleId: 'sdr', stepId: 1, itemIndex: 1, done: false, updatedAt: at },
      ],
      stepStates: [],
      chatMessages: [{ channel: 'widget', role: 'user', content: 'hi', createdAt: at }],
      memory: null,
      settings: {},
    },
  }
}

describe('import summary', () => {
  it('says where the file comes from and what it holds before anything is replaced', () => {
    const summary = importSummary(file())
    expect(summary.heading).toBe('Exported on March 4, 2026 from ada@example.com')
    expect(summary.lines).toEqual([
      'No diagnostic results',
      '40 credits from 2 ledger entries',
      '1 unlocked roadmap step, 1 ticked checklist item',
      '1 chat message',
      '0 resume insights, 0 wizard answers',
    ])
  })
})

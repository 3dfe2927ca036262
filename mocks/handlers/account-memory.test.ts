import { describe, expect, it } from 'vitest'
import type { AccountExportFile } from '@/contract'
import type { CoachingMemory } from '@/domain/coaching'
import { call, signUpUser, signedInWithDiagnostic, useTestApi } from '../test-kit'

const ctx = useTestApi({ passwordIterations: 1000 })

const memoryOf = async (token: string) =>
  (await call('GET', '/api/coaching/memory', { token })).json as unknown as CoachingMemory

const coachingTurn = (token: string) =>
  call('POST', '/api/chat/becky', {
    body: { message: 'How should I prepare for discovery calls?', sessionType: 'coaching' },
    token,
  })

/** Every row of every table, as text, so a leftover id or email anywhere is found. */
async function everyRow(): Promise<string[]> {
  const { db } = ctx.services.deps
  const rows = await Promise.all(db.tables.map((table) => table.toArray()))
  return rows.flat().map((row) => JSON.stringify(row))
}

describe('an edited memory item and account deletion', () => {
  it('keeps the edit through export, delete and import, and deletion leaves no row', async () => {
    const other = await signedInWithDiagnostic('other@example.com')
    await call('PATCH', '/api/coaching/memory', {
      body: { section: 'strengths', index: 0, value: 'Negotiation' },
      token: other.token,
    })
    const { token, user } = await signedInWithDiagnostic('ada@example.com')
    const edited = await call('PATCH', '/api/coaching/memory', {
      body: { section: 'strengths', index: 0, value: 'Storytelling' },
      token,
    })
    expect(edited.status).toBe(200)
    const file = (await call('GET', '/api/account/export', { token }))
      .json as unknown as AccountExportFile

    const deleted = await call('DELETE', '/api/account', {
      token,
      body: { confirmEmail: 'ada@example.com' },
    })
    expect(deleted.status).toBe(200)
    const left = await everyRow()
    expect(left.filter((row) => row.includes(user.id) || row.includes('ada@example.com'))).toEqual(
      [],
    )
    // The other account's rows, pin included, are still there.
    expect(left.some((row) => row.includes(other.user.id) && row.includes('pinned'))).toBe(true)

    const again = await signUpUser('ada@example.com')
    const imported = await call('POST', '/api/account/import', { token: again.token, body: file })
    expect(imported.status).toBe(200)
    expect((await coachingTurn(again.token)).status).toBe(200)
    expect((await memoryOf(again.token)).skillsProfile.strengths[0]).toBe('Storytelling')
  })

  it('an edit stays after the next coaching message (the pin is read back)', async () => {
    const { token } = await signedInWithDiagnostic('pin@example.com')
    await call('PATCH', '/api/coaching/memory', {
      body: { section: 'strengths', index: 0, value: 'Storytelling' },
      token,
    })
    await coachingTurn(token)
    expect((await memoryOf(token)).skillsProfile.strengths[0]).toBe('Storytelling')
  })
})

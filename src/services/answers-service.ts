import { createAnswersRepository, ownerKeyOfGuest, ownerKeyOfUser, type AnswerRow } from '@/data'
import type { DiagnosticAnswers } from '@/domain/diagnostic/diagnostic-types'
import { requireSameUser, type Caller, type ServiceDeps } from './context'
import { forbidden } from './errors'
import { ownerOf } from './owner'

export interface StoredAnswer {
  id: number
  questionId: string
  answer: string | string[]
  createdAt: string
}

function toStored(rows: AnswerRow[]): StoredAnswer[] {
  return rows.map((row) => ({
    id: row.id ?? 0,
    questionId: row.questionId,
    answer: row.answer,
    createdAt: row.createdAt,
  }))
}

/** Rebuilds the keyed answers object from stored rows (the inverse of `save`). */
export function answersFromRows(rows: { questionId: string; answer: string | string[] }[]) {
  return Object.fromEntries(
    rows.map((row) => [row.questionId, row.answer]),
  ) as unknown as DiagnosticAnswers
}

export type AnswersService = ReturnType<typeof createAnswersService>

export function createAnswersService(deps: ServiceDeps) {
  const answers = createAnswersRepository(deps.db)

  return {
    async save(caller: Caller, input: DiagnosticAnswers) {
      const createdAt = deps.now().toISOString()
      const rows = Object.entries(input)
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([questionId, answer]) => ({
          questionId,
          answer: answer as string | string[],
          createdAt,
        }))
      await answers.replaceAll(ownerOf(caller), rows)
    },

    async forUser(caller: Caller, userId: string) {
      requireSameUser(caller, userId)
      return toStored(await answers.list(ownerKeyOfUser(userId)))
    },

    /** A guest can read only its own session's answers (the id it sends in the guest header). */
    async forSession(caller: Caller, sessionId: string) {
      if (caller.guestSessionId !== sessionId) throw forbidden()
      return toStored(await answers.list(ownerKeyOfGuest(sessionId)))
    },

    /** The caller's answers as a keyed object, or null when the wizard was never finished. */
    async current(caller: Caller): Promise<DiagnosticAnswers | null> {
      const rows = await answers.list(ownerOf(caller))
      return rows.length === 0 ? null : answersFromRows(rows)
    },
  }
}

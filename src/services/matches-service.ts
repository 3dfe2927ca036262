import {
  createAnswersRepository,
  createDiagnosticsRepository,
  createMatchesRepository,
  createResumesRepository,
  createUsersRepository,
  ownerKeyOfGuest,
  ownerKeyOfUser,
  type OwnerKey,
} from '@/data'
import { runDiagnostic, validateAnswers, type DiagnosticAnswers } from '@/domain/diagnostic'
import type {
  CareerMatchCard,
  CareerMatchesResponse,
  GenerateMatchesRequest,
  RoleMatchCard,
} from '@/contract'
import { answersFromRows } from './answers-service'
import { requireSameUser, type Caller, type ServiceDeps } from './context'
import { ServiceError, unauthorized } from './errors'
import { careerCards, roleCards } from '@/domain/diagnostic'

export const NO_ANSWERS_MESSAGE = 'No diagnostic answers found'

/**
 * Whose matches a path or body id names: a signed-in caller only their own (else 403); a guest
 * only their own guest session id (else 401, as for any signed-out call).
 */
function ownerFor(caller: Caller, id: string): OwnerKey {
  if (caller.userId) return ownerKeyOfUser(requireSameUser(caller, id))
  if (caller.guestSessionId && id === caller.guestSessionId) return ownerKeyOfGuest(id)
  throw unauthorized()
}

export function createMatchesService(deps: ServiceDeps) {
  const matchSets = createMatchesRepository(deps.db)
  const answers = createAnswersRepository(deps.db)
  const diagnostics = createDiagnosticsRepository(deps.db)
  const resumes = createResumesRepository(deps.db)
  const users = createUsersRepository(deps.db)

  /** Stored answers; a signed-in user who took the quiz in an unclaimed guest session gets those. */
  async function storedAnswers(owner: OwnerKey, caller: Caller) {
    const own = await answers.list(owner)
    if (own.length > 0 || !caller.userId || !caller.guestSessionId) return own
    return answers.list(ownerKeyOfGuest(caller.guestSessionId))
  }

  async function loadAnswers(owner: OwnerKey, caller: Caller, sent: GenerateMatchesRequest) {
    const rows = await storedAnswers(owner, caller)
    const source = rows.length > 0 ? rows : (sent.userAnswers ?? [])
    if (source.length === 0) throw new ServiceError(404, NO_ANSWERS_MESSAGE, 'no_answers')
    const checked = validateAnswers(answersFromRows(source))
    if (!checked.ok) {
      throw new ServiceError(
        422,
        'Your saved answers are incomplete. Retake the quiz to get matches.',
        'incomplete_answers',
      )
    }
    return checked.answers
  }

  /** Resume insights only when the latest diagnostic was resume-enhanced, so both pages agree. */
  async function insightsFor(owner: OwnerKey) {
    const latest = await diagnostics.latest(owner)
    return latest?.enhanced ? ((await resumes.latest(owner))?.insights ?? null) : null
  }

  async function userNameFor(caller: Caller, answered: DiagnosticAnswers) {
    const first = answered.first_name.trim()
    if (first) return first
    return (caller.userId ? (await users.findById(caller.userId))?.name : undefined) ?? 'there'
  }

  return {
    /** The stored match set; 404 when none, or when the answers changed since it was made. */
    async stored(caller: Caller, id: string): Promise<CareerMatchesResponse> {
      const owner = ownerFor(caller, id)
      const [career, role, rows] = await Promise.all([
        matchSets.get(owner, 'career'),
        matchSets.get(owner, 'role'),
        answers.list(owner),
      ])
      // Sets stored before cards carried the diagnostic's percent are regenerated, never shown.
      const stale =
        career &&
        (rows.some((row) => row.createdAt > career.generatedAt) ||
          (career.matches as Partial<CareerMatchCard>[]).some(
            (card) => typeof card.matchPercent !== 'number',
          ))
      if (!career || stale) {
        throw new ServiceError(
          404,
          'No matches yet. Generate them from your answers.',
          'no_matches',
        )
      }
      return {
        matches: career.matches as CareerMatchCard[],
        roleMatches: (role?.matches ?? []) as RoleMatchCard[],
        userName: career.userName,
        generatedAt: career.generatedAt,
      }
    },

    /** Runs the diagnostic engine on the stored answers, stores both card sets, returns them. */
    async generate(
      caller: Caller,
      request: GenerateMatchesRequest,
    ): Promise<CareerMatchesResponse> {
      const owner = ownerFor(caller, request.userId)
      const answered = await loadAnswers(owner, caller, request)
      const result = runDiagnostic(answered, await insightsFor(owner))
      const response: CareerMatchesResponse = {
        matches: careerCards(result, answered),
        roleMatches: roleCards(result, answered),
        userName: await userNameFor(caller, answered),
        generatedAt: deps.now().toISOString(),
      }
      const { userName, generatedAt } = response
      await deps.db.transaction('rw', deps.db.matchSets, async () => {
        await matchSets.put({
          ownerKey: owner,
          kind: 'career',
          userName,
          generatedAt,
          matches: response.matches,
        })
        await matchSets.put({
          ownerKey: owner,
          kind: 'role',
          userName,
          generatedAt,
          matches: response.roleMatches,
        })
      })
      return response
    },
  }
}

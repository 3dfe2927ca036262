import {
  createLedgerRepository,
  createSettingsRepository,
  ownerKeyOfGuest,
  type OwnerKey,
} from '@/data'
import { planPracticeEarn } from '@/domain/catalogue'
import {
  attemptKindOf,
  criteriaTable,
  endSession,
  getScenario,
  isFirstPass,
  latestPracticeNote,
  personalBests,
  scenarios,
  scoreCall,
  skillTrends,
  startSession,
  takeTurn,
  type PracticeAttempt,
  type PracticeSession,
  type Scenario,
  type Scorecard,
} from '@/domain/practice'
import type { TextFormat, TextReview } from '@/domain/practice/review/review-types'
import type { Caller, ServiceDeps } from './context'
import { ServiceError } from './errors'
import { ownerOf } from './owner'
import { createPracticeCandidate } from './practice-candidate'

/**
 * Practice calls over the shared settings table (no new Dexie table): one row per session and one
 * history row per owner. A user's rows sit under `u:{id}:`, so account export and deletion include
 * them; a guest's under `g:{id}:`, merged into the account's history on the first signed-in read.
 */

/** A call or interview keeps its scorecard; a review keeps only its results (not the text). */
type StoredAttempt = PracticeAttempt & { scorecard?: Scorecard }
type ScoredAttempt = PracticeAttempt & { scorecard: Scorecard }
type StoredSession = PracticeSession & { finished?: { attempt: ScoredAttempt; credits: number } }

const HISTORY_LIMIT = 200
const sessionKey = (owner: OwnerKey, id: string) => `${owner}:practice:session:${id}`
const historyKey = (owner: OwnerKey) => `${owner}:practice:history`

function toHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

function scenarioOrThrow(id: string): Scenario {
  const scenario = getScenario(id)
  if (!scenario) throw new ServiceError(404, `Unknown practice scenario '${id}'`, 'not_found')
  return scenario
}

function view(session: PracticeSession, scenario: Scenario) {
  const used = session.transcript.filter((line) => line.speaker === 'user').length
  return {
    sessionId: session.id,
    scenarioId: session.scenarioId,
    transcript: session.transcript,
    outcome: session.outcome,
    turnsLeft: Math.max(0, scenario.turnLimit - used),
  }
}

export function summariseScenario(scenario: Scenario) {
  const { persona } = scenario
  return {
    id: scenario.id,
    title: scenario.title,
    setting: scenario.setting,
    difficulty: scenario.difficulty,
    turnLimit: scenario.turnLimit,
    goal: scenario.goal.text,
    persona: {
      name: persona.name,
      role: persona.role,
      company: persona.company,
      pains: [...persona.pains],
      objections: [...persona.objections],
    },
    criteria: scenario.criteria.map((id) => criteriaTable[id].label),
  }
}

export function createPracticeService(deps: ServiceDeps) {
  const settings = createSettingsRepository(deps.db)
  const ledger = createLedgerRepository(deps.db)
  const candidateOf = createPracticeCandidate(deps)

  async function loadSession(owner: OwnerKey, id: string) {
    const session = await settings.get<StoredSession>(sessionKey(owner, id))
    if (!session) throw new ServiceError(404, 'This practice call was not found.', 'not_found')
    return { session, scenario: scenarioOrThrow(session.scenarioId) }
  }

  /** The owner's history; a signed-in caller's guest attempts from this browser join it first. */
  async function loadHistory(caller: Caller, owner: OwnerKey): Promise<StoredAttempt[]> {
    const own = (await settings.get<StoredAttempt[]>(historyKey(owner))) ?? []
    if (!caller.userId || !caller.guestSessionId) return own
    const guestKey = historyKey(ownerKeyOfGuest(caller.guestSessionId))
    const guest = (await settings.get<StoredAttempt[]>(guestKey)) ?? []
    if (guest.length === 0) return own
    const merged = [...own, ...guest.filter((g) => !own.some((a) => a.id === g.id))]
    await settings.put(historyKey(owner), merged.slice(-HISTORY_LIMIT))
    await settings.put(guestKey, [])
    return merged
  }

  /**
   * Adds a finished attempt to history and, for an account's first pass of that scenario (or
   * review format), credits it once: the ledger's key refuses a second payment.
   */
  async function record(caller: Caller, owner: OwnerKey, attempt: StoredAttempt) {
    const history = [...(await loadHistory(caller, owner)), attempt]
    let credits = 0
    if (caller.userId && isFirstPass(history, attempt)) {
      credits = await ledger.transact(caller.userId, (entries) => {
        const plan = planPracticeEarn(entries, attempt.scenarioId, deps.now())
        return plan.ok
          ? {
              append: { ...plan.entry, note: `First pass: ${attempt.scenarioTitle}` },
              result: plan.entry.amount,
            }
          : { result: 0 }
      })
    }
    await settings.put(historyKey(owner), history.slice(-HISTORY_LIMIT))
    return credits
  }

  return {
    scenarios: () => ({ scenarios: scenarios.map(summariseScenario) }),

    async start(caller: Caller, scenarioId: string) {
      const owner = ownerOf(caller)
      const scenario = scenarioOrThrow(scenarioId)
      const seedBytes = deps.randomBytes(4)
      const seed =
        ((seedBytes[0] ?? 0) << 24) ^
        ((seedBytes[1] ?? 0) << 16) ^
        ((seedBytes[2] ?? 0) << 8) ^
        (seedBytes[3] ?? 0)
      // Only an interview asks about the person; a call's prospect knows nothing of them.
      const candidate = scenario.kind === 'interview' ? await candidateOf(caller, owner) : undefined
      const session = startSession(
        scenario,
        toHex(deps.randomBytes(12)),
        seed >>> 0,
        deps.now(),
        candidate,
      )
      await settings.put(sessionKey(owner, session.id), session)
      return view(session, scenario)
    },

    async turn(caller: Caller, sessionId: string, text: string) {
      const owner = ownerOf(caller)
      const { session, scenario } = await loadSession(owner, sessionId)
      if (session.outcome !== 'in_progress') {
        throw new ServiceError(409, 'This call has ended. See your scorecard.', 'call_ended')
      }
      const next = takeTurn(session, scenario, text)
      await settings.put(sessionKey(owner, sessionId), next)
      return view(next, scenario)
    },

    /** Scores the call once; finishing again returns the same scorecard and never pays twice. */
    async finish(caller: Caller, sessionId: string) {
      const owner = ownerOf(caller)
      const { session, scenario } = await loadSession(owner, sessionId)
      const saved = caller.userId !== null
      if (session.finished) {
        const { attempt, credits } = session.finished
        return { scorecard: attempt.scorecard, attempt, creditsEarned: credits, saved }
      }
      const ended = endSession(session)
      const scorecard = scoreCall(
        ended.transcript,
        scenario,
        ended.outcome,
        ended.revealed,
        ended.candidate,
      )
      const attempt: ScoredAttempt = {
        id: session.id,
        kind: attemptKindOf(scenario),
        scenarioId: scenario.id,
        scenarioTitle: scenario.title,
        finishedAt: deps.now().toISOString(),
        score: scorecard.score,
        passed: scorecard.passed,
        outcome: scorecard.outcome,
        results: scorecard.criteria.map((c) => ({ id: c.id, passed: c.passed })),
        scorecard,
      }
      const credits = await record(caller, owner, attempt)
      await settings.put(sessionKey(owner, sessionId), { ...ended, finished: { attempt, credits } })
      return { scorecard, attempt, creditsEarned: credits, saved }
    },

    /**
     * "Review my text": deterministic; history keeps its score and checks (never the text), and
     * the first passing review of each format pays like a call's first pass. The review's rules
     * load with the first review, not with the in-page server.
     */
    async review(caller: Caller, text: string, format?: TextFormat) {
      const [{ reviewText }, { reviewAttempt }] = await Promise.all([
        import('@/domain/practice/review/review-text'),
        import('@/domain/practice/review/review-attempt'),
      ])
      const review: TextReview = reviewText(text.trim(), format)
      const attempt = reviewAttempt(review, toHex(deps.randomBytes(12)), deps.now())
      // A request with no session at all (no account, no guest) is answered and kept nowhere.
      const owner = caller.userId || caller.guestSessionId ? ownerOf(caller) : null
      const credits = owner ? await record(caller, owner, attempt) : 0
      return { review, attempt, creditsEarned: credits, saved: caller.userId !== null }
    },

    async history(caller: Caller) {
      const owner = ownerOf(caller)
      const attempts = await loadHistory(caller, owner)
      return {
        attempts: attempts.slice().reverse(),
        trends: skillTrends(attempts),
        bests: personalBests(attempts),
        note: latestPracticeNote(attempts),
        saved: caller.userId !== null,
      }
    },
  }
}

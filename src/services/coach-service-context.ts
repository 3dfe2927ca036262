import type { CoachContext } from '@/ai'
import {
  createDiagnosticsRepository,
  createLedgerRepository,
  createMemoryRepository,
  createResumesRepository,
  createUsersRepository,
  type DiagnosticRow,
  type OwnerKey,
} from '@/data'
import type { CoachingMemory, RoadmapProgressInput } from '@/domain/coaching'
import { updateMemory } from '@/domain/coaching'
import type { Journey } from '@/domain/journey'
import type { Caller, ServiceDeps } from './context'
import { createJourneyService, type JourneyService } from './journey-service'

/** Everything one turn needs: what the engine sees, plus the rows the memory update reads. */
export interface TurnFacts {
  context: CoachContext
  /** The stored memory, or one shaped from the diagnostic when there is none yet. */
  memory: CoachingMemory
  stored: CoachingMemory | null
  row: DiagnosticRow | undefined
  resume: Awaited<ReturnType<ReturnType<typeof createResumesRepository>['latest']>>
}

function firstWord(name: string | undefined): string | undefined {
  const word = name?.trim().split(/\s+/)[0]
  return word === '' ? undefined : word
}

/**
 * Reads what the coach may know about the caller: first name, stored memory, latest diagnostic
 * (and its answers), resume insights and live progress on the target role's roadmap.
 */
/** `journeys`: the shared journey service (built once by createServices); tests may omit it. */
export function createCoachFacts(
  deps: ServiceDeps,
  journeys: JourneyService = createJourneyService(deps),
) {
  const diagnostics = createDiagnosticsRepository(deps.db)
  const memories = createMemoryRepository(deps.db)
  const resumes = createResumesRepository(deps.db)
  const users = createUsersRepository(deps.db)
  const ledger = createLedgerRepository(deps.db)

  /** The credit balance for an account; a visitor has none. */
  async function creditsOf(caller: Caller): Promise<number | undefined> {
    return caller.userId ? ledger.balance(caller.userId) : undefined
  }

  /** Progress on the target role's roadmap, read from the journey: accounts only. */
  function progressOf(caller: Caller, journey: Journey | undefined) {
    if (!caller.userId || !journey) return undefined
    const nextStepTitle = journey.nextStep?.title
    const progress: RoadmapProgressInput = {
      roleId: journey.targetRole.id,
      completedSteps: journey.progress.done,
      totalSteps: journey.progress.total,
      ...(nextStepTitle === undefined ? {} : { nextStepTitle }),
    }
    return progress
  }

  async function firstNameOf(caller: Caller, row: DiagnosticRow | undefined) {
    const account = caller.userId ? await users.findById(caller.userId) : undefined
    return firstWord(account?.name) ?? firstWord(row?.answers.first_name)
  }

  return {
    async read(caller: Caller, owner: OwnerKey): Promise<TurnFacts> {
      const [row, storedRow, resume] = await Promise.all([
        diagnostics.latest(owner),
        memories.get(owner),
        resumes.latest(owner),
      ])
      const [firstName, journey, credits] = await Promise.all([
        firstNameOf(caller, row),
        row ? journeys.fromRow(row, caller.userId) : Promise.resolve(undefined),
        creditsOf(caller),
      ])
      const roadmapProgress = progressOf(caller, journey)
      const stored = storedRow?.memory ?? null
      const diagnostic = row?.result ?? null
      const memory =
        stored ?? shapedMemory({ row, resume, roadmapProgress, journey, now: deps.now() })
      const context: CoachContext = {
        memory,
        diagnostic,
        ...(firstName === undefined ? {} : { firstName }),
        ...(roadmapProgress === undefined ? {} : { roadmapProgress }),
        ...(journey === undefined ? {} : { journey }),
        ...(credits === undefined ? {} : { credits }),
      }
      return { context, memory, stored, row, resume }
    },
  }
}

/**
 * The memory before any coaching turn: shaped from the diagnostic, answers, resume and progress
 * by the same rules a turn uses, with no insight and no session yet.
 */
export function shapedMemory(facts: {
  row: DiagnosticRow | undefined
  resume: TurnFacts['resume']
  roadmapProgress?: RoadmapProgressInput | undefined
  journey?: Journey | undefined
  now: Date
}): CoachingMemory {
  const memory = updateMemory(null, {
    message: '',
    reply: '',
    diagnostic: facts.row?.result ?? null,
    answers: facts.row?.answers ?? null,
    resume: facts.resume?.insights ?? null,
    roadmapProgress: facts.roadmapProgress ?? null,
    journey: facts.journey ?? null,
    now: facts.now,
  })
  return { ...memory, lastSession: { mood: 'neutral' } }
}

import type { CoachContext } from '@/ai'
import {
  createDiagnosticsRepository,
  createMemoryRepository,
  createResumesRepository,
  createUsersRepository,
  type DiagnosticRow,
  type OwnerKey,
} from '@/data'
import { getRole } from '@/domain/catalogue'
import type { CoachingMemory, RoadmapProgressInput } from '@/domain/coaching'
import { updateMemory } from '@/domain/coaching'
import type { DiagnosticResult } from '@/domain/diagnostic'
import type { Caller, ServiceDeps } from './context'
import { createRoadmapService } from './roadmap-service'

/** Everything one turn needs: what the engine sees, plus the rows the memory update reads. */
export interface TurnFacts {
  context: CoachContext
  /** The stored memory, or one shaped from the diagnostic when there is none yet. */
  memory: CoachingMemory
  stored: CoachingMemory | null
  row: DiagnosticRow | undefined
  resume: Awaited<ReturnType<ReturnType<typeof createResumesRepository>['latest']>>
}

function targetRoleId(diagnostic: DiagnosticResult): string | undefined {
  return diagnostic.careerMatches[0]?.roleId ?? diagnostic.selectedRoadmap.roleId
}

function firstWord(name: string | undefined): string | undefined {
  const word = name?.trim().split(/\s+/)[0]
  return word === '' ? undefined : word
}

/**
 * Reads what the coach may know about the caller: first name, stored memory, latest diagnostic
 * (and its answers), resume insights and live progress on the target role's roadmap.
 */
export function createCoachFacts(deps: ServiceDeps) {
  const diagnostics = createDiagnosticsRepository(deps.db)
  const memories = createMemoryRepository(deps.db)
  const resumes = createResumesRepository(deps.db)
  const users = createUsersRepository(deps.db)
  const roadmap = createRoadmapService(deps)

  /** Progress on the target role's roadmap: accounts only (the ledger belongs to a user). */
  async function progressOf(
    caller: Caller,
    diagnostic: DiagnosticResult | undefined,
  ): Promise<RoadmapProgressInput | undefined> {
    const roleId = diagnostic ? targetRoleId(diagnostic) : undefined
    const role = roleId === undefined ? undefined : getRole(roleId)
    if (!caller.userId || !role) return undefined
    const progress = await roadmap.progress(caller.userId, role.id)
    const next = progress.steps.find((s) => s.status !== 'completed' && s.status !== 'skipped')
    const nextStepTitle = role.roadmapSteps.find((s) => s.id === next?.stepId)?.title
    return {
      roleId: role.id,
      completedSteps: progress.completedSteps,
      totalSteps: progress.totalSteps,
      ...(nextStepTitle === undefined ? {} : { nextStepTitle }),
    }
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
      const [firstName, roadmapProgress] = await Promise.all([
        firstNameOf(caller, row),
        progressOf(caller, row?.result),
      ])
      const stored = storedRow?.memory ?? null
      const diagnostic = row?.result ?? null
      const memory = stored ?? shapedMemory({ row, resume, roadmapProgress, now: deps.now() })
      const context: CoachContext = {
        memory,
        diagnostic,
        ...(firstName === undefined ? {} : { firstName }),
        ...(roadmapProgress === undefined ? {} : { roadmapProgress }),
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
  now: Date
}): CoachingMemory {
  const memory = updateMemory(null, {
    message: '',
    reply: '',
    diagnostic: facts.row?.result ?? null,
    answers: facts.row?.answers ?? null,
    resume: facts.resume?.insights ?? null,
    roadmapProgress: facts.roadmapProgress ?? null,
    now: facts.now,
  })
  return { ...memory, lastSession: { mood: 'neutral' } }
}

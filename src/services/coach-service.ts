import type { CoachEngine } from '@/ai/coach-engine'
import { createChatRepository, type ChatMessageRow, type OwnerKey } from '@/data'
import { buildCareerPlan, type ChatMessage, type CoachingMemory } from '@/domain/coaching'
import type {
  CareerPlanResponse,
  ChatChannel,
  ChatHistoryResponse,
  ChatRequest,
  ChatResponse,
  ChatStreamEvent,
  MemoryEditRequest,
} from '@/contract'
import { createCoachFacts, type TurnFacts } from './coach-service-context'
import { memoryAfterTurn } from '@/domain/coaching'
import { createMemoryStore } from './coach-service-memory'
import type { JourneyService } from './journey-service'
import type { TurnOutcome } from './coach-service-turn'
import { requireSameUser, type Caller, type ServiceDeps } from './context'
import { ServiceError } from './errors'
import { ownerOf } from './owner'
import { currentSitting, sittingLimit } from './coach-sitting'

function toChatMessage(row: ChatMessageRow): ChatMessage & { channel: ChatChannel } {
  return {
    id: String(row.id ?? 0),
    role: row.role,
    content: row.content,
    timestamp: row.createdAt,
    channel: row.channel,
  }
}

/** The widget's own history (what the user sees), with ids and times filled in where missing. */
function clientHistory(request: ChatRequest, now: string): ChatMessage[] {
  return (request.conversationHistory ?? []).map((m, i) => ({
    id: m.id ?? `client-${String(i)}`,
    role: m.role,
    content: m.content,
    timestamp: m.timestamp ?? now,
  }))
}

type EngineModule = typeof import('./coach-service-engine')

interface EngineSide {
  offline: CoachEngine
  coachNotes: EngineModule['coachNotes']
  runTurn: EngineModule['runTurn']
}

function engineSideOf(m: EngineModule): EngineSide {
  return { offline: m.createOfflineCoach(), coachNotes: m.coachNotes, runTurn: m.runTurn }
}

export function createCoachService(deps: ServiceDeps, journeys?: JourneyService) {
  const chats = createChatRepository(deps.db)
  const facts = createCoachFacts(deps, journeys)
  const memory = createMemoryStore(deps)
  // The engine side loads with the first turn (coach-service-engine.ts): reading the history or
  // the memory needs none of it.
  let engineSide: Promise<EngineSide> | undefined
  const loadEngine = () => (engineSide ??= import('./coach-service-engine').then(engineSideOf))

  /** Caller checks shared by both forms of the chat call. */
  function ownerForChat(caller: Caller, request: ChatRequest): OwnerKey {
    // A userId in the body must be the caller's own (401 when signed out, 403 when another's).
    if (request.userId) requireSameUser(caller, request.userId)
    return ownerOf(caller)
  }

  async function historyFor(owner: OwnerKey, channel: ChatChannel, request: ChatRequest) {
    if (channel === 'widget' && request.conversationHistory) {
      return clientHistory(request, deps.now().toISOString())
    }
    // The current sitting only, never the whole history of a long-lived account: the coach
    // reads its last turns and checks the rest against saying a sentence twice.
    const page = await chats.page(owner, channel, { limit: sittingLimit })
    return currentSitting(page.rows.map(toChatMessage))
  }

  /** Stores the exchange and, for coaching chats and accounts, updates the coaching memory. */
  async function finishTurn(
    caller: Caller,
    owner: OwnerKey,
    channel: ChatChannel,
    turn: { message: string; history: readonly ChatMessage[]; facts: TurnFacts },
    outcome: TurnOutcome,
  ) {
    if (outcome.text.trim() === '') return
    const now = deps.now().toISOString()
    await chats.add([
      { ownerKey: owner, channel, role: 'user', content: turn.message, createdAt: now },
      { ownerKey: owner, channel, role: 'assistant', content: outcome.text, createdAt: now },
    ])
    if (channel !== 'coaching' && !caller.userId) return
    const { facts: f } = turn
    // What the turn taught (situation, goal, plan, mood), judged on the user's words and the
    // conversation, whichever engine replied.
    const { coachNotes } = await loadEngine()
    const notes = coachNotes({ message: turn.message, history: turn.history, context: f.context })
    const next = memoryAfterTurn(
      f.stored,
      {
        message: turn.message,
        reply: outcome.complete ? outcome.text : '',
        diagnostic: f.row?.result ?? null,
        answers: f.row?.answers ?? null,
        resume: f.resume?.insights ?? null,
        roadmapProgress: f.context.roadmapProgress ?? null,
        journey: f.context.journey ?? null,
        situation: notes.situation,
        insights: notes.insights,
        now: deps.now(),
      },
      await memory.pinned(owner),
    )
    await memory.save(owner, next)
  }

  /**
   * One chat turn as stream events. The exchange is stored when the stream ends (also when the
   * reader stops early, with the part of the reply it got).
   */
  async function stream(
    caller: Caller,
    request: ChatRequest,
    signal?: AbortSignal,
  ): Promise<AsyncGenerator<ChatStreamEvent>> {
    const owner = ownerForChat(caller, request)
    const channel: ChatChannel = request.sessionType === 'coaching' ? 'coaching' : 'widget'
    const message = request.message.trim()
    const [turnFacts, history, engine] = await Promise.all([
      facts.read(caller, owner),
      historyFor(owner, channel, request),
      loadEngine(),
    ])
    const turn = { message, history, facts: turnFacts }
    const { events, outcome } = engine.runTurn(
      deps.coach?.() ?? engine.offline,
      engine.offline,
      { message, history, context: turnFacts.context },
      signal,
    )
    return (async function* stored() {
      try {
        yield* events
      } finally {
        await finishTurn(caller, owner, channel, turn, outcome)
      }
    })()
  }

  return {
    stream,

    /** The JSON form: the whole reply at once. */
    async chat(caller: Caller, request: ChatRequest, signal?: AbortSignal): Promise<ChatResponse> {
      let last: ChatStreamEvent | undefined
      for await (const event of await stream(caller, request, signal)) last = event
      if (last?.type === 'error') throw new Error(last.message)
      if (last?.type !== 'done') throw new Error('Becky stopped before finishing her reply')
      return { response: last.response, engine: last.engine, fallback: last.fallback }
    },

    async history(
      caller: Caller,
      window: { channel?: ChatChannel; before?: number; limit: number },
    ): Promise<ChatHistoryResponse> {
      const page = await chats.page(ownerOf(caller), window.channel, window)
      return { messages: page.rows.map(toChatMessage), hasMore: page.hasMore }
    },

    async clearHistory(caller: Caller) {
      return { cleared: await chats.clear(ownerOf(caller)) }
    },

    /** The stored memory, or one shaped from the diagnostic when there is none yet. */
    async memory(caller: Caller): Promise<CoachingMemory> {
      return (await facts.read(caller, ownerOf(caller))).memory
    },

    async editMemory(caller: Caller, edit: MemoryEditRequest): Promise<CoachingMemory> {
      const owner = ownerOf(caller)
      return memory.edit(owner, (await facts.read(caller, owner)).memory, edit)
    },

    forgetMemory: (caller: Caller) => memory.forget(ownerOf(caller)),

    async careerPlan(caller: Caller): Promise<CareerPlanResponse> {
      const read = await facts.read(caller, ownerOf(caller))
      if (!read.row) {
        throw new ServiceError(
          404,
          'Failed to generate career plan: take the career diagnostic first.',
          'no_diagnostic',
        )
      }
      return { data: buildCareerPlan(read.row.result, read.context.journey ?? null) }
    },
  }
}

import { detectCapabilities, offerModels, type GpuCapabilities } from './capabilities'
import { modelChoices, retiredModelIds, type ModelChoice } from './model-catalog'
import { isAbortError, type ModelTransport } from './model-transport'
import type { LoadProgress } from './protocol'
import { createWebLlmCoach, type WebLlmCoach } from './webllm-coach'
import { extractResumeInsights, type TaskOptions } from './model-tasks'
import { buildResultsNarrative } from './results-narrative-task'
import { voiceProspectLine, type VoicedLine } from './prospect-voice-task'
import { createWorkerTransport } from './worker-transport'
import type { DiagnosticResult, ResumeInsights } from '@/domain/diagnostic/diagnostic-types'
import type { MergedInsights } from '../prompt/resume-extraction'
import type { ResultsNarrative } from '../prompt/results-narrative'
import type { ModelVoiceOptions, VoiceRequest } from '@/domain/practice/voice'

/** What the model does besides chat, once ready. Both fall back to the deterministic answer. */
export interface ModelTasks {
  extractResume(
    text: string,
    parsed: ResumeInsights,
    options?: TaskOptions,
  ): Promise<MergedInsights>
  resultsNarrative(
    result: DiagnosticResult,
    user?: { firstName?: string; goal?: string },
    options?: TaskOptions,
  ): Promise<ResultsNarrative | null>
  /** The practice room's prospect or interviewer line in the persona's voice, or the decided line. */
  prospectVoice(request: VoiceRequest, options?: ModelVoiceOptions): Promise<VoicedLine>
}

/**
 * What the AI panel shows. Beyond the five states of the brief ('unsupported', 'not-downloaded',
 * 'downloading', 'ready', 'error') there is 'checking' before the first check and 'cached' for
 * weights already on the device but not yet loaded onto the GPU (download() then loads them
 * from the cache, without network).
 */
export type ModelStatus =
  | { kind: 'checking' }
  | { kind: 'unsupported'; reason: string }
  | {
      kind: 'not-downloaded'
      /** The model Download fetches unless another offer is chosen: the first offer by default. */
      model: ModelChoice
      /** Every model this device can run, best first (`offerModels`), for the person to choose. */
      offers: readonly ModelChoice[]
    }
  | { kind: 'cached'; model: ModelChoice }
  | {
      kind: 'downloading'
      model: ModelChoice
      progress: LoadProgress
      /** 'device' when the weights were already cached: loading, not downloading. */
      source: 'network' | 'device'
    }
  | { kind: 'ready'; model: ModelChoice }
  | { kind: 'error'; model: ModelChoice | null; reason: string }

/** Remembers that the user opted in, so a check never starts the engine for people who did not. */
export interface OptInStore {
  get(): boolean
  set(value: boolean): void
}

export interface ModelControllerOptions {
  createTransport?: () => ModelTransport
  detect?: () => Promise<GpuCapabilities>
  optIn?: OptInStore
}

export interface ModelController {
  getStatus(): ModelStatus
  subscribe(listener: (status: ModelStatus) => void): () => void
  checkSupport(): Promise<ModelStatus>
  /**
   * Downloads (or loads from cache) a model; resolves when ready, cancelled or failed. `modelId`
   * picks one of the offers (ignored when it is not offered); without it, the current model.
   */
  download(modelId?: string): Promise<void>
  cancel(): void
  /** Unloads the model and deletes its weights (and any other model of ours) from the browser cache. */
  remove(): Promise<void>
  /** The on-device coach once the model is ready, otherwise null. */
  coach(): WebLlmCoach | null
  /** Resume extraction and results wording once the model is ready, otherwise null. */
  tasks(): ModelTasks | null
}

const optInKey = 'salespath.coach-model.opted-in'

/** localStorage when there is one, else memory. A UI preference, not user data. */
export function browserOptInStore(): OptInStore {
  let memory = false
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage
  return {
    get: () => (storage ? storage.getItem(optInKey) === 'yes' : memory),
    set(value) {
      memory = value
      if (value) storage?.setItem(optInKey, 'yes')
      else storage?.removeItem(optInKey)
    },
  }
}

const zeroProgress: LoadProgress = { loadedBytes: 0, totalBytes: 0, percent: 0, text: 'Starting…' }

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message !== ''
    ? error.message
    : 'The model could not be loaded.'
}

function tasksOver(transport: ModelTransport): ModelTasks {
  return {
    extractResume: (text, parsed, options) =>
      extractResumeInsights(transport, text, parsed, options),
    resultsNarrative: (result, user, options) =>
      buildResultsNarrative(transport, result, user, options),
    prospectVoice: (request, options) => voiceProspectLine(transport, request, options),
  }
}

export function createModelController(options: ModelControllerOptions = {}): ModelController {
  const { detect = () => detectCapabilities(), optIn = browserOptInStore() } = options
  const createTransport = options.createTransport ?? (() => createWorkerTransport())
  let transport: ModelTransport | undefined
  let status: ModelStatus = { kind: 'checking' }
  let offers: readonly ModelChoice[] = []
  let model: ModelChoice | null = null
  let pending: AbortController | undefined
  let engine: WebLlmCoach | null = null
  const listeners = new Set<(status: ModelStatus) => void>()

  const getTransport = () => (transport ??= createTransport())

  function set(next: ModelStatus): ModelStatus {
    status = next
    for (const listener of listeners) listener(next)
    return next
  }

  function notDownloaded(choice: ModelChoice): ModelStatus {
    return { kind: 'not-downloaded', model: choice, offers }
  }

  /** The first offer whose weights are already here, else the current choice, not downloaded. */
  async function cacheStatus(choice: ModelChoice): Promise<ModelStatus> {
    for (const offer of [choice, ...offers.filter((o) => o !== choice)]) {
      if (await getTransport().cacheStatus(offer.modelId)) {
        model = offer
        return { kind: 'cached', model: offer }
      }
    }
    return notDownloaded(choice)
  }

  /** Only users who opted in before get a cache check, which starts the engine worker. */
  function restingStatus(choice: ModelChoice): Promise<ModelStatus> {
    if (!optIn.get()) return Promise.resolve(notDownloaded(choice))
    return cacheStatus(choice)
  }

  /** After a cancel: keep the opt-in only if the weights made it into the cache. */
  async function afterCancel(choice: ModelChoice): Promise<ModelStatus> {
    const cached = await getTransport()
      .cacheStatus(choice.modelId)
      .catch(() => false)
    if (cached) return { kind: 'cached', model: choice }
    optIn.set(false)
    return notDownloaded(choice)
  }

  async function checkSupport(): Promise<ModelStatus> {
    const caps = await detect()
    offers = offerModels(caps)
    // Keep the person's choice across checks while it is still offered.
    model = offers.find((o) => o.modelId === model?.modelId) ?? offers[0] ?? null
    if (!caps.webgpu) return set({ kind: 'unsupported', reason: caps.reason })
    if (!model) return set({ kind: 'unsupported', reason: 'No model fits this device.' })
    if (status.kind === 'ready' || status.kind === 'downloading') return status
    try {
      return set(await restingStatus(model))
    } catch (error) {
      return set({ kind: 'error', model, reason: reasonOf(error) })
    }
  }

  async function download(modelId?: string): Promise<void> {
    if (status.kind === 'downloading' || status.kind === 'ready') return
    const choice =
      modelId === undefined || modelId === model?.modelId
        ? model
        : offers.find((o) => o.modelId === modelId)
    if (!choice) return
    model = choice
    const controller = new AbortController()
    const source = status.kind === 'cached' && status.model === choice ? 'device' : 'network'
    pending = controller
    optIn.set(true)
    set({ kind: 'downloading', model: choice, progress: zeroProgress, source })
    const onProgress = (progress: LoadProgress) => {
      if (!controller.signal.aborted) set({ kind: 'downloading', model: choice, progress, source })
    }
    try {
      await getTransport().load(choice.modelId, onProgress, controller.signal)
      engine = createWebLlmCoach({
        transport: getTransport(),
        onModelFailure: (reason) => failAfterReady(choice, reason),
      })
      set({ kind: 'ready', model: choice })
    } catch (error) {
      if (isAbortError(error)) set(await afterCancel(choice))
      else set({ kind: 'error', model: choice, reason: reasonOf(error) })
    } finally {
      if (pending === controller) pending = undefined
    }
  }

  /** A model that broke after "Ready" (lost GPU, crashed worker) is no longer offered to the chat. */
  function failAfterReady(choice: ModelChoice, reason: string): void {
    if (status.kind !== 'ready') return
    engine = null
    set({ kind: 'error', model: choice, reason })
  }

  /** Other models of ours still in the cache (the other tier, an earlier release's model). */
  async function removeOthers(choice: ModelChoice): Promise<void> {
    const others = [...modelChoices.map((m) => m.modelId), ...retiredModelIds]
    for (const modelId of others.filter((id) => id !== choice.modelId)) {
      try {
        if (await getTransport().cacheStatus(modelId)) await getTransport().deleteModel(modelId)
      } catch {
        // Best effort: the chosen model is gone, which is what the person asked for.
      }
    }
  }

  async function remove(): Promise<void> {
    const choice = model
    pending?.abort()
    engine = null
    optIn.set(false)
    if (!choice) return
    try {
      await getTransport().unload()
      await getTransport().deleteModel(choice.modelId)
      await removeOthers(choice)
      set(notDownloaded(offers.includes(choice) ? choice : (offers[0] ?? choice)))
    } catch (error) {
      set({ kind: 'error', model: choice, reason: reasonOf(error) })
    } finally {
      // Frees the worker and its GPU memory; a later download starts a fresh one.
      transport?.dispose()
      transport = undefined
    }
  }

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    checkSupport,
    download,
    cancel: () => pending?.abort(),
    remove,
    coach: () => (status.kind === 'ready' ? engine : null),
    tasks: () => (status.kind === 'ready' && engine ? tasksOver(getTransport()) : null),
  }
}

import { createContext, useContext, useEffect, useSyncExternalStore } from 'react'
import type { DiagnosticResult, ResumeInsights } from '@/domain/diagnostic/diagnostic-types'
import type { VoiceRequest } from '@/domain/practice/voice'

/**
 * The UI's view of the on-device model (the "On-device AI" panel, streaming in the chat). The
 * screens may not import src/ai, so the shapes are restated here; the app provides the real
 * controller (src/app/coach-runtime.ts), and TypeScript checks there that the two agree.
 */
export interface CoachModelChoice {
  modelId: string
  label: string
  /** 'light' (about 1 GB, most devices) or 'quality' (2-3 GB, devices with plenty of memory). */
  tier: 'light' | 'quality'
  /** Approximate download and storage size in MB. */
  approxDownloadMB: number
}

export interface CoachModelProgress {
  loadedBytes: number
  totalBytes: number
  /** 0 to 100. */
  percent: number
  text: string
}

export type CoachModelStatus =
  | { kind: 'checking' }
  | { kind: 'unsupported'; reason: string }
  | {
      kind: 'not-downloaded'
      /** The model Download fetches unless the person picks another offer. */
      model: CoachModelChoice
      /** Every model this device can run, best first. */
      offers: readonly CoachModelChoice[]
    }
  | { kind: 'cached'; model: CoachModelChoice }
  | {
      kind: 'downloading'
      model: CoachModelChoice
      progress: CoachModelProgress
      /** 'device': the weights are already stored here, so this is loading, not downloading. */
      source: 'network' | 'device'
    }
  | { kind: 'ready'; model: CoachModelChoice }
  | { kind: 'error'; model: CoachModelChoice | null; reason: string }

/** Resume insights with the fields the model filled, for the "suggested" mark. */
export interface ModelSuggestedInsights {
  insights: ResumeInsights
  suggested: {
    fields: (keyof ResumeInsights)[]
    skills: string[]
    achievements: string[]
  }
}

export interface ModelNarrative {
  coachMessage: string
  matchReasons: string[]
}

/** What the ready model does besides chat; every call resolves, falling back to ours. */
export interface CoachModelTasks {
  extractResume(text: string, parsed: ResumeInsights): Promise<ModelSuggestedInsights>
  /** Null means: keep the deterministic text. */
  resultsNarrative(
    result: DiagnosticResult,
    user?: { firstName?: string; goal?: string },
  ): Promise<ModelNarrative | null>
  /**
   * The practice room's prospect or interviewer line in the model's words (the request's last
   * line); the decided line when the model fails, is slow or changes its meaning. Optional: the
   * room speaks with its own lines wherever the model offers no voice.
   */
  prospectVoice?: (request: VoiceRequest) => Promise<{ text: string; byModel: boolean }>
}

export interface CoachModelControl {
  getStatus(): CoachModelStatus
  subscribe(listener: (status: CoachModelStatus) => void): () => void
  /** Checks WebGPU; never downloads anything unless the user opted in before. */
  checkSupport(): Promise<unknown>
  /**
   * The user's opt-in: downloads (or loads from the browser cache) and resolves when settled.
   * `modelId` picks one of the offers; without it, the status's model.
   */
  download(modelId?: string): Promise<void>
  cancel(): void
  /** Unloads the model and deletes its weights from the browser. */
  remove(): Promise<void>
  /** The model's extraction and wording tasks while it is ready; null otherwise. */
  tasks?(): CoachModelTasks | null
}

const notProvided: CoachModelStatus = {
  kind: 'unsupported',
  reason: 'On-device AI is not available in this build.',
}

/** Used when no app provides a controller (tests, isolated renders): the offline coach only. */
export const offlineOnlyControl: CoachModelControl = {
  // One object: useSyncExternalStore needs the same snapshot until something changes.
  getStatus: () => notProvided,
  subscribe: () => () => undefined,
  checkSupport: () => Promise.resolve(),
  download: () => Promise.resolve(),
  cancel: () => undefined,
  remove: () => Promise.resolve(),
}

export const CoachModelContext = createContext<CoachModelControl>(offlineOnlyControl)

/**
 * The model's live status and controls. Unless `check` is false, the first screen that asks
 * starts the support check (no worker and no download, except that someone who opted in on an
 * earlier visit gets their cached model loaded again). Screens that only need to know whether
 * the model is ready pass `check: false`, so merely rendering them costs nothing.
 */
export function useCoachModel(options: { check?: boolean } = {}): {
  status: CoachModelStatus
  control: CoachModelControl
} {
  const { check = true } = options
  const control = useContext(CoachModelContext)
  const status = useSyncExternalStore(
    (onChange) => control.subscribe(onChange),
    () => control.getStatus(),
    () => control.getStatus(),
  )
  useEffect(() => {
    if (check && control.getStatus().kind === 'checking') void control.checkSupport()
  }, [control, check])
  return { status, control }
}

/** True when replies come from the on-device model, so the chat asks for a stream. */
export const isModelReady = (status: CoachModelStatus) => status.kind === 'ready'

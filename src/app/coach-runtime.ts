import type { CoachEngine, ModelController } from '@/ai'
import type { CoachModelControl, CoachModelStatus } from '@/api/coach-model'

/**
 * One per page: owns the on-device model controller and answers "which engine now?".
 *
 * Nothing here loads at start but this file. The controller module (src/ai) is imported on the
 * first support check, which needs no worker; the worker (with @mlc-ai/web-llm) starts only when
 * the user opts in with Download, or when they opted in on an earlier visit and the weights are
 * already in the browser cache (then the model loads from the cache, without network).
 */
export interface CoachRuntime extends CoachModelControl {
  /** The on-device coach when the user opted in and the model is ready; null means offline. */
  engine(): CoachEngine | null
}

type LoadController = () => Promise<ModelController>

const loadController: LoadController = async () => (await import('@/ai')).createModelController()

export function createCoachRuntime(load: LoadController = loadController): CoachRuntime {
  let controller: ModelController | undefined
  let loading: Promise<ModelController> | undefined
  let checking: Promise<unknown> | undefined
  let status: CoachModelStatus = { kind: 'checking' }
  const listeners = new Set<(status: CoachModelStatus) => void>()

  function publish(next: CoachModelStatus) {
    status = next
    for (const listener of listeners) listener(next)
  }

  function ensure(): Promise<ModelController> {
    loading ??= load().then((loaded) => {
      controller = loaded
      loaded.subscribe(publish)
      return loaded
    })
    // A failed chunk load (offline before the first visit finished) can be retried later.
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  async function check(): Promise<CoachModelStatus> {
    try {
      const model = await ensure()
      const checked = await model.checkSupport()
      // 'cached' is only reported to people who opted in before: bring their model back.
      if (checked.kind === 'cached') void model.download()
      return checked
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'The on-device AI could not start.'
      publish({ kind: 'error', model: null, reason })
      checking = undefined
      return status
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
    checkSupport: () => (checking ??= check()),
    async download(modelId?: string) {
      await (await ensure()).download(modelId)
    },
    cancel: () => controller?.cancel(),
    async remove() {
      await (await ensure()).remove()
    },
    engine: () => controller?.coach() ?? null,
    tasks: () => controller?.tasks() ?? null,
  }
}

/** The page's runtime; main.tsx hands its engine to the in-page server. */
export const coachRuntime = createCoachRuntime()

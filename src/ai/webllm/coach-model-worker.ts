/**
 * The model worker: the only module that imports @mlc-ai/web-llm, so its multi-megabyte engine
 * never lands on the main thread. The file name must start with 'coach-model-worker': the PWA
 * precache excludes that pattern, and the engine is cached only when the user opts in.
 */
import {
  deleteModelAllInfoInCache,
  hasModelInCache,
  MLCEngine,
  prebuiltAppConfig,
  type AppConfig,
} from '@mlc-ai/web-llm'
import type { ModelMessage } from '../prompt/build-messages'
import { isWorkerRequest, type WorkerResponse } from './protocol'
import { createWorkerHandler, type EngineLike } from './worker-handler'

// The Cache API backend is web-llm's best-tested one (config.d.ts); set it explicitly.
const appConfig: AppConfig = { ...prebuiltAppConfig, cacheBackend: 'cache' }
const mlc = new MLCEngine({ appConfig })

const engine: EngineLike = {
  setInitProgressCallback: (callback) => mlc.setInitProgressCallback(callback),
  reload: (modelId) => mlc.reload(modelId),
  unload: () => mlc.unload(),
  interruptGenerate: () => mlc.interruptGenerate(),
  async streamChat(messages: ModelMessage[], maxTokens: number, schema?: string) {
    const chunks = await mlc.chat.completions.create({
      messages,
      stream: true,
      // Extraction wants the likeliest reading; chat a little variety.
      temperature: schema === undefined ? 0.6 : 0,
      max_tokens: maxTokens,
      ...(schema === undefined ? {} : { response_format: { type: 'json_object', schema } }),
    })
    return (async function* tokens() {
      for await (const chunk of chunks) yield chunk.choices[0]?.delta.content ?? ''
    })()
  },
}

interface WorkerScope {
  postMessage(message: WorkerResponse): void
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
}
const scope = self as unknown as WorkerScope

const handle = createWorkerHandler({
  engine,
  cache: {
    has: (modelId) => hasModelInCache(modelId, appConfig),
    remove: (modelId) => deleteModelAllInfoInCache(modelId, appConfig),
  },
  post: (response) => scope.postMessage(response),
})

scope.addEventListener('message', (event) => {
  if (isWorkerRequest(event.data)) void handle(event.data)
})

import type { BrowserContext, Page } from '@playwright/test'

/**
 * A stand-in for the on-device model, used only by e2e: headless Chromium has no WebGPU adapter
 * and no weights can be downloaded, so the test gives the page a fake adapter and serves this
 * script in place of the built `coach-model-worker*` chunk. The app's own code (detection,
 * controller, worker transport, protocol, service worker) runs unchanged; nothing of this ships.
 *
 * The fake speaks the worker protocol (src/ai/webllm/protocol.ts). It remembers "downloaded"
 * weights in the Cache API, as web-llm does, so a reload finds the model cached. A question
 * containing "break the model" gets one token and then an error, like a lost GPU. A JSON-mode
 * request for resume insights (its schema names "achievements") gets a fixed extraction with
 * one skill and one achievement the fixture resumes do not contain.
 */
const fakeWorkerSource = `
const fakeExtraction = {
  currentRole: 'Sales Development Representative',
  experience: 6,
  skills: ['Gong call reviews'],
  achievements: ['Built the team playbook for outbound to hospitals'],
}
const post = (message) => self.postMessage(message)
const key = (modelId) => new URL('/fake-model-weights/' + modelId, self.location.href).href
self.addEventListener('message', async (event) => {
  const request = event.data
  const weights = await caches.open('fake-model-weights')
  switch (request.type) {
    case 'cacheStatus':
      post({ type: 'cacheStatus', id: request.id, cached: (await weights.match(key(request.modelId))) !== undefined })
      return
    case 'load':
      post({ type: 'progress', id: request.id, progress: { loadedBytes: 50, totalBytes: 100, percent: 50, text: 'Fetching' } })
      await weights.put(key(request.modelId), new Response('weights'))
      post({ type: 'loaded', id: request.id })
      return
    case 'reply': {
      if (request.schema && request.schema.includes('achievements')) {
        post({ type: 'token', id: request.id, text: JSON.stringify(fakeExtraction) })
        post({ type: 'done', id: request.id })
        return
      }
      const question = request.messages[request.messages.length - 1].content
      if (question.includes('break the model')) {
        post({ type: 'token', id: request.id, text: 'Half a thought' })
        post({ type: 'error', id: request.id, message: 'GPU device lost' })
        return
      }
      for (const text of ['Fake model ', 'answer.']) post({ type: 'token', id: request.id, text })
      post({ type: 'done', id: request.id })
      return
    }
    case 'unload':
    case 'deleteModel':
      await weights.delete(key(request.modelId ?? ''))
      post({ type: 'ok', id: request.id })
      return
  }
})
`

/** A WebGPU adapter with 16-bit shaders, so the app offers the model. */
function fakeGpu() {
  const gpu = {
    requestAdapter: () => Promise.resolve({ features: new Set(['shader-f16']) }),
  }
  Object.defineProperty(Navigator.prototype, 'gpu', { get: () => gpu, configurable: true })
}

/** Every worker-chunk request of the context (page and service worker) gets the fake engine. */
export async function useFakeModel(page: Page, context: BrowserContext) {
  await page.addInitScript(fakeGpu)
  await context.route('**/coach-model-worker*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: fakeWorkerSource,
    }),
  )
}

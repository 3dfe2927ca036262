import { describe, expect, it } from 'vitest'
import { collectReply } from '../coach-engine'
import { mayaContext } from '../testing/coach-fixtures'
import { fakeTransport, type FakeTransportScript } from '../testing/fake-model'
import type { GpuCapabilities } from './capabilities'
import { lightF16, lightF32, qualityF16 } from './model-catalog'
import { createModelController, type ModelStatus, type OptInStore } from './model-controller'

function memoryOptIn(initial = false): OptInStore & { value: boolean } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (v: boolean) => {
      store.value = v
    },
  }
  return store
}

const progress = (percent: number) => ({
  loadedBytes: percent,
  totalBytes: 100,
  percent,
  text: `${percent}%`,
})

function setup(caps: GpuCapabilities, script: FakeTransportScript = {}, optedIn = false) {
  const transport = fakeTransport(script)
  let created = 0
  const optIn = memoryOptIn(optedIn)
  const controller = createModelController({
    detect: () => Promise.resolve(caps),
    createTransport: () => {
      created += 1
      return transport
    },
    optIn,
  })
  const seen: ModelStatus[] = []
  controller.subscribe((s) => seen.push(s))
  return { controller, transport, seen, optIn, created: () => created }
}

const f16: GpuCapabilities = { webgpu: true, shaderF16: true }
/** A device the quality tier fits: 8 GB of memory, 1 GiB buffers and bindings. */
const roomy: GpuCapabilities = {
  webgpu: true,
  shaderF16: true,
  maxBufferSize: 1024 ** 3,
  maxStorageBufferBindingSize: 1024 ** 3,
  deviceMemoryGB: 8,
}
const lightOnly = { kind: 'not-downloaded', model: lightF16, offers: [lightF16] }

describe('model controller', () => {
  it('starts in checking, then reports unsupported with the reason', async () => {
    const { controller } = setup({ webgpu: false, reason: 'No WebGPU here.' })
    expect(controller.getStatus()).toEqual({ kind: 'checking' })
    expect(await controller.checkSupport()).toEqual({
      kind: 'unsupported',
      reason: 'No WebGPU here.',
    })
    expect(controller.coach()).toBeNull()
  })

  it('offers the model that fits the GPU without starting the engine for a new user', async () => {
    const { controller, created } = setup(f16)
    expect(await controller.checkSupport()).toEqual(lightOnly)
    expect(created()).toBe(0)
    const small = setup({ webgpu: true, shaderF16: false })
    expect(await small.controller.checkSupport()).toEqual({
      kind: 'not-downloaded',
      model: lightF32,
      offers: [lightF32],
    })
  })

  it('a user who opted in before finds the model cached', async () => {
    const { controller } = setup(f16, { cached: true }, true)
    expect((await controller.checkSupport()).kind).toBe('cached')
  })

  it('downloads with progress, then is ready with an on-device coach', async () => {
    const { controller, seen, optIn } = setup(f16, {
      progress: [progress(10), progress(60), progress(100)],
    })
    await controller.checkSupport()
    await controller.download()
    const kinds = seen.map((s) =>
      s.kind === 'downloading' ? `downloading ${s.progress.percent}` : s.kind,
    )
    expect(kinds).toEqual([
      'not-downloaded',
      'downloading 0',
      'downloading 10',
      'downloading 60',
      'downloading 100',
      'ready',
    ])
    expect(controller.coach()?.kind).toBe('on-device')
    expect(optIn.value).toBe(true)
  })

  it('cancel returns to not-downloaded and forgets the opt-in', async () => {
    const { controller, optIn } = setup(f16, {
      progress: [progress(5), progress(20), progress(40), progress(80)],
    })
    await controller.checkSupport()
    const unsubscribe = controller.subscribe((s) => {
      if (s.kind === 'downloading' && s.progress.percent >= 20) controller.cancel()
    })
    await controller.download()
    unsubscribe()
    expect(controller.getStatus()).toEqual(lightOnly)
    expect(optIn.value).toBe(false)
    expect(controller.coach()).toBeNull()
  })

  it('a failed download shows the error', async () => {
    const { controller } = setup(f16, { loadError: 'Device lost while loading' })
    await controller.checkSupport()
    await controller.download()
    expect(controller.getStatus()).toEqual({
      kind: 'error',
      model: lightF16,
      reason: 'Device lost while loading',
    })
  })

  it('remove unloads, deletes the weights and stops the worker', async () => {
    const { controller, transport, optIn } = setup(f16)
    await controller.checkSupport()
    await controller.download()
    await controller.remove()
    expect(transport.calls.slice(0, 2)).toEqual(['load', 'unload'])
    expect(transport.calls[2]).toBe('deleteModel')
    expect(transport.calls.at(-1)).toBe('dispose')
    expect(transport.deleted).toEqual([lightF16.modelId])
    expect(controller.getStatus()).toEqual(lightOnly)
    expect(controller.coach()).toBeNull()
    expect(optIn.value).toBe(false)
  })

  it('stops notifying after unsubscribe', async () => {
    const { controller } = setup(f16)
    const seen: string[] = []
    const unsubscribe = controller.subscribe((s) => seen.push(s.kind))
    unsubscribe()
    await controller.checkSupport()
    expect(seen).toEqual([])
  })

  it('says "Loading from this device" (source device) for a cached model, "network" for a new one', async () => {
    const cached = setup(f16, { cached: true, progress: [progress(50)] }, true)
    expect((await cached.controller.checkSupport()).kind).toBe('cached')
    await cached.controller.download()
    const sources = cached.seen.flatMap((s) => (s.kind === 'downloading' ? [s.source] : []))
    expect(sources.length).toBeGreaterThan(0)
    expect(new Set(sources)).toEqual(new Set(['device']))

    const fresh = setup(f16, { progress: [progress(50)] })
    await fresh.controller.checkSupport()
    await fresh.controller.download()
    const fromNetwork = fresh.seen.flatMap((s) => (s.kind === 'downloading' ? [s.source] : []))
    expect(new Set(fromNetwork)).toEqual(new Set(['network']))
  })

  it('leaves "Ready" for an error with the reason when the model fails after loading', async () => {
    const { controller } = setup(f16, { tokens: ['Hel', 'lo'], failAfter: 1 })
    await controller.checkSupport()
    await controller.download()
    expect(controller.getStatus().kind).toBe('ready')
    const coach = controller.coach()
    if (!coach) throw new Error('expected the on-device coach')
    const text = await collectReply(
      coach.reply({ message: 'How do I handle objections?', history: [], context: mayaContext }),
    )
    expect(text).toContain('offline answer')
    expect(controller.getStatus()).toEqual({
      kind: 'error',
      model: lightF16,
      reason: 'The on-device model stopped: GPU device lost',
    })
    // The chat no longer gets the broken model: the offline coach answers from now on.
    expect(controller.coach()).toBeNull()
  })

  it('offers both tiers where the quality model fits, best first, and downloads the one chosen', async () => {
    const { controller, transport } = setup(roomy, { progress: [progress(50)] })
    expect(await controller.checkSupport()).toEqual({
      kind: 'not-downloaded',
      model: qualityF16,
      offers: [qualityF16, lightF16],
    })
    await controller.download(lightF16.modelId)
    expect(transport.loaded).toEqual([lightF16.modelId])
    expect(controller.getStatus()).toEqual({ kind: 'ready', model: lightF16 })
  })

  it('without a choice downloads the first offer; an id that is not offered does nothing', async () => {
    const { controller, transport } = setup(f16)
    await controller.checkSupport()
    await controller.download(qualityF16.modelId)
    expect(transport.loaded).toEqual([])
    expect(controller.getStatus()).toEqual(lightOnly)
    await controller.download()
    expect(transport.loaded).toEqual([lightF16.modelId])
  })

  it('a user who opted in finds whichever offered model is cached', async () => {
    const { controller } = setup(roomy, { cachedModels: [lightF16.modelId] }, true)
    expect(await controller.checkSupport()).toEqual({ kind: 'cached', model: lightF16 })
  })

  it('a new user gets no cache check even where both tiers are offered', async () => {
    const { controller, created } = setup(roomy, { cachedModels: [lightF16.modelId] })
    expect((await controller.checkSupport()).kind).toBe('not-downloaded')
    expect(created()).toBe(0)
  })

  it('remove also deletes the other tier and a retired model left in the cache', async () => {
    const retired = 'Qwen2.5-0.5B-Instruct-q4f32_1-MLC'
    const { controller, transport } = setup(roomy, {
      cachedModels: [lightF16.modelId, retired],
    })
    await controller.checkSupport()
    await controller.download(qualityF16.modelId)
    await controller.remove()
    expect(transport.deleted).toEqual([qualityF16.modelId, lightF16.modelId, retired])
    expect(controller.getStatus()).toEqual({
      kind: 'not-downloaded',
      model: qualityF16,
      offers: [qualityF16, lightF16],
    })
  })
})

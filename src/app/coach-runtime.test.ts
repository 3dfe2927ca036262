import { describe, expect, it, vi } from 'vitest'
import { collectReply, createModelController, type OptInStore } from '@/ai'
import { fakeTransport, tick } from '@/ai/testing/fake-model'
import type { CoachModelStatus } from '@/api/coach-model'
import { createCoachRuntime } from './coach-runtime'

function memoryOptIn(initial = false): OptInStore {
  let value = initial
  return { get: () => value, set: (next) => (value = next) }
}

const gpu = () => Promise.resolve({ webgpu: true as const, shaderF16: false })
const noGpu = () => Promise.resolve({ webgpu: false as const, reason: 'No WebGPU here.' })

const input = { message: 'Hi', history: [], context: { memory: null, diagnostic: null } }

describe('coach runtime', () => {
  it('loads nothing until asked, then reports that a GPU-less browser is not supported', async () => {
    const load = vi.fn(() => Promise.resolve(createModelController({ detect: noGpu })))
    const runtime = createCoachRuntime(load)
    expect(load).not.toHaveBeenCalled()
    expect(runtime.getStatus()).toEqual({ kind: 'checking' })
    await runtime.checkSupport()
    await runtime.checkSupport()
    expect(load).toHaveBeenCalledTimes(1)
    expect(runtime.getStatus()).toEqual({ kind: 'unsupported', reason: 'No WebGPU here.' })
    expect(runtime.engine()).toBeNull()
  })

  it('starts no model worker for someone who never opted in, and serves the model once downloaded', async () => {
    const transport = fakeTransport({ tokens: ['Hello', ' there'] })
    const createTransport = vi.fn(() => transport)
    const runtime = createCoachRuntime(() =>
      Promise.resolve(
        createModelController({ detect: gpu, createTransport, optIn: memoryOptIn() }),
      ),
    )
    const seen: CoachModelStatus['kind'][] = []
    runtime.subscribe((status) => seen.push(status.kind))
    await runtime.checkSupport()
    expect(runtime.getStatus().kind).toBe('not-downloaded')
    expect(createTransport).not.toHaveBeenCalled()
    await runtime.download()
    expect(seen).toContain('downloading')
    expect(runtime.getStatus().kind).toBe('ready')
    const engine = runtime.engine()
    expect(engine?.kind).toBe('on-device')
    expect(await collectReply(engine!.reply(input))).toBe('Hello there')
    await runtime.remove()
    expect(runtime.getStatus().kind).toBe('not-downloaded')
    expect(runtime.engine()).toBeNull()
  })

  it('brings back a cached model for someone who opted in on an earlier visit', async () => {
    const transport = fakeTransport({ cached: true })
    const runtime = createCoachRuntime(() =>
      Promise.resolve(
        createModelController({
          detect: gpu,
          createTransport: () => transport,
          optIn: memoryOptIn(true),
        }),
      ),
    )
    await runtime.checkSupport()
    await tick()
    await tick()
    expect(transport.calls).toContain('load')
    expect(runtime.getStatus().kind).toBe('ready')
  })

  it('reports a controller that fails to load as an error, and lets a later check retry', async () => {
    let fail = true
    const runtime = createCoachRuntime(() =>
      fail
        ? Promise.reject(new Error('Offline: the AI module could not load.'))
        : Promise.resolve(createModelController({ detect: noGpu })),
    )
    await runtime.checkSupport()
    expect(runtime.getStatus()).toEqual({
      kind: 'error',
      model: null,
      reason: 'Offline: the AI module could not load.',
    })
    fail = false
    await runtime.checkSupport()
    expect(runtime.getStatus().kind).toBe('unsupported')
  })
})

import { describe, expect, it } from 'vitest'
import { fakeCache, fakeEngine, memoryPort, tick } from '../testing/fake-model'
import { isAbortError } from './model-transport'
import type { LoadProgress } from './protocol'
import { createWorkerTransport, type WorkerPort } from './worker-transport'

const model = 'Llama-3.2-1B-Instruct-q4f16_1-MLC'
const messages = [
  { role: 'system' as const, content: 'You are Becky.' },
  { role: 'user' as const, content: 'How do I get promoted?' },
]

async function drain(stream: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = []
  for await (const token of stream) out.push(token)
  return out
}

describe('worker transport over the worker protocol (fake engine)', () => {
  it('reports load progress in order, then loads', async () => {
    const engine = fakeEngine({
      reports: [
        { progress: 0, timeElapsed: 0, text: 'Start to fetch params' },
        {
          progress: 0.5,
          timeElapsed: 1,
          text: 'Fetching param cache[1/2]: 345MB fetched. 50% completed',
        },
        {
          progress: 1,
          timeElapsed: 2,
          text: 'Fetching param cache[2/2]: 690MB fetched. 100% completed',
        },
      ],
    })
    const transport = createWorkerTransport(() => memoryPort(engine))
    const seen: LoadProgress[] = []
    await transport.load(model, (p) => seen.push(p))
    expect(seen.map((p) => p.percent)).toEqual([0, 50, 100])
    expect(seen[1]?.loadedBytes).toBe(345 * 1024 * 1024)
    expect(seen[2]?.totalBytes).toBe(690 * 1024 * 1024)
    expect(seen[0]?.totalBytes).toBeGreaterThan(600 * 1024 * 1024)
  })

  it('streams tokens in order and hands the messages to the engine', async () => {
    const engine = fakeEngine({ tokens: ['Ask ', 'your ', 'manager.'] })
    const transport = createWorkerTransport(() => memoryPort(engine))
    expect(await drain(transport.reply(messages))).toEqual(['Ask ', 'your ', 'manager.'])
    expect(engine.lastMessages).toEqual(messages)
  })

  it('aborting stops the stream and interrupts the engine', async () => {
    const engine = fakeEngine({ tokens: ['one ', 'two ', 'three ', 'four ', 'five'] })
    const port = memoryPort(engine)
    const transport = createWorkerTransport(() => port)
    const controller = new AbortController()
    const got: string[] = []
    for await (const token of transport.reply(messages, controller.signal)) {
      got.push(token)
      if (got.length === 2) controller.abort()
    }
    expect(got).toEqual(['one ', 'two '])
    expect(port.sent).toContain('interrupt')
    await tick()
    await tick()
    expect(engine.interrupted).toBe(true)
  })

  it('a reader that stops early also interrupts generation', async () => {
    const port = memoryPort(fakeEngine({ tokens: ['a', 'b', 'c'] }))
    const transport = createWorkerTransport(() => port)
    for await (const token of transport.reply(messages)) if (token === 'a') break
    expect(port.sent).toEqual(['reply', 'interrupt'])
  })

  it('a failure mid-reply ends the stream with the error after the tokens so far', async () => {
    const transport = createWorkerTransport(() =>
      memoryPort(fakeEngine({ tokens: ['a', 'b', 'c'], failAfter: 2 })),
    )
    const got: string[] = []
    await expect(async () => {
      for await (const token of transport.reply(messages)) got.push(token)
    }).rejects.toThrow('GPU device lost')
    expect(got).toEqual(['a', 'b'])
  })

  it('a failed load rejects with the engine message', async () => {
    const transport = createWorkerTransport(() =>
      memoryPort(fakeEngine({ loadError: 'Out of memory' })),
    )
    await expect(transport.load(model, () => undefined)).rejects.toThrow('Out of memory')
  })

  it('cancelling a load rejects with AbortError and unloads the engine', async () => {
    const engine = fakeEngine({
      reports: Array.from({ length: 50 }, (_, i) => ({
        progress: i / 50,
        timeElapsed: i,
        text: '',
      })),
    })
    const transport = createWorkerTransport(() => memoryPort(engine))
    const controller = new AbortController()
    const loading = transport.load(
      model,
      (p) => p.percent >= 10 && controller.abort(),
      controller.signal,
    )
    const error: unknown = await loading.catch((e: unknown) => e)
    expect(isAbortError(error)).toBe(true)
    await tick()
    await tick()
    expect(engine.unloaded).toBe(1)
  })

  it('answers cache status and deletes a model', async () => {
    const cache = fakeCache([model])
    const transport = createWorkerTransport(() => memoryPort(fakeEngine(), cache))
    expect(await transport.cacheStatus(model)).toBe(true)
    expect(await transport.cacheStatus('other')).toBe(false)
    await transport.deleteModel(model)
    expect(await transport.cacheStatus(model)).toBe(false)
  })

  it('starts the worker on first use only, and rejects pending calls if it fails to start', async () => {
    let spawned = 0
    const broken: WorkerPort = {
      send: () => undefined,
      listen: (_onMessage, onError) => setTimeout(() => onError('Failed to fetch the engine'), 0),
      terminate: () => undefined,
    }
    const transport = createWorkerTransport(() => {
      spawned += 1
      return broken
    })
    expect(spawned).toBe(0)
    await expect(transport.cacheStatus(model)).rejects.toThrow('Failed to fetch the engine')
    expect(spawned).toBe(1)
  })
})

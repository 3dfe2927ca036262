import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PARSE_BASE_MS, PARSE_MS_PER_PAGE } from '../limits'
import type { WorkerReply, WorkerRequest } from './read-isolated'

/** Stands in for the browser's Web Worker: records what it is sent, replies when told. */
class FakeWorker {
  static started: FakeWorker[] = []
  sent: WorkerRequest[] = []
  terminated = false
  private listeners: ((event: { data: WorkerReply }) => void)[] = []
  constructor() {
    FakeWorker.started.push(this)
  }
  addEventListener(type: string, listener: (event: { data: WorkerReply }) => void) {
    if (type === 'message') this.listeners.push(listener)
  }
  postMessage(message: WorkerRequest) {
    this.sent.push(message)
  }
  terminate() {
    this.terminated = true
  }
  reply(data: WorkerReply) {
    for (const listener of this.listeners) listener({ data })
  }
}

const success = { ok: true, insights: {}, text: 'x', sections: {}, warnings: [] } as never
const bytes = new Uint8Array(10)
const now = new Date('2026-01-01T00:00:00Z')

async function load() {
  vi.resetModules()
  return import('./read-isolated')
}

const lastWorker = () => FakeWorker.started.at(-1) as FakeWorker

beforeEach(() => {
  FakeWorker.started = []
  vi.stubGlobal('Worker', FakeWorker)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('readIsolated in a (fake) Web Worker', () => {
  it('starts and warms the worker when prepared, before any file', async () => {
    const { prepareDocumentReader } = await load()
    prepareDocumentReader()
    prepareDocumentReader()
    expect(FakeWorker.started).toHaveLength(1)
    expect(lastWorker().sent).toEqual([{ type: 'warm' }])
  })

  it('does not count start-up: the deadline starts when the worker says parsing began', async () => {
    const { readIsolated } = await load()
    const read = readIsolated('pdf', bytes, 4000, now)
    const worker = lastWorker()
    await vi.advanceTimersByTimeAsync(10_000) // a slow device still loading pdf.js
    worker.reply({ type: 'started', id: 1 })
    await vi.advanceTimersByTimeAsync(PARSE_BASE_MS - 100)
    worker.reply({ type: 'done', id: 1, ok: true, result: success })
    await expect(read).resolves.toBe(success)
  })

  it('gives more time once a PDF says how many pages it will read', async () => {
    const { readIsolated } = await load()
    const read = readIsolated('pdf', bytes, 4000, now)
    const worker = lastWorker()
    worker.reply({ type: 'started', id: 1 })
    worker.reply({ type: 'pages', id: 1, pages: 10 })
    await vi.advanceTimersByTimeAsync(PARSE_BASE_MS + 5 * PARSE_MS_PER_PAGE)
    worker.reply({ type: 'done', id: 1, ok: true, result: success })
    await expect(read).resolves.toBe(success)
  })

  it('at the deadline terminates the worker and has a fresh, warmed one ready for the next file', async () => {
    const { readIsolated } = await load()
    const read = readIsolated('pdf', bytes, 4000, now)
    const stuck = lastWorker()
    stuck.reply({ type: 'started', id: 1 })
    const refused = read.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(PARSE_BASE_MS + 1)
    // A fresh module per test has its own DocumentError class: the code is what the caller reads.
    expect(await refused).toMatchObject({ code: 'timeout' })
    expect(stuck.terminated).toBe(true)
    const fresh = lastWorker()
    expect(fresh).not.toBe(stuck)
    expect(fresh.sent).toEqual([{ type: 'warm' }])

    const next = readIsolated('pdf', bytes, 4000, now)
    expect(FakeWorker.started).toHaveLength(2)
    fresh.reply({ type: 'started', id: 2 })
    fresh.reply({ type: 'done', id: 2, ok: true, result: success })
    await expect(next).resolves.toBe(success)
  })
})

import { describe, expect, it } from 'vitest'
import { toLoadProgress } from './progress'
import { isWorkerRequest, isWorkerResponse } from './protocol'

describe('toLoadProgress', () => {
  it('reads bytes and percent from web-llm fetch reports', () => {
    const p = toLoadProgress(
      {
        progress: 0.25,
        timeElapsed: 3,
        text: 'Fetching param cache[5/20]: 170MB fetched. 25% completed, 3 secs elapsed.',
      },
      0,
    )
    expect(p.loadedBytes).toBe(170 * 1024 * 1024)
    expect(p.totalBytes).toBe(680 * 1024 * 1024)
    expect(p.percent).toBe(25)
    expect(p.text).toMatch(/Fetching/)
  })

  it('falls back to the approximate size before bytes are reported, and clamps bad fractions', () => {
    expect(
      toLoadProgress({ progress: 0, timeElapsed: 0, text: 'Start to fetch params' }, 1000),
    ).toEqual({
      loadedBytes: 0,
      totalBytes: 1000,
      percent: 0,
      text: 'Start to fetch params',
    })
    expect(toLoadProgress({ progress: Number.NaN, timeElapsed: 0, text: '' }, 10).percent).toBe(0)
    expect(toLoadProgress({ progress: 3, timeElapsed: 0, text: '' }, 10).percent).toBe(100)
  })
})

describe('protocol guards', () => {
  it('accepts well-formed requests and rejects the rest', () => {
    expect(isWorkerRequest({ type: 'load', id: 1, modelId: 'm' })).toBe(true)
    expect(
      isWorkerRequest({ type: 'reply', id: 2, messages: [{ role: 'user', content: 'hi' }] }),
    ).toBe(true)
    expect(isWorkerRequest({ type: 'interrupt' })).toBe(true)
    expect(
      isWorkerRequest({ type: 'reply', id: 2, messages: [{ role: 'tool', content: 'x' }] }),
    ).toBe(false)
    expect(isWorkerRequest({ type: 'load', id: '1', modelId: 'm' })).toBe(false)
    expect(isWorkerRequest({ type: 'eval', id: 1 })).toBe(false)
    expect(isWorkerRequest(null)).toBe(false)
  })

  it('accepts well-formed responses and rejects the rest', () => {
    expect(isWorkerResponse({ type: 'token', id: 1, text: 'a' })).toBe(true)
    expect(isWorkerResponse({ type: 'error', id: 1, message: 'x' })).toBe(true)
    expect(
      isWorkerResponse({
        type: 'progress',
        id: 1,
        progress: { loadedBytes: 1, totalBytes: 2, percent: 50, text: '' },
      }),
    ).toBe(true)
    expect(isWorkerResponse({ type: 'progress', id: 1, progress: { percent: 50 } })).toBe(false)
    expect(isWorkerResponse({ type: 'cacheStatus', id: 1, cached: 'yes' })).toBe(false)
    expect(isWorkerResponse({ type: 'token', text: 'a' })).toBe(false)
  })
})

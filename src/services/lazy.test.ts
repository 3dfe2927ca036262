import { describe, expect, it, vi } from 'vitest'
import { lazyService } from './lazy'

function counter() {
  let loads = 0
  const load = () => {
    loads += 1
    return Promise.resolve({
      add: (a: number, b: number) => a + b,
      later: (a: number) => Promise.resolve(a * 2),
    })
  }
  return { load, loads: () => loads }
}

describe('lazyService', () => {
  it('loads nothing until the first call, then loads once and forwards arguments', async () => {
    const source = counter()
    const service = lazyService(source.load)
    expect(source.loads()).toBe(0)
    await expect(service.add(2, 3)).resolves.toBe(5)
    await expect(service.later(4)).resolves.toBe(8)
    expect(source.loads()).toBe(1)
  })

  it('tries the load again after a failure', async () => {
    let attempts = 0
    const service = lazyService(() => {
      attempts += 1
      return attempts === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ ping: () => 'pong' })
    })
    await expect(service.ping()).rejects.toThrow('offline')
    await expect(service.ping()).resolves.toBe('pong')
    expect(attempts).toBe(2)
  })

  it('is not a thenable, so awaiting it does not load the module', async () => {
    const source = counter()
    const service = lazyService(source.load)
    expect(await Promise.resolve(service)).toBe(service)
    expect(source.loads()).toBe(0)
  })
})

describe('lazyService and test spies', () => {
  it('lets a test replace one method', async () => {
    const service = lazyService(counter().load)
    vi.spyOn(service, 'add').mockResolvedValue(42)
    await expect(service.add(1, 1)).resolves.toBe(42)
    await expect(service.later(1)).resolves.toBe(2)
  })
})

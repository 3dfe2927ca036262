import { prebuiltAppConfig } from '@mlc-ai/web-llm'
import { describe, expect, it } from 'vitest'
import {
  detectCapabilities,
  offerModels,
  qualityTierNeeds,
  unsupportedReasons,
  type GpuAdapterLike,
  type GpuCapabilities,
  type NavigatorLike,
} from './capabilities'
import {
  lightF16,
  lightF32,
  modelById,
  modelChoices,
  qualityF16,
  qualityF32,
  retiredModelIds,
} from './model-catalog'

const GiB = 1024 ** 3
const MiB = 1024 ** 2

function nav(
  adapter: { features: string[]; limits?: GpuAdapterLike['limits'] } | null | 'throws',
  deviceMemory?: number,
): NavigatorLike {
  return {
    gpu: {
      requestAdapter: () =>
        adapter === 'throws'
          ? Promise.reject(new Error('denied'))
          : Promise.resolve(adapter && { ...adapter, features: new Set(adapter.features) }),
    },
    ...(deviceMemory === undefined ? {} : { deviceMemory }),
  }
}

/** A laptop-class adapter: 4 GiB buffers, 2 GiB storage bindings. */
const bigLimits = { maxBufferSize: 4 * GiB, maxStorageBufferBindingSize: 2 * GiB }
/** The WebGPU default limits, as phones and old integrated GPUs report them. */
const minimumLimits = { maxBufferSize: 256 * MiB, maxStorageBufferBindingSize: 128 * MiB }

function gpu(
  shaderF16: boolean,
  limits: { maxBufferSize?: number; maxStorageBufferBindingSize?: number } = {},
  deviceMemoryGB?: number,
): GpuCapabilities {
  return {
    webgpu: true,
    shaderF16,
    ...limits,
    ...(deviceMemoryGB === undefined ? {} : { deviceMemoryGB }),
  }
}

describe('detectCapabilities', () => {
  it('no navigator or no navigator.gpu: unsupported, no model', async () => {
    for (const candidate of [undefined, {}]) {
      const caps = await detectCapabilities(candidate)
      expect(caps).toEqual({ webgpu: false, reason: unsupportedReasons.noWebGpu })
      expect(offerModels(caps)).toEqual([])
    }
  })

  it('in Node (no WebGPU) the default navigator is unsupported', async () => {
    expect((await detectCapabilities()).webgpu).toBe(false)
  })

  it('no adapter, or an adapter that fails: unsupported with the reason', async () => {
    expect(await detectCapabilities(nav(null))).toEqual({
      webgpu: false,
      reason: unsupportedReasons.noAdapter,
    })
    expect(await detectCapabilities(nav('throws'))).toEqual({
      webgpu: false,
      reason: unsupportedReasons.adapterFailed,
    })
  })

  it('reads shader-f16, the buffer limits and the device memory', async () => {
    const caps = await detectCapabilities(
      nav({ features: ['shader-f16', 'timestamp-query'], limits: bigLimits }, 8),
    )
    expect(caps).toEqual({ webgpu: true, shaderF16: true, ...bigLimits, deviceMemoryGB: 8 })
  })

  it('leaves out what the browser does not tell (no limits, no deviceMemory)', async () => {
    const caps = await detectCapabilities(nav({ features: ['timestamp-query'] }))
    expect(caps).toStrictEqual({ webgpu: true, shaderF16: false })
  })
})

describe('offerModels', () => {
  it('nothing without WebGPU', () => {
    expect(offerModels({ webgpu: false, reason: 'none' })).toEqual([])
  })

  it('8 GB of memory and big buffers: best quality first, then light, in the f16 builds', () => {
    expect(offerModels(gpu(true, bigLimits, 8))).toEqual([qualityF16, lightF16])
  })

  it('without shader-f16 the f32 builds of both tiers', () => {
    expect(offerModels(gpu(false, bigLimits, 8))).toEqual([qualityF32, lightF32])
    expect(offerModels(gpu(false, minimumLimits, 4))).toEqual([lightF32])
  })

  it('under 8 GB of memory: light only, whatever the buffers', () => {
    for (const memory of [0.5, 2, 4, 6]) {
      expect(offerModels(gpu(true, bigLimits, memory))).toEqual([lightF16])
    }
  })

  it('big memory but small buffers: light only', () => {
    expect(offerModels(gpu(true, minimumLimits, 8))).toEqual([lightF16])
    const smallBinding = { maxBufferSize: 4 * GiB, maxStorageBufferBindingSize: 512 * MiB }
    expect(offerModels(gpu(true, smallBinding, 8))).toEqual([lightF16])
  })

  it('unknown memory (Safari, Firefox): quality only with a large buffer limit', () => {
    expect(offerModels(gpu(true, bigLimits))).toEqual([qualityF16, lightF16])
    const oneGiB = { maxBufferSize: GiB, maxStorageBufferBindingSize: GiB }
    expect(offerModels(gpu(true, oneGiB))).toEqual([lightF16])
    expect(offerModels(gpu(true, oneGiB, 8))).toEqual([qualityF16, lightF16])
    expect(qualityTierNeeds.bufferBytesWithoutMemory).toBe(2 * GiB)
  })

  it('unknown limits (an adapter that reports none): light only', () => {
    expect(offerModels(gpu(true, {}, 8))).toEqual([lightF16])
    expect(offerModels(gpu(true))).toEqual([lightF16])
  })

  it('is pure: the same capabilities give the same offer', () => {
    const caps = gpu(true, bigLimits, 8)
    expect(offerModels(caps)).toEqual(offerModels(caps))
  })
})

describe('model catalogue', () => {
  const records = prebuiltAppConfig.model_list

  it('every model exists in the installed web-llm with the VRAM figure we show', () => {
    for (const choice of modelChoices) {
      const record = records.find((m) => m.model_id === choice.modelId)
      expect(record, choice.modelId).toBeDefined()
      expect(record?.vram_required_MB, choice.modelId).toBe(choice.vramRequiredMB)
    }
  })

  it('two tiers, each in an f16 and an f32 build, matching the id', () => {
    expect(modelChoices.map((m) => `${m.tier} ${m.requiresShaderF16 ? 'f16' : 'f32'}`)).toEqual([
      'light f16',
      'light f32',
      'quality f16',
      'quality f32',
    ])
    for (const choice of modelChoices) {
      expect(choice.modelId).toMatch(choice.requiresShaderF16 ? /q4f16/ : /q4f32/)
      expect(choice.approxDownloadMB).toBeGreaterThan(0)
      expect(modelById(choice.modelId)).toBe(choice)
    }
  })

  it('the light tier needs about 1 GB of GPU memory, the quality tier 2 to 3 GB', () => {
    for (const m of [lightF16, lightF32]) {
      expect(m.vramRequiredMB).toBeGreaterThan(500)
      expect(m.vramRequiredMB).toBeLessThan(1500)
    }
    for (const m of [qualityF16, qualityF32]) {
      expect(m.vramRequiredMB).toBeGreaterThanOrEqual(2000)
      expect(m.vramRequiredMB).toBeLessThanOrEqual(3000)
      expect(m.approxDownloadMB).toBeGreaterThan(lightF32.approxDownloadMB)
    }
  })

  it('the light tier runs on limited devices, and no model needs a feature we do not check', () => {
    for (const m of [lightF16, lightF32]) {
      expect(records.find((r) => r.model_id === m.modelId)?.low_resource_required).toBe(true)
    }
    for (const choice of modelChoices) {
      const features = records.find((r) => r.model_id === choice.modelId)?.required_features ?? []
      expect(
        features.every((f) => f === 'shader-f16'),
        choice.modelId,
      ).toBe(true)
      if (!choice.requiresShaderF16) expect(features).not.toContain('shader-f16')
    }
  })

  it('retired models are not offered any more', () => {
    for (const id of retiredModelIds) expect(modelById(id)).toBeUndefined()
  })
})

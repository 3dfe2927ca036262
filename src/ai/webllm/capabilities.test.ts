import { prebuiltAppConfig } from '@mlc-ai/web-llm'
import { describe, expect, it } from 'vitest'
import {
  chooseModel,
  detectCapabilities,
  unsupportedReasons,
  type NavigatorLike,
} from './capabilities'
import { f16Model, f32Model, modelChoices } from './model-catalog'

function nav(adapter: { features: string[] } | null | 'throws'): NavigatorLike {
  return {
    gpu: {
      requestAdapter: () =>
        adapter === 'throws'
          ? Promise.reject(new Error('denied'))
          : Promise.resolve(adapter && { features: new Set(adapter.features) }),
    },
  }
}

describe('detectCapabilities and chooseModel', () => {
  it('no navigator or no navigator.gpu: unsupported, no model', async () => {
    for (const candidate of [undefined, {}]) {
      const caps = await detectCapabilities(candidate)
      expect(caps).toEqual({ webgpu: false, reason: unsupportedReasons.noWebGpu })
      expect(chooseModel(caps)).toBeNull()
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

  it('shader-f16 picks the 1B q4f16 model', async () => {
    const caps = await detectCapabilities(nav({ features: ['shader-f16', 'timestamp-query'] }))
    expect(caps).toEqual({ webgpu: true, shaderF16: true })
    expect(chooseModel(caps)?.modelId).toBe('Llama-3.2-1B-Instruct-q4f16_1-MLC')
  })

  it('without shader-f16 picks the small q4f32 model', async () => {
    const caps = await detectCapabilities(nav({ features: ['timestamp-query'] }))
    expect(caps).toEqual({ webgpu: true, shaderF16: false })
    expect(chooseModel(caps)).toBe(f32Model)
    expect(f32Model.modelId).toMatch(/q4f32/)
  })
})

describe('model catalogue', () => {
  it('every model exists in the installed web-llm with the VRAM figure we show', () => {
    for (const choice of modelChoices) {
      const record = prebuiltAppConfig.model_list.find((m) => m.model_id === choice.modelId)
      expect(record, choice.modelId).toBeDefined()
      expect(record?.vram_required_MB).toBe(choice.vramRequiredMB)
    }
  })

  it('only the f16 model needs shader-f16, and sizes are positive', () => {
    expect(f16Model.requiresShaderF16).toBe(true)
    expect(f16Model.modelId).toMatch(/q4f16/)
    expect(f32Model.requiresShaderF16).toBe(false)
    for (const choice of modelChoices) expect(choice.approxDownloadMB).toBeGreaterThan(0)
  })
})

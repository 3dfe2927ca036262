import { lightF16, lightF32, qualityF16, qualityF32, type ModelChoice } from './model-catalog'

/** The slice of WebGPU we need; structural so tests can pass a fake navigator. */
export interface GpuAdapterLike {
  readonly features: { has(feature: string): boolean }
  /** Absent in some fakes; a real adapter always has them. */
  readonly limits?: {
    readonly maxBufferSize?: number
    readonly maxStorageBufferBindingSize?: number
  }
}
export interface GpuLike {
  requestAdapter(): Promise<GpuAdapterLike | null>
}
export interface NavigatorLike {
  readonly gpu?: GpuLike
  /** Device memory in GB, rounded down and capped at 8; Chromium only, so often undefined. */
  readonly deviceMemory?: number
}

export type GpuCapabilities =
  | { webgpu: false; reason: string }
  | {
      webgpu: true
      shaderF16: boolean
      /** The adapter's limits in bytes, when it reports them. */
      maxBufferSize?: number
      maxStorageBufferBindingSize?: number
      /** `navigator.deviceMemory` in GB, when the browser tells. */
      deviceMemoryGB?: number
    }

/** Plain words for people who have never heard of WebGPU: what is missing and what would help. */
export const unsupportedReasons = {
  noWebGpu:
    'The on-device model needs WebGPU, a way for web pages to use the graphics chip, and this browser does not offer it. Recent Chrome or Edge on a laptop or desktop usually do.',
  noAdapter:
    'This browser has WebGPU, but it found no graphics chip it may use (it may be switched off, blocked by a setting, or too old).',
  adapterFailed:
    'This browser has WebGPU, but the graphics chip could not be opened. Restarting the browser sometimes helps.',
} as const

const finite = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

/** Checks WebGPU, asks for an adapter, and reads shader-f16, its buffer limits and the memory. */
export async function detectCapabilities(
  nav: NavigatorLike | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): Promise<GpuCapabilities> {
  const gpu = nav?.gpu
  if (gpu === undefined) return { webgpu: false, reason: unsupportedReasons.noWebGpu }
  let adapter: GpuAdapterLike | null
  try {
    adapter = await gpu.requestAdapter()
  } catch {
    return { webgpu: false, reason: unsupportedReasons.adapterFailed }
  }
  if (adapter === null) return { webgpu: false, reason: unsupportedReasons.noAdapter }
  const { maxBufferSize, maxStorageBufferBindingSize } = adapter.limits ?? {}
  return {
    webgpu: true,
    shaderF16: adapter.features.has('shader-f16'),
    ...(finite(maxBufferSize) ? { maxBufferSize } : {}),
    ...(finite(maxStorageBufferBindingSize) ? { maxStorageBufferBindingSize } : {}),
    ...(finite(nav?.deviceMemory) ? { deviceMemoryGB: nav.deviceMemory } : {}),
  }
}

const GiB = 1024 ** 3

/**
 * Thresholds for the quality tier. web-llm asks the adapter for 1 GiB buffers and 1 GiB storage
 * bindings and falls back to the WebGPU minimums (256 MiB, 128 MiB) that the light model runs
 * within; the 3B model wants the full size. `navigator.deviceMemory` stops at 8, so 8 means "8 GB
 * or more". Where the browser does not tell the memory (Safari, Firefox), a buffer limit of 2 GiB
 * or more stands in for it: browsers size that limit from the memory the GPU can use.
 */
export const qualityTierNeeds = {
  deviceMemoryGB: 8,
  bufferBytes: GiB,
  bufferBytesWithoutMemory: 2 * GiB,
} as const

function fitsQuality(caps: Extract<GpuCapabilities, { webgpu: true }>): boolean {
  const buffer = caps.maxBufferSize ?? 0
  const binding = caps.maxStorageBufferBindingSize ?? 0
  const bigBuffers =
    buffer >= qualityTierNeeds.bufferBytes && binding >= qualityTierNeeds.bufferBytes
  if (!bigBuffers) return false
  if (caps.deviceMemoryGB === undefined) return buffer >= qualityTierNeeds.bufferBytesWithoutMemory
  return caps.deviceMemoryGB >= qualityTierNeeds.deviceMemoryGB
}

/**
 * The models to offer on this device, best first: the quality tier when the memory and the
 * adapter's buffer limits allow it, then the light tier; each in its f16 build where the GPU has
 * shader-f16, else its f32 build. None without WebGPU. Pure: same capabilities, same offer.
 */
export function offerModels(caps: GpuCapabilities): ModelChoice[] {
  if (!caps.webgpu) return []
  const light = caps.shaderF16 ? lightF16 : lightF32
  return fitsQuality(caps) ? [caps.shaderF16 ? qualityF16 : qualityF32, light] : [light]
}

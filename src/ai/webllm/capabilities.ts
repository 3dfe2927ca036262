import { f16Model, f32Model, type ModelChoice } from './model-catalog'

/** The slice of WebGPU we need; structural so tests can pass a fake navigator. */
export interface GpuAdapterLike {
  readonly features: { has(feature: string): boolean }
}
export interface GpuLike {
  requestAdapter(): Promise<GpuAdapterLike | null>
}
export interface NavigatorLike {
  readonly gpu?: GpuLike
}

export type GpuCapabilities =
  { webgpu: false; reason: string } | { webgpu: true; shaderF16: boolean }

/** Plain words for people who have never heard of WebGPU: what is missing and what would help. */
export const unsupportedReasons = {
  noWebGpu:
    'The on-device model needs WebGPU, a way for web pages to use the graphics chip, and this browser does not offer it. Recent Chrome or Edge on a laptop or desktop usually do.',
  noAdapter:
    'This browser has WebGPU, but it found no graphics chip it may use (it may be switched off, blocked by a setting, or too old).',
  adapterFailed:
    'This browser has WebGPU, but the graphics chip could not be opened. Restarting the browser sometimes helps.',
} as const

/** Checks WebGPU, asks for an adapter, and reads whether it has 16-bit float shaders. */
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
  return { webgpu: true, shaderF16: adapter.features.has('shader-f16') }
}

/** The model to offer: the 1B f16 model with shader-f16, else the small f32 one; none without WebGPU. */
export function chooseModel(caps: GpuCapabilities): ModelChoice | null {
  if (!caps.webgpu) return null
  return caps.shaderF16 ? f16Model : f32Model
}

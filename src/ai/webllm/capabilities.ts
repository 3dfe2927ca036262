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

export const unsupportedReasons = {
  noWebGpu: 'This browser does not support WebGPU, so the on-device model cannot run here.',
  noAdapter: 'WebGPU is available but no suitable graphics adapter was found.',
  adapterFailed: 'The graphics adapter could not be opened.',
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

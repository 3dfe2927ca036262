/**
 * The on-device models SalesPath offers: two tiers, each in an f16 and an f32 build.
 *
 * - **Light** (about 1 GB): Llama 3.2 1B Instruct. Runs on most GPUs that have WebGPU, including
 *   integrated ones (`low_resource_required: true` in web-llm's record).
 * - **Best quality** (2-3 GB of GPU memory): Llama 3.2 3B Instruct, offered only on devices with
 *   plenty of memory (`offerModels` in capabilities.ts).
 *
 * Why these two, from what web-llm 0.2.86 lists: the same family in both tiers means one chat
 * template and one prompt that behaves the same way in either; both take a system message, write
 * no "thinking" blocks, and have been in web-llm's prebuilt list since 0.2.66. The newer Qwen3.5
 * 0.8B (1.6-1.9 GB of VRAM, above the light budget) and 2B (`low_resource_required: false`, new
 * hybrid architecture in web-llm) were the alternatives; gemma-2-2b is `low_resource_required:
 * false` too, and 3B-class models above 3 GB (Qwen3-4B, Phi) leave the quality budget.
 *
 * Where the numbers come from:
 * - `vramRequiredMB` is `vram_required_MB` of the model record in web-llm 0.2.86's
 *   `prebuiltAppConfig`; a unit test checks every id and figure against the installed package.
 * - `approxDownloadMB` is APPROXIMATE. For the 1B q4f16 build it is the size of the quantised
 *   weights in its mlc-ai repository on Hugging Face (672 MB, from a public WebLLM model
 *   comparison sheet built from those repositories, February 2026), rounded up for the model
 *   library (wasm) and tokenizer. For the others we found no published figure, so it is worked
 *   out from the parameter count at the quantisation's bits per weight (q4f16_1: 4 bits plus one
 *   16-bit scale per 32 weights, 0.5625 bytes a weight; q4f32_1: a 32-bit scale, 0.625 bytes),
 *   which gives 663 MiB for the 1B q4f16 build, close to the measured 672 MB; Llama 3.2 1B has
 *   1.24 billion parameters, 3B has 3.21 billion. The 3B q4f16 figure agrees with the 1.79 GB
 *   listed for a 4-bit Llama 3.2 3B download by gpt4all. During a download the worker shows the
 *   exact byte total from the model's tensor cache.
 */
export type ModelTier = 'light' | 'quality'

export interface ModelChoice {
  modelId: string
  label: string
  tier: ModelTier
  /** Approximate download and storage size in MB (see above). */
  approxDownloadMB: number
  /** GPU memory the model needs while running, from web-llm's model record. */
  vramRequiredMB: number
  requiresShaderF16: boolean
}

/** Light tier, 16-bit float shaders: the default where the GPU has shader-f16. */
export const lightF16: ModelChoice = {
  modelId: 'Llama-3.2-1B-Instruct-q4f16_1-MLC',
  label: 'Llama 3.2 1B Instruct',
  tier: 'light',
  approxDownloadMB: 690,
  vramRequiredMB: 879.04,
  requiresShaderF16: true,
}

/** Light tier, 32-bit float shaders, for GPUs without shader-f16. */
export const lightF32: ModelChoice = {
  modelId: 'Llama-3.2-1B-Instruct-q4f32_1-MLC',
  label: 'Llama 3.2 1B Instruct',
  tier: 'light',
  approxDownloadMB: 750,
  vramRequiredMB: 1128.82,
  requiresShaderF16: false,
}

/** Quality tier, 16-bit float shaders. */
export const qualityF16: ModelChoice = {
  modelId: 'Llama-3.2-3B-Instruct-q4f16_1-MLC',
  label: 'Llama 3.2 3B Instruct',
  tier: 'quality',
  approxDownloadMB: 1750,
  vramRequiredMB: 2263.69,
  requiresShaderF16: true,
}

/** Quality tier, 32-bit float shaders, for GPUs without shader-f16. */
export const qualityF32: ModelChoice = {
  modelId: 'Llama-3.2-3B-Instruct-q4f32_1-MLC',
  label: 'Llama 3.2 3B Instruct',
  tier: 'quality',
  approxDownloadMB: 1930,
  vramRequiredMB: 2951.51,
  requiresShaderF16: false,
}

export const modelChoices: readonly ModelChoice[] = [lightF16, lightF32, qualityF16, qualityF32]

/**
 * Models an earlier release offered and that may still sit in a browser's cache: "Remove model"
 * deletes them too, so nobody keeps weights the app no longer uses.
 */
export const retiredModelIds: readonly string[] = ['Qwen2.5-0.5B-Instruct-q4f32_1-MLC']

export function modelById(modelId: string): ModelChoice | undefined {
  return modelChoices.find((m) => m.modelId === modelId)
}

/**
 * The on-device models SalesPath offers, one per GPU class.
 *
 * Where the numbers come from:
 * - `vramRequiredMB` is `vram_required_MB` of the model record in web-llm 0.2.86's
 *   `prebuiltAppConfig`; a unit test checks it against the installed package.
 * - `approxDownloadMB` is the size of the quantised weights in the model's mlc-ai repository on
 *   Hugging Face (672 MB and 276 MB, as listed in a public WebLLM model comparison sheet built
 *   from those repositories in February 2026), rounded up for the model library (wasm) and
 *   tokenizer. We could not fetch the repositories from here, so treat it as approximate; during
 *   a download the worker reports the exact byte total from the model's tensor cache.
 */
export interface ModelChoice {
  modelId: string
  label: string
  /** Approximate download and storage size in MB (see above). */
  approxDownloadMB: number
  /** GPU memory the model needs while running, from web-llm's model record. */
  vramRequiredMB: number
  requiresShaderF16: boolean
}

/** A 1B-class model with 16-bit float shaders: better answers where the GPU supports f16. */
export const f16Model: ModelChoice = {
  modelId: 'Llama-3.2-1B-Instruct-q4f16_1-MLC',
  label: 'Llama 3.2 1B Instruct',
  approxDownloadMB: 690,
  vramRequiredMB: 879.04,
  requiresShaderF16: true,
}

/** A smaller model with 32-bit float shaders, for GPUs without shader-f16. */
export const f32Model: ModelChoice = {
  modelId: 'Qwen2.5-0.5B-Instruct-q4f32_1-MLC',
  label: 'Qwen2.5 0.5B Instruct',
  approxDownloadMB: 290,
  vramRequiredMB: 1060.2,
  requiresShaderF16: false,
}

export const modelChoices: readonly ModelChoice[] = [f16Model, f32Model]

export function modelById(modelId: string): ModelChoice | undefined {
  return modelChoices.find((m) => m.modelId === modelId)
}

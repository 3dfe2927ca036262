import type { LoadProgress } from './protocol'

/** web-llm's init progress report. */
export interface InitReport {
  progress: number
  timeElapsed: number
  text: string
}

const bytesPerMB = 1024 * 1024

/**
 * web-llm reports a 0..1 fraction and text such as "Fetching param cache[3/22]: 120MB fetched.
 * 17% completed". Bytes come from the MB figure in the text; the total is loaded / fraction,
 * or the model's approximate size before the first bytes arrive.
 */
export function toLoadProgress(report: InitReport, approxTotalBytes: number): LoadProgress {
  const fraction = Math.min(Math.max(Number.isFinite(report.progress) ? report.progress : 0, 0), 1)
  const mb = /(\d+(?:\.\d+)?)\s*MB (?:fetched|loaded)/.exec(report.text)?.[1]
  const loadedFromText = mb === undefined ? undefined : Number(mb) * bytesPerMB
  const totalBytes =
    loadedFromText !== undefined && fraction > 0
      ? Math.round(loadedFromText / fraction)
      : approxTotalBytes
  const loadedBytes = loadedFromText ?? Math.round(fraction * totalBytes)
  return {
    loadedBytes,
    totalBytes,
    percent: Math.round(fraction * 100),
    text: report.text,
  }
}

export const megabytes = (mb: number): number => Math.round(mb * bytesPerMB)

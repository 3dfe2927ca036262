import type { CoachModelChoice, CoachModelStatus } from '@/api/coach-model'

/** Bytes as people read them: "290 MB", "1.2 GB". */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  if (mb >= 1000) return `${(mb / 1024).toFixed(1)} GB`
  if (mb >= 10) return `${String(Math.round(mb))} MB`
  return `${mb.toFixed(1)} MB`
}

export function modelSize(model: CoachModelChoice): string {
  return formatBytes(model.approxDownloadMB * 1024 * 1024)
}

/** The tier as the panel names it. */
export function tierLabel(model: CoachModelChoice): string {
  return model.tier === 'quality' ? 'Best quality' : 'Light'
}

/** What the tier means for the person, in one line. */
export function tierNote(model: CoachModelChoice): string {
  return model.tier === 'quality'
    ? 'Better answers; a bigger download that needs plenty of memory.'
    : 'Smaller and quicker to download; runs on most devices.'
}

/** The model the panel names first, when the status knows one. */
export function modelOf(status: CoachModelStatus): CoachModelChoice | null {
  return 'model' in status ? status.model : null
}

export interface StatusView {
  title: string
  text: string
  tone: 'neutral' | 'info' | 'success' | 'warning' | 'error'
}

const offlineStill = "Becky's offline coach keeps working."
const privateOffline = 'Nothing you type leaves it, and it works offline.'
/** Said whenever the model cannot run: nothing else in the app depends on it. */
const stillWorks = `${offlineStill} Everything else (the diagnostic, resume reading, your roadmap and progress) works the same without it.`

/** What the On-device AI panel says for each status. */
export function describeModelStatus(status: CoachModelStatus): StatusView {
  switch (status.kind) {
    case 'checking':
      return {
        title: 'Checking this device…',
        text: 'Looking for WebGPU support.',
        tone: 'neutral',
      }
    case 'unsupported':
      return {
        title: 'On-device AI is not supported here',
        text: `${status.reason} ${stillWorks}`,
        tone: 'warning',
      }
    case 'not-downloaded':
      return {
        title: 'Not downloaded',
        text:
          status.offers.length > 1
            ? `Choose a model and download it once, and Becky can answer with a language model that runs on this device. ${privateOffline}`
            : `Download ${status.model.label} once (about ${modelSize(status.model)}) and Becky can answer with a language model that runs on this device. ${privateOffline}`,
        tone: 'info',
      }
    case 'cached':
      return {
        title: 'Downloaded',
        text: `${status.model.label} is stored on this device. Load it to use it; no download needed.`,
        tone: 'info',
      }
    case 'downloading':
      return status.source === 'device'
        ? {
            title: 'Loading from this device…',
            text: `${status.model.label} is already stored here, so nothing is downloaded. ${downloadProgressText(status.progress)}`,
            tone: 'info',
          }
        : { title: 'Downloading…', text: downloadProgressText(status.progress), tone: 'info' }
    case 'ready':
      return {
        title: 'Ready',
        text: `Becky answers with ${status.model.label}, running on this device. Replies stream in as they are written.`,
        tone: 'success',
      }
    case 'error':
      return {
        title: 'On-device AI stopped',
        text: `${status.reason} ${offlineStill}`,
        tone: 'error',
      }
  }
}

export function downloadProgressText(progress: {
  loadedBytes: number
  totalBytes: number
  percent: number
}): string {
  const percent = Math.min(100, Math.max(0, Math.round(progress.percent)))
  if (progress.totalBytes <= 0) return `${String(percent)}%`
  return `${formatBytes(progress.loadedBytes)} of ${formatBytes(progress.totalBytes)} (${String(percent)}%)`
}

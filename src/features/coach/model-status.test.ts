import { describe, expect, it } from 'vitest'
import type { CoachModelChoice } from '@/api/coach-model'
import {
  describeModelStatus,
  downloadProgressText,
  formatBytes,
  modelOf,
  tierLabel,
  tierNote,
} from './model-status'
import { keyboardPanelHeight } from './keyboard-viewport'

const model: CoachModelChoice = {
  modelId: 'm',
  label: 'Qwen2.5 0.5B Instruct',
  tier: 'light',
  approxDownloadMB: 290,
}
const quality: CoachModelChoice = {
  modelId: 'q',
  label: 'Llama 3.2 3B Instruct',
  tier: 'quality',
  approxDownloadMB: 1750,
}
const MB = 1024 * 1024

describe('model status texts', () => {
  it('formats sizes for people', () => {
    expect(formatBytes(290 * MB)).toBe('290 MB')
    expect(formatBytes(5.25 * MB)).toBe('5.3 MB')
    expect(formatBytes(1200 * MB)).toBe('1.2 GB')
  })

  it('shows bytes and percent while downloading', () => {
    expect(
      downloadProgressText({ loadedBytes: 120 * MB, totalBytes: 290 * MB, percent: 41.4 }),
    ).toBe('120 MB of 290 MB (41%)')
    expect(downloadProgressText({ loadedBytes: 0, totalBytes: 0, percent: 0 })).toBe('0%')
  })

  it('says when on-device AI is not supported, with the reason, and that the offline coach works', () => {
    const view = describeModelStatus({
      kind: 'unsupported',
      reason: 'This browser does not support WebGPU.',
    })
    expect(view.title).toBe('On-device AI is not supported here')
    expect(view.text).toContain('This browser does not support WebGPU.')
    expect(view.text).toContain("Becky's offline coach keeps working.")
    expect(view.text).toContain('Everything else')
  })

  it('says "Loading from this device", not "Downloading", for a model already stored here', () => {
    const progress = { loadedBytes: 0, totalBytes: 0, percent: 40, text: '' }
    const loading = describeModelStatus({ kind: 'downloading', model, progress, source: 'device' })
    expect(loading.title).toBe('Loading from this device…')
    expect(`${loading.title} ${loading.text}`).not.toMatch(/download(ing)?\b/i)
    const fetching = describeModelStatus({
      kind: 'downloading',
      model,
      progress,
      source: 'network',
    })
    expect(fetching.title).toBe('Downloading…')
  })

  it('names the model and its size before any download, and the reason of an error', () => {
    const idle = describeModelStatus({ kind: 'not-downloaded', model, offers: [model] })
    expect(idle.title).toBe('Not downloaded')
    expect(idle.text).toContain('Qwen2.5 0.5B Instruct')
    expect(idle.text).toContain('290 MB')
    expect(describeModelStatus({ kind: 'error', model, reason: 'Out of memory.' }).text).toContain(
      'Out of memory.',
    )
    expect(describeModelStatus({ kind: 'ready', model }).title).toBe('Ready')
    expect(modelOf({ kind: 'checking' })).toBeNull()
    expect(modelOf({ kind: 'ready', model })).toBe(model)
  })
})

describe('model tiers', () => {
  it('names the tiers "Light" and "Best quality"', () => {
    expect(tierLabel(model)).toBe('Light')
    expect(tierLabel(quality)).toBe('Best quality')
    expect(tierNote(quality)).toMatch(/memory/)
  })

  it('with two offers, asks the person to choose before any download', () => {
    const idle = describeModelStatus({
      kind: 'not-downloaded',
      model: quality,
      offers: [quality, model],
    })
    expect(idle.text).toMatch(/^Choose a model/)
    expect(idle.text).toContain('works offline')
    expect(formatBytes(quality.approxDownloadMB * MB)).toBe('1.7 GB')
  })
})

describe('keyboardPanelHeight', () => {
  it('shrinks the panel only when the viewport loses more than 100px', () => {
    expect(keyboardPanelHeight(800, 800)).toBeNull()
    expect(keyboardPanelHeight(800, 700)).toBeNull()
    expect(keyboardPanelHeight(800, 699)).toBe(699)
    expect(keyboardPanelHeight(812, 480.4)).toBe(480)
  })
})

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CoachModelContext,
  offlineOnlyControl,
  type CoachModelChoice,
  type CoachModelControl,
  type CoachModelStatus,
} from '@/api/coach-model'
import { ModelPanel } from './model-panel'

afterEach(cleanup)

const quality: CoachModelChoice = {
  modelId: 'Llama-3.2-3B-Instruct-q4f16_1-MLC',
  label: 'Llama 3.2 3B Instruct',
  tier: 'quality',
  approxDownloadMB: 1750,
}
const light: CoachModelChoice = {
  modelId: 'Llama-3.2-1B-Instruct-q4f16_1-MLC',
  label: 'Llama 3.2 1B Instruct',
  tier: 'light',
  approxDownloadMB: 690,
}

function renderPanel(status: CoachModelStatus) {
  const download = vi.fn(() => Promise.resolve())
  const control: CoachModelControl = {
    ...offlineOnlyControl,
    getStatus: () => status,
    download,
  }
  render(
    <CoachModelContext.Provider value={control}>
      <ModelPanel />
    </CoachModelContext.Provider>,
  )
  return download
}

describe('ModelPanel', () => {
  it('shows each offered model with its tier and size before anything is downloaded', () => {
    renderPanel({ kind: 'not-downloaded', model: quality, offers: [quality, light] })
    const best = screen.getByRole('radio', { name: /Llama 3.2 3B Instruct/ })
    const small = screen.getByRole('radio', { name: /Llama 3.2 1B Instruct/ })
    expect((best as HTMLInputElement).checked).toBe(true)
    expect((small as HTMLInputElement).checked).toBe(false)
    expect(best.closest('label')?.textContent).toMatch(/Best quality.*about 1\.7 GB/)
    expect(small.closest('label')?.textContent).toMatch(/Light.*about 690 MB/)
  })

  it('downloads the model the person picked', () => {
    const download = renderPanel({
      kind: 'not-downloaded',
      model: quality,
      offers: [quality, light],
    })
    fireEvent.click(screen.getByRole('radio', { name: /Llama 3.2 1B Instruct/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Download' }))
    expect(download).toHaveBeenCalledWith(light.modelId)
  })

  it('one offer: model, tier and size as facts, and Download takes it', () => {
    const download = renderPanel({ kind: 'not-downloaded', model: light, offers: [light] })
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByText('Llama 3.2 1B Instruct')).toBeTruthy()
    expect(screen.getByText('Light')).toBeTruthy()
    expect(screen.getByText('about 690 MB')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Download' }))
    expect(download).toHaveBeenCalledWith(light.modelId)
  })

  it('once ready, names the model and its tier', () => {
    renderPanel({ kind: 'ready', model: quality })
    expect(screen.getByText('Best quality')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Remove model/ })).toBeTruthy()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { roadmapCreditPacks } from '@/domain/catalogue'
import {
  copyToClipboard,
  formatUsd,
  inviteMessage,
  linkedInShareUrl,
  packCreditsLabel,
  purchaseAddedMessage,
} from './credits-copy'

const [starter, popular, pro] = roadmapCreditPacks
if (!starter || !popular || !pro) throw new Error('three roadmap packs')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('share and invite texts', () => {
  it('points LinkedIn at the encoded app address', () => {
    expect(linkedInShareUrl('https://salespath.app/?a=1&b=2')).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsalespath.app%2F%3Fa%3D1%26b%3D2',
    )
  })

  it('puts the app address in the invite message', () => {
    expect(inviteMessage('https://salespath.app')).toMatch(/Try it here: https:\/\/salespath\.app$/)
  })
})

describe('pack texts', () => {
  it('formats whole dollars without cents and others with two decimals', () => {
    expect(formatUsd(5)).toBe('$5')
    expect(formatUsd(4.99)).toBe('$4.99')
  })

  it('shows the bonus next to the credits', () => {
    expect(packCreditsLabel(starter)).toBe('10 credits')
    expect(packCreditsLabel(popular)).toBe('25 credits + 5 bonus')
    expect(purchaseAddedMessage(pro, 75)).toBe('+75 credits added (60 + 15 bonus).')
    expect(purchaseAddedMessage(starter, 10)).toBe('+10 credits added.')
  })
})

describe('copyToClipboard', () => {
  it('reports success when the Clipboard API writes the text', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    expect(await copyToClipboard('hello')).toBe(true)
    expect(writeText).toHaveBeenCalledWith('hello')
  })

  it('reports failure when the API is missing or refuses', async () => {
    vi.stubGlobal('navigator', {})
    expect(await copyToClipboard('hello')).toBe(false)
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
    })
    expect(await copyToClipboard('hello')).toBe(false)
  })
})

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { roles } from '@/domain/catalogue'
import { StepDetails } from './step-details'

afterEach(cleanup)

const sdrStep = roles.sdr.roadmapSteps[0]
const amStep = roles.am.roadmapSteps[0]
if (!sdrStep || !amStep) throw new Error('catalogue steps')

const boxes = () => screen.getAllByRole<HTMLInputElement>('checkbox')

describe('StepDetails', () => {
  it('ticks a box at once, reports it, and follows the next server state', () => {
    const onToggleItem = vi.fn()
    const { rerender } = render(
      <StepDetails step={sdrStep} checked={[]} onToggleItem={onToggleItem} />,
    )
    fireEvent.click(boxes()[1]!)
    expect(onToggleItem).toHaveBeenCalledWith(1, true)
    expect(boxes()[1]?.checked).toBe(true)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1')
    // The server refused: the next state it sends has the item unticked again.
    rerender(<StepDetails step={sdrStep} checked={[0]} onToggleItem={onToggleItem} />)
    expect(boxes().map((box) => box.checked)).toEqual([true, false, false, false])
  })

  it('shows the per-step checklist progress as done/total', () => {
    render(<StepDetails step={sdrStep} checked={[0, 3]} onToggleItem={vi.fn()} />)
    expect(screen.getByRole('progressbar', { name: 'Step 1 checklist: 2/4 done' })).toBeTruthy()
  })

  it('renders plain-string resources (am) as text', () => {
    render(<StepDetails step={amStep} checked={[]} onToggleItem={vi.fn()} />)
    const first = amStep.resources[0]
    expect(typeof first).toBe('string')
    expect(screen.getByText(first as string)).toBeTruthy()
  })

  it('renders resource objects with provider, type and a safe new-tab link when they have a URL', () => {
    render(<StepDetails step={sdrStep} checked={[]} onToggleItem={vi.fn()} />)
    const linked = sdrStep.resources.find((r) => typeof r !== 'string' && r.url !== undefined)
    if (linked === undefined || typeof linked === 'string') throw new Error('a linked resource')
    const link = screen.getByRole('link', { name: new RegExp(linked.title) })
    expect(link.getAttribute('href')).toBe(linked.url)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getAllByText(new RegExp(linked.provider)).length).toBeGreaterThan(0)
  })
})

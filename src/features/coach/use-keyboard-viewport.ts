import { useEffect, useState } from 'react'
import { keyboardPanelHeight, mobileBreakpointPx } from './keyboard-viewport'

/**
 * While the panel is open on a phone, follows the visual viewport: when the on-screen keyboard
 * takes more than 100px, returns the height (and top offset) the panel should shrink to so the
 * input stays above the keyboard. Null otherwise.
 */
export function useKeyboardViewport(active: boolean): { height: number; top: number } | null {
  const [box, setBox] = useState<{ height: number; top: number } | null>(null)
  useEffect(() => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport
    if (!active || !viewport) return
    const update = () => {
      const phone = window.innerWidth < mobileBreakpointPx
      const height = phone ? keyboardPanelHeight(window.innerHeight, viewport.height) : null
      setBox(height === null ? null : { height, top: Math.round(viewport.offsetTop) })
    }
    update()
    viewport.addEventListener('resize', update)
    viewport.addEventListener('scroll', update)
    return () => {
      viewport.removeEventListener('resize', update)
      viewport.removeEventListener('scroll', update)
      setBox(null)
    }
  }, [active])
  return box
}

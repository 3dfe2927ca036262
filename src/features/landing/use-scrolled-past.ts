import { useSyncExternalStore } from 'react'
import { isScrolledPast } from './scroll-threshold'

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  window.addEventListener('resize', onChange)
  return () => {
    window.removeEventListener('scroll', onChange)
    window.removeEventListener('resize', onChange)
  }
}

// A boolean snapshot: React re-renders only when the answer flips, not on every scroll event.
const snapshot = () => isScrolledPast(window.scrollY, window.innerHeight)
const serverSnapshot = () => false

export function useScrolledPastThreshold(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}

import { Suspense, type ComponentType, type ReactElement } from 'react'

/**
 * A lazily loaded part of the landing inside its Suspense boundary, as one element to make once
 * at module level and reuse in every render. A new element in each render hands a boundary that
 * still shows its prerendered HTML new children, and React answers that by dropping the HTML for
 * the empty fallback until the code arrives: the picture blinked out and back, and a tap on a
 * footer link in that moment landed on nothing (at 4x CPU, 4 taps in 8 were lost).
 */
export function idlePart(Part: ComponentType): ReactElement {
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  )
}

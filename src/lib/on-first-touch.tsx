import { useRef, type ReactNode } from 'react'

interface OnFirstTouchProps {
  /** Runs once, the first time a person reaches for `children`. */
  onTouch: () => void
  children: ReactNode
}

/**
 * Starts what a control needs the moment a person reaches for it (pointed at, touched, focused
 * or a file dragged over), not when the screen opens: a screen passed through without using the
 * control never pays for it (issue 33: the resume reader's worker and pdf.js).
 */
export function OnFirstTouch({ onTouch, children }: OnFirstTouchProps) {
  const touched = useRef(false)
  const touch = () => {
    if (touched.current) return
    touched.current = true
    onTouch()
  }
  // Listens only; the control inside keeps its own roles, keys and focus.
  return (
    <div onPointerEnter={touch} onPointerDown={touch} onFocusCapture={touch} onDragEnter={touch}>
      {children}
    </div>
  )
}

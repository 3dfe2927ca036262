import { Spinner } from './spinner'

/** Fills the viewport with a centred 'Loading...' while the session (auth) loads. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-canvas p-6">
      <Spinner label={label} showLabel size="lg" className="flex-col" />
    </div>
  )
}

import { ApiError } from '@/api/client'
import { errorText } from '@/api/error-text'
import { buttonClasses } from '@/components/button'
import { Container } from '@/components/container'

/** Shown when the app cannot start, e.g. on-device storage is blocked: a clear message, never a blank page. */
export function AppErrorPage({ error }: { error: unknown }) {
  const storage = error instanceof ApiError && error.status === 503
  const message = errorText(error)
  return (
    <Container as="main" id="main" className="py-24 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">
        {storage ? 'SalesPath cannot use storage on this device' : 'Something went wrong'}
      </h1>
      <p role="alert" className="mx-auto mt-4 max-w-xl text-muted">
        {message}
      </p>
      <button
        type="button"
        className={`${buttonClasses('primary', 'md')} mt-8`}
        onClick={() => {
          window.location.reload()
        }}
      >
        Reload
      </button>
    </Container>
  )
}

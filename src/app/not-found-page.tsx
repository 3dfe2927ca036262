import { Link } from '@tanstack/react-router'
import { buttonClasses } from '@/components/button'
import { Container } from '@/components/container'

export function NotFoundPage() {
  return (
    <Container as="main" id="main" className="py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-md text-muted">
        This page does not exist, or you need to sign in to see it.
      </p>
      <Link to="/" className={`${buttonClasses('primary', 'md')} mt-8`}>
        Back to Home
      </Link>
    </Container>
  )
}

import { Link } from '@tanstack/react-router'
import { Container } from './container'

const footerLinks = [
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  { label: 'Contact', to: '/contact' },
] as const

/** The footer shared by most routes, with the Privacy, Terms and Contact pages. */
export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-auto border-t border-slate-200 bg-surface py-8">
      <Container className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-base font-bold text-ink">SalesPath</p>
          <p className="mt-1 text-sm text-muted">Your AI career coach for tech sales.</p>
        </div>
        {/* Not squeezed by the two texts beside it: at 768 px 'Contact' wrapped alone. */}
        <nav aria-label="Footer" className="shrink-0">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-block py-2 text-muted underline-offset-4 hover:text-ink hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-muted">&copy; {year} SalesPath. All rights reserved.</p>
      </Container>
    </footer>
  )
}

import { Link } from '@tanstack/react-router'
import { Container } from '@/components/container'

const linkClasses = 'inline-block py-2 text-muted underline-offset-4 hover:text-ink hover:underline'

const legalLinks = [
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  { label: 'Contact', to: '/contact' },
] as const

export function LandingFooter() {
  return (
    // On phones the sticky call to action covers the last 70 px of the page: room for it below.
    <footer className="border-t border-slate-200 bg-surface pt-12 pb-24 sm:pb-12">
      <Container size="xl" className="flex flex-col gap-8 sm:flex-row sm:justify-between">
        <div className="max-w-xs">
          <p className="text-lg font-bold text-ink">SalesPath</p>
          <p className="mt-2 text-sm text-muted">
            The AI career coach for SDRs, career switchers and people new to tech sales.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-12 gap-y-1 text-sm">
          <ul>
            <li>
              <a href="#how-it-works" className={linkClasses}>
                How It Works
              </a>
            </li>
            <li>
              <a href="#pricing" className={linkClasses}>
                Pricing
              </a>
            </li>
            <li>
              <Link to="/journey-flow" className={linkClasses}>
                View Journey
              </Link>
            </li>
          </ul>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <Container size="xl">
        <p className="mt-10 border-t border-slate-100 pt-6 text-sm text-muted">
          &copy; {new Date().getFullYear()} SalesPath. All rights reserved.
        </p>
      </Container>
    </footer>
  )
}

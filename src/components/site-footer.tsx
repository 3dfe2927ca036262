import { Container } from './container'

const footerLinks = [
  { label: 'Privacy', href: '#privacy' },
  { label: 'Terms', href: '#terms' },
  { label: 'Contact', href: '#contact' },
] as const

/** The footer shared by most routes; the links are placeholders until the pages exist. */
export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-auto border-t border-slate-200 bg-surface py-8">
      <Container className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-base font-bold text-ink">SalesPath</p>
          <p className="mt-1 text-sm text-muted">Your AI career coach for tech sales.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-block py-2 text-muted underline-offset-4 hover:text-ink hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-muted">&copy; {year} SalesPath. All rights reserved.</p>
      </Container>
    </footer>
  )
}

import { Link } from '@tanstack/react-router'
import { getEarnAction } from '@/domain/catalogue'
import { contactInfo } from './contact'
import { LegalLayout } from './legal-layout'

const linkClasses = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800'

/** /contact: an email and the project page when the build names them, and in-app feedback. */
export function ContactPage({ info = contactInfo(import.meta.env) }) {
  const reward = getEarnAction('feedback_survey')?.credits ?? 0
  return (
    <LegalLayout
      title="Contact"
      lead="Questions, bugs or ideas: here is how to reach the people behind SalesPath."
    >
      <section aria-labelledby="write">
        <h2 id="write">Write to us</h2>
        {info.email ? (
          <p>
            Email{' '}
            <a href={`mailto:${info.email}?subject=SalesPath`} className={linkClasses}>
              {info.email}
            </a>
            . Your SalesPath data is not attached: add what you want us to see.
          </p>
        ) : (
          <p>This copy of SalesPath has no contact address configured.</p>
        )}
        {info.projectUrl ? (
          <p>
            Or open an issue on the{' '}
            <a href={info.projectUrl} className={linkClasses} rel="noopener noreferrer">
              project page
            </a>
            .
          </p>
        ) : null}
      </section>
      <section aria-labelledby="feedback">
        <h2 id="feedback">Tell us in the app</h2>
        <p>
          Signed in, open your credits and choose Give feedback: three quick questions, kept on this
          device, and {reward} credits for your time. See{' '}
          <Link to="/privacy" className={linkClasses}>
            Privacy
          </Link>{' '}
          for what is stored.
        </p>
      </section>
    </LegalLayout>
  )
}

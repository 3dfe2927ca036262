import { Link } from '@tanstack/react-router'
import { getEarnAction } from '@/domain/catalogue'
import { contactInfo } from './contact'
import { LegalLayout, legalLinkClasses, LegalSection } from './legal-layout'

/** /contact: an email and the project page when the build names them, and in-app feedback. */
export function ContactPage({ info = contactInfo(import.meta.env) }) {
  const reward = getEarnAction('feedback_survey')?.credits ?? 0
  return (
    <LegalLayout
      title="Contact"
      lead="Questions, bugs or ideas: here is how to reach the people behind SalesPath."
    >
      <LegalSection id="write" title="Write to us">
        {info.email ? (
          <p>
            Email{' '}
            <a href={`mailto:${info.email}?subject=SalesPath`} className={legalLinkClasses}>
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
            <a href={info.projectUrl} className={legalLinkClasses} rel="noopener noreferrer">
              project page
            </a>
            .
          </p>
        ) : null}
      </LegalSection>
      <LegalSection id="feedback" title="Tell us in the app">
        <p>
          Signed in, open your credits and choose Give feedback: three quick questions, kept on this
          device, and {reward} credits for your time. See{' '}
          <Link to="/privacy" className={legalLinkClasses}>
            Privacy
          </Link>{' '}
          for what is stored.
        </p>
      </LegalSection>
    </LegalLayout>
  )
}

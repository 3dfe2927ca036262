import { LegalLayout, LegalSection } from './legal-layout'

/** /terms: the plain conditions of using a local-only career coach. */
export function TermsPage() {
  return (
    <LegalLayout
      title="Terms"
      lead="The short version: SalesPath is career guidance, not a promise of a job, and your data is yours."
    >
      <LegalSection id="guidance" title="Guidance, not guarantees">
        <p>
          Matches, roadmaps, timelines and Becky&apos;s answers are suggestions built from your
          answers and a role catalogue. Salaries and durations are typical ranges, not offers. Check
          important decisions with people who know your situation.
        </p>
      </LegalSection>
      <LegalSection id="credits" title="Credits">
        <p>
          Credits unlock roadmap steps inside the app. They live in your account on this device,
          have no cash value and are not transferable.
        </p>
      </LegalSection>
      <LegalSection id="yours" title="Your data">
        <p>
          Everything you enter stays on this device (see Privacy). You can export or delete it at
          any time in Settings &amp; privacy. If you delete it, or clear this site&apos;s data, it
          cannot be recovered unless you kept an export.
        </p>
      </LegalSection>
      <LegalSection id="use" title="Fair use">
        <p>Use SalesPath for your own career planning. Do not use it to harm others.</p>
      </LegalSection>
    </LegalLayout>
  )
}

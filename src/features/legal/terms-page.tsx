import { LegalLayout } from './legal-layout'

/** /terms: the plain conditions of using a local-only career coach. */
export function TermsPage() {
  return (
    <LegalLayout
      title="Terms"
      lead="The short version: SalesPath is career guidance, not a promise of a job, and your data is yours."
    >
      <section aria-labelledby="guidance">
        <h2 id="guidance">Guidance, not guarantees</h2>
        <p>
          Matches, roadmaps, timelines and Becky&apos;s answers are suggestions built from your
          answers and a role catalogue. Salaries and durations are typical ranges, not offers. Check
          important decisions with people who know your situation.
        </p>
      </section>
      <section aria-labelledby="credits">
        <h2 id="credits">Credits</h2>
        <p>
          Credits unlock roadmap steps inside the app. They live in your account on this device,
          have no cash value and are not transferable.
        </p>
      </section>
      <section aria-labelledby="yours">
        <h2 id="yours">Your data</h2>
        <p>
          Everything you enter stays on this device (see Privacy). You can export or delete it at
          any time in Settings &amp; privacy. If you delete it, or clear this site&apos;s data, it
          cannot be recovered unless you kept an export.
        </p>
      </section>
      <section aria-labelledby="use">
        <h2 id="use">Fair use</h2>
        <p>Use SalesPath for your own career planning. Do not use it to harm others.</p>
      </section>
    </LegalLayout>
  )
}

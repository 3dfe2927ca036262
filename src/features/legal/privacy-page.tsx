import { Link } from '@tanstack/react-router'
import { LegalLayout } from './legal-layout'

const linkClasses = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800'

/** /privacy: what SalesPath keeps, where it keeps it, and how the user takes it or deletes it. */
export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy"
      lead="SalesPath runs in your browser. What you enter stays on this device: there is no SalesPath server that receives it."
    >
      <section aria-labelledby="stored">
        <h2 id="stored">What is stored</h2>
        <ul>
          <li>
            Your account: name, email and a salted hash of your password (never the password).
          </li>
          <li>Your diagnostic answers, results and career matches.</li>
          <li>Your roadmap progress: unlocked steps, ticked checklist items and step status.</li>
          <li>Your credit history, chats with Becky and what Becky remembers about you.</li>
          <li>
            The text of a resume you upload (read on this device; the file is not sent anywhere).
          </li>
          <li>Feedback you give in the in-app survey.</li>
        </ul>
      </section>
      <section aria-labelledby="where">
        <h2 id="where">Where it is stored</h2>
        <p>
          In this browser&apos;s IndexedDB database on this device, plus a few small keys (such as
          which account is signed in) in its local storage. The app&apos;s own files, and the
          on-device AI model if you download it, sit in the browser&apos;s cache so SalesPath works
          offline. Another device or browser sees none of it.
        </p>
      </section>
      <section aria-labelledby="control">
        <h2 id="control">Export or delete it</h2>
        <p>
          Open{' '}
          <Link to="/settings" hash="your-data" className={linkClasses}>
            Settings &amp; privacy
          </Link>{' '}
          to download everything as a file (and import it on another device), or to delete your
          account and all its data from this device. Clearing this site&apos;s data in your browser
          settings also removes everything.
        </p>
      </section>
    </LegalLayout>
  )
}

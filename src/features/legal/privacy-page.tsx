import { Link } from '@tanstack/react-router'
import { LegalLayout, legalLinkClasses, LegalSection } from './legal-layout'

/** /privacy: what SalesPath keeps, where it keeps it, and how the user takes it or deletes it. */
export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy"
      lead="SalesPath runs in your browser. What you enter stays on this device: there is no SalesPath server that receives it."
    >
      <LegalSection id="stored" title="What is stored">
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
      </LegalSection>
      <LegalSection id="where" title="Where it is stored">
        <p>
          In this browser&apos;s IndexedDB database on this device, plus a few small keys (such as
          which account is signed in) in its local storage. The app&apos;s own files, and the
          on-device AI model if you download it, sit in the browser&apos;s cache so SalesPath works
          offline. Another device or browser sees none of it.
        </p>
      </LegalSection>
      <LegalSection id="control" title="Export or delete it">
        <p>
          Open{' '}
          <Link to="/settings" hash="your-data" className={legalLinkClasses}>
            Settings &amp; privacy
          </Link>{' '}
          to download everything as a file (and import it on another device), or to delete your
          account and all its data from this device. Clearing this site&apos;s data in your browser
          settings also removes everything.
        </p>
      </LegalSection>
    </LegalLayout>
  )
}

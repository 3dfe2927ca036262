import { InPlaceAuthButtons } from '@/lib/in-place-auth-dialog'
import { SettingsCard } from './settings-card'
import { requestPersistence } from './use-storage-facts'

/** Visitors see what signing in unlocks here, and can sign in or create an account in place. */
export function SignInPrompt() {
  return (
    <SettingsCard
      id="sign-in"
      title="Sign in to manage your data"
      description="Export, import and account deletion work on a SalesPath account. As a visitor, your answers and results stay in this browser until you create an account."
    >
      <InPlaceAuthButtons
        className="flex flex-col gap-3 sm:flex-row"
        choices={[
          { mode: 'signin', label: 'Sign in' },
          { mode: 'signup', label: 'Create an account' },
        ]}
        // An account now holds their data: a sensible moment to ask the browser to keep it.
        onSignedIn={() => void requestPersistence()}
      />
    </SettingsCard>
  )
}

import { InPlaceAuthButtons } from '@/lib/in-place-auth-dialog'

/** Visitors practise freely; an account keeps the history (their attempts join it at sign-up). */
export function SaveHistoryPrompt({ hasAttempts }: { hasAttempts: boolean }) {
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink">
      <p>
        {hasAttempts
          ? 'You are practising as a visitor. Create a free account to keep these scorecards and earn credits for your first pass of each scenario.'
          : 'Practising as a visitor works. Create a free account to keep your history and earn credits.'}
      </p>
      <InPlaceAuthButtons
        className="mt-3 flex flex-wrap gap-2"
        size="md"
        choices={[
          { mode: 'signup', label: 'Create an account to save' },
          { mode: 'signin', label: 'Sign in' },
        ]}
      />
    </div>
  )
}

import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { submitAuthDialog } from '@/api/auth'
import { AuthDialog, type AuthMode } from '@/components/auth-dialog'
import { Button } from '@/components/button'

/** Visitors practise freely; an account keeps the history (their attempts join it at sign-up). */
export function SaveHistoryPrompt({ hasAttempts }: { hasAttempts: boolean }) {
  const [mode, setMode] = useState<AuthMode | null>(null)
  const queryClient = useQueryClient()
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink">
      <p>
        {hasAttempts
          ? 'You are practising as a visitor. Create a free account to keep these scorecards and earn credits for your first pass of each scenario.'
          : 'Practising as a visitor works. Create a free account to keep your history and earn credits.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="md"
          onClick={() => {
            setMode('signup')
          }}
        >
          Create an account to save
        </Button>
        <Button
          size="md"
          variant="outline"
          onClick={() => {
            setMode('signin')
          }}
        >
          Sign in
        </Button>
      </div>
      <AuthDialog
        open={mode !== null}
        initialMode={mode ?? 'signup'}
        variant="modal"
        onClose={() => {
          setMode(null)
        }}
        onSubmit={async (chosen, credentials) => {
          await submitAuthDialog(chosen, credentials)
          setMode(null)
          await queryClient.invalidateQueries()
        }}
      />
    </div>
  )
}

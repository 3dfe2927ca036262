import { useState } from 'react'
import type { AuthMode } from '@/components/auth-dialog'
import { Button } from '@/components/button'
import { InPlaceAuthDialog } from '@/lib/in-place-auth-dialog'

/** Visitors practise freely; an account keeps the history (their attempts join it at sign-up). */
export function SaveHistoryPrompt({ hasAttempts }: { hasAttempts: boolean }) {
  const [mode, setMode] = useState<AuthMode | null>(null)
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
      <InPlaceAuthDialog
        mode={mode}
        onClose={() => {
          setMode(null)
        }}
      />
    </div>
  )
}

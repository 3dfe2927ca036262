import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { AUTH_FAILED_MESSAGE, isPasswordTooShort, useAuthActions } from '@/api/auth'
import { errorText } from '@/api/error-text'
import { useToast } from '@/components/toast'
import type { AuthCredentials, AuthMode } from '@/components/auth-dialog'

const tooShort = 'Password must be at least 6 characters long'

const successText: Record<AuthMode, string> = {
  signup: 'Account created successfully',
  signin: 'Welcome back!',
}

/**
 * The landing modal's behaviour (spec sections 2, 4, 5, 8): a short password is refused before
 * any request; success toasts, closes, refreshes the user and opens the dashboard. A failure is
 * said once: it rejects, and the dialog shows the reason inline next to the form (no toast too).
 */
export function useLandingAuth() {
  const actions = useAuthActions()
  const toast = useToast()
  const navigate = useNavigate()
  const [modalMode, setModalMode] = useState<AuthMode | null>(null)
  const [signingOut, setSigningOut] = useState(false)

  const submit = async (mode: AuthMode, credentials: AuthCredentials) => {
    if (isPasswordTooShort(credentials.password)) {
      throw new Error(tooShort)
    }
    try {
      const input = { email: credentials.email, password: credentials.password }
      // The typed name, so the welcome never falls back to the email's local part.
      await (mode === 'signup'
        ? actions.signUp({ ...input, name: credentials.name ?? '' })
        : actions.signIn(input))
    } catch (error) {
      throw new Error(errorText(error, AUTH_FAILED_MESSAGE), { cause: error })
    }
    toast({ title: 'Success!', description: successText[mode], variant: 'success' })
    setModalMode(null)
    await navigate({ to: '/dashboard' })
  }

  const signOut = () => {
    setSigningOut(true)
    void actions.signOutAndReload()
  }

  return {
    modalMode,
    openModal: (mode: AuthMode) => setModalMode(mode),
    closeModal: () => setModalMode(null),
    submit,
    signOut,
    signingOut,
  }
}

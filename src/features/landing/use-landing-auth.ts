import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { authErrorMessage, isPasswordTooShort, useAuthActions } from '@/api/auth'
import { useToast } from '@/components'
import type { AuthCredentials, AuthMode } from '@/components'

const tooShort = 'Password must be at least 6 characters long'

const successText: Record<AuthMode, string> = {
  signup: 'Account created successfully',
  signin: 'Welcome back!',
}

/**
 * The landing modal's behaviour (spec sections 2, 4, 5, 8): a short password is refused before
 * any request; failures toast 'Authentication Error'; success toasts, closes, refreshes the user
 * and opens the dashboard. Failures also reject, so the dialog shows the reason inline.
 */
export function useLandingAuth() {
  const actions = useAuthActions()
  const toast = useToast()
  const navigate = useNavigate()
  const [modalMode, setModalMode] = useState<AuthMode | null>(null)
  const [signingOut, setSigningOut] = useState(false)

  const submit = async (mode: AuthMode, credentials: AuthCredentials) => {
    if (isPasswordTooShort(credentials.password)) {
      toast({ title: 'Password too short', description: tooShort, variant: 'destructive' })
      throw new Error(tooShort)
    }
    try {
      const input = { email: credentials.email, password: credentials.password }
      await (mode === 'signup' ? actions.signUp(input) : actions.signIn(input))
    } catch (error) {
      const message = authErrorMessage(error)
      toast({ title: 'Authentication Error', description: message, variant: 'destructive' })
      throw new Error(message, { cause: error })
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

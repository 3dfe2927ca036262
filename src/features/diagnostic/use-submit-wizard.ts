import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { storageKeys, writeStored } from '@/api/browser-store'
import { onboardingOwnerId, submitDiagnostic } from '@/api/diagnostic'
import type { DiagnosticAnswers } from '@/domain/diagnostic'
import { clearDraft } from './draft-storage'

/**
 * 'Generate My Roadmap': stores the answers and the result through /api, remembers who answered
 * (spec section 3: onboarding_userId, onboarding_firstName) and moves on to /resume-upload, or
 * straight to the results when a resume was already added in the wizard (asking again for the
 * same file would be a wasted step).
 */
export function useSubmitWizard(userId: string | null) {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async (input: { answers: DiagnosticAnswers; withResume: boolean }) => {
      await submitDiagnostic(
        input.withResume
          ? { answers: input.answers, resumeData: { enhanced: true } }
          : input.answers,
      )
      const ownerId = onboardingOwnerId(userId) ?? ''
      const firstName = input.answers.first_name.trim()
      writeStored(storageKeys.onboardingUserId, ownerId)
      writeStored(storageKeys.onboardingFirstName, firstName)
      return { ownerId, firstName, withResume: input.withResume }
    },
    onSuccess: async ({ ownerId, firstName, withResume }) => {
      clearDraft()
      // A run that already used the wizard's resume has nothing to re-run: enhanced, no userId.
      await (withResume
        ? navigate({ to: '/diagnostic-results', search: { enhanced: true } })
        : navigate({ to: '/resume-upload', search: { userId: ownerId, firstName } }))
    },
  })
}

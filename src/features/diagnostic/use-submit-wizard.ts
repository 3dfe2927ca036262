import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { storageKeys, writeStored } from '@/api/browser-store'
import { onboardingOwnerId, submitDiagnostic } from '@/api/diagnostic'
import type { DiagnosticAnswers } from '@/domain/diagnostic'
import { clearDraft } from './draft-storage'

export function resumeUploadHref(ownerId: string, firstName: string): string {
  const query = new URLSearchParams({ userId: ownerId, firstName })
  return `/resume-upload?${query.toString()}`
}

/**
 * 'Generate My Roadmap': stores the answers and the result through /api, remembers who answered
 * (spec section 3: onboarding_userId, onboarding_firstName) and moves on to /resume-upload.
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
      return { ownerId, firstName }
    },
    onSuccess: async ({ ownerId, firstName }) => {
      clearDraft()
      await navigate({ href: resumeUploadHref(ownerId, firstName) })
    },
  })
}

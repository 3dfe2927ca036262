import { useMutation } from '@tanstack/react-query'
import { startTransition, useCallback, useState } from 'react'
import type { ResumeInsights } from '@/domain/diagnostic'
import { api, ApiError } from './client'
import type { ResumeUploadResponse, ResumeUploadSource, StoredResume } from '@/contract'
// upload-rules, not the contract's barrel: the wizard's first step loads this file, and the barrel
// would bring every endpoint's schemas with it (issue 33).
import {
  RESUME_MAX_BYTES,
  acceptedResumeKinds,
  resumeMimeTypes,
  resumeUploadFields,
  resumeUploadMessages,
} from '@/contract/upload-rules'

export const resumeKeys = {
  latest: ['resume', 'latest'] as const,
}

const acceptedExtensions: Record<ResumeUploadSource, readonly string[]> = acceptedResumeKinds

/** For the file input's `accept`: extensions and their MIME types. */
export function acceptAttribute(source: ResumeUploadSource): string {
  return acceptedResumeKinds[source]
    .flatMap((kind) => [`.${kind}`, resumeMimeTypes[kind]])
    .join(',')
}

/**
 * The cheap checks the screen makes before sending a file (spec section 5): size, then extension.
 * The endpoint repeats them and also checks the content, so a renamed file is still refused.
 */
export function precheckResume(
  file: { name: string; size: number },
  source: ResumeUploadSource,
): string | null {
  if (file.size > RESUME_MAX_BYTES) return resumeUploadMessages.tooLarge
  const dot = file.name.lastIndexOf('.')
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : ''
  if (!acceptedExtensions[source].includes(ext)) {
    return source === 'wizard'
      ? resumeUploadMessages.wrongTypeWithText
      : resumeUploadMessages.wrongType
  }
  return null
}

/** The server's message, else the spec's fallback (section 8). */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? resumeUploadMessages.uploadFailed
  return resumeUploadMessages.fallback
}

export async function uploadResume(
  file: File,
  options: { userId?: string | null; source: ResumeUploadSource },
): Promise<ResumeUploadResponse> {
  const form = new FormData()
  form.set(resumeUploadFields.file, file)
  if (options.userId) form.set(resumeUploadFields.userId, options.userId)
  form.set(resumeUploadFields.source, options.source)
  return api('POST /api/resume/upload', { body: form })
}

/** The stored insights (corrections included), or null before any upload. */
export async function fetchLatestResume(): Promise<StoredResume | null> {
  try {
    return await api('GET /api/resume/insights')
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export const latestResumeQuery = { queryKey: resumeKeys.latest, queryFn: fetchLatestResume }

export function saveResumeInsights(insights: ResumeInsights) {
  return api('PUT /api/resume/insights', { body: insights })
}

export type ResumeUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string }
  | { status: 'success'; fileName: string; result: ResumeUploadResponse }
  | { status: 'error'; fileName: string; message: string }

/**
 * Starts the on-device reader (its worker, pdf.js, mammoth) so the first file finds it warm; a
 * failure only costs that. Screens call it when a person reaches for the file picker, not when
 * they open: a screen passed through without a file never loads the reader (issue 33).
 */
export function prepareResumeReader(): void {
  void api('POST /api/resume/prepare').catch(() => undefined)
}

/** The upload's four states (spec section 4): idle, uploading, success, error. */
export function useResumeUpload(source: ResumeUploadSource, userId: string | null) {
  const [state, setState] = useState<ResumeUploadState>({ status: 'idle' })
  const mutation = useMutation({
    mutationFn: (file: File) => uploadResume(file, { userId, source }),
  })
  const { mutateAsync, reset: resetMutation } = mutation

  const upload = useCallback(
    async (file: File) => {
      const refused = precheckResume(file, source)
      if (refused !== null) {
        setState({ status: 'error', fileName: file.name, message: refused })
        return
      }
      setState({ status: 'uploading', fileName: file.name })
      try {
        const result = await mutateAsync(file)
        // The findings' editors are a large render: as a transition React renders them in slices,
        // so the page never freezes for it (issue 32: no task over 50 ms while a resume is read).
        startTransition(() => setState({ status: 'success', fileName: result.fileName, result }))
      } catch (error) {
        setState({ status: 'error', fileName: file.name, message: uploadErrorMessage(error) })
      }
    },
    [mutateAsync, source],
  )

  const reset = useCallback(() => {
    resetMutation()
    setState({ status: 'idle' })
  }, [resetMutation])

  return { state, upload, reset }
}

/**
 * The resume upload's rules, once, for the screen's quick checks (src/api/resume.ts) and the
 * parser's full ones (src/documents/validate-upload.ts). No zod here: the document worker imports
 * this file and stays small.
 */

/** Spec section 9: resume max size 5 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024

/** Multipart field names of POST /api/resume/upload. */
export const resumeUploadFields = { file: 'resume', userId: 'userId', source: 'source' } as const

/**
 * Upload texts the screen may show before sending a file (spec sections 5 and 8, word for word). The
 * endpoint answers with the same texts; mocks/handlers/onboarding-handlers.test.ts keeps them equal.
 */
export const resumeUploadMessages = {
  tooLarge: 'File size must be less than 5MB',
  wrongType: 'Please upload a PDF, DOC, or DOCX file',
  wrongTypeWithText: 'Please upload a PDF, DOC, DOCX, or TXT file',
  uploadFailed: 'Upload failed',
  fallback: 'Failed to upload resume. Please try again.',
} as const

export const resumeFileKinds = ['pdf', 'doc', 'docx', 'txt'] as const
export type ResumeFileKind = (typeof resumeFileKinds)[number]

/** Where a resume is uploaded from (the wizard's inline panel also takes TXT). */
export const resumeUploadSources = ['page', 'wizard'] as const
export type ResumeUploadSource = (typeof resumeUploadSources)[number]

export const acceptedResumeKinds: Record<ResumeUploadSource, readonly ResumeFileKind[]> = {
  page: ['pdf', 'doc', 'docx'],
  wizard: ['pdf', 'doc', 'docx', 'txt'],
}

/** The MIME type each kind is sent with; also the file input's `accept` list. */
export const resumeMimeTypes: Record<ResumeFileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
}

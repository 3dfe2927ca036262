import { createResumesRepository, type OwnerKey, type ResumeRow } from '@/data'
import type { ResumeInsights } from '@/domain/diagnostic/diagnostic-types'
import {
  documentKinds,
  experienceBreakdown,
  parseResume,
  prepareDocumentReader,
  resumePageKinds,
  validateUpload,
  type ParseFailure,
  type ParseFailureCode,
} from '@/documents'
import {
  guestSessionIdPattern,
  type ResumeUploadResponse,
  type ResumeUploadSource,
  type StoredResume,
} from '@/contract'
import type { Caller, ServiceDeps } from './context'
import { ServiceError, forbidden, unauthorized } from './errors'
import { ownerOf } from './owner'

/** A chosen file as the /api layer hands it over: the bytes are read only after the cheap checks. */
export interface UploadedFile {
  name: string
  type: string
  size: number
  bytes: () => Promise<Uint8Array>
}

type UploadStatus = 413 | 415 | 422

// Size and type are the client's fault in HTTP terms; anything found inside the file is 422.
const failureStatus: Partial<Record<ParseFailureCode, UploadStatus>> = {
  'too-large': 413,
  'unsupported-type': 415,
  'type-mismatch': 415,
}

function refuse(failure: ParseFailure): ServiceError {
  return new ServiceError(failureStatus[failure.code] ?? 422, failure.message, failure.code)
}

/** The userId field may name only the caller: the account, or the guest session before sign-up. */
function checkOwnUpload(caller: Caller, userId: string | null) {
  if (!userId || userId === caller.userId || userId === caller.guestSessionId) return
  // An account id while signed out: signing in may well make it the caller's own.
  if (!caller.userId && !guestSessionIdPattern.test(userId)) throw unauthorized()
  throw forbidden()
}

function toStored(row: ResumeRow): StoredResume {
  return { insights: row.insights, fileName: row.fileName, createdAt: row.createdAt }
}

const elapsedSince = (start: number) => Math.round((performance.now() - start) * 10) / 10

/** As much as the on-device model reads (src/ai/prompt/resume-extraction.ts keeps 6,000). */
const resumeTextForModel = 6000

export type ResumeService = ReturnType<typeof createResumeService>

export function createResumeService(deps: ServiceDeps) {
  const resumes = createResumesRepository(deps.db)

  return {
    /** Validate (size, type, content) -> parse on this device -> store the insights per owner. */
    async upload(
      caller: Caller,
      input: { file: UploadedFile; userId: string | null; source: ResumeUploadSource },
    ): Promise<ResumeUploadResponse> {
      checkOwnUpload(caller, input.userId)
      const owner = ownerOf(caller)
      const accept = input.source === 'wizard' ? documentKinds : resumePageKinds
      const { file } = input
      const cheap = validateUpload(
        { name: file.name, size: file.size, type: file.type },
        { accept },
      )
      if (!cheap.ok) throw refuse(cheap)
      const bytes = await file.bytes()
      const check = validateUpload({ name: file.name, type: file.type, bytes }, { accept })
      if (!check.ok) throw refuse(check)

      const start = performance.now()
      const outcome = await parseResume(
        { name: file.name, type: file.type, bytes },
        { accept, now: deps.now() },
      )
      const parseMs = elapsedSince(start)
      if (!outcome.ok) throw refuse(outcome)
      // The total counts every job; the screens also show the years in sales-relevant jobs.
      const insights = {
        ...outcome.insights,
        salesExperience: experienceBreakdown(outcome.sections, deps.now()).salesYears,
      }

      await resumes.insert({
        ownerKey: owner,
        fileName: file.name,
        fileType: check.kind,
        size: bytes.length,
        insights,
        createdAt: deps.now().toISOString(),
      })
      return {
        success: true,
        message: 'Resume read on this device. Check what we found below.',
        insights,
        fileName: file.name,
        parseMs,
        warnings: outcome.warnings.map((warning) => warning.message),
        resumeText: outcome.text.slice(0, resumeTextForModel),
      }
    },

    /** Warms the reader (its worker, pdf.js, mammoth) before a file is chosen; needs no owner. */
    prepare(): Promise<{ preparing: true }> {
      prepareDocumentReader()
      return Promise.resolve({ preparing: true })
    },

    async latest(caller: Caller): Promise<StoredResume> {
      const row = await resumes.latest(ownerOf(caller))
      if (!row) throw new ServiceError(404, 'No resume found', 'no_resume')
      return toStored(row)
    },

    /** Corrections become the newest row, so every later diagnostic reads them instead. */
    async correct(caller: Caller, insights: ResumeInsights): Promise<StoredResume> {
      const owner = ownerOf(caller)
      const previous = await resumes.latest(owner)
      if (!previous) {
        throw new ServiceError(404, 'No resume found: upload one first.', 'no_resume')
      }
      const { id: _id, ...rest } = previous
      const row = { ...rest, insights, createdAt: deps.now().toISOString() }
      await resumes.insert(row)
      return toStored(row)
    },

    /** The insights a diagnostic should use for this owner, or null without a resume. */
    async insightsOf(owner: OwnerKey): Promise<ResumeInsights | null> {
      return (await resumes.latest(owner))?.insights ?? null
    },
  }
}

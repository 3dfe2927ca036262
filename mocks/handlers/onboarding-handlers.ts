import type { HttpHandler } from 'msw'
import {
  diagnosticRequest,
  parseResumeRequest,
  resumeInsightsSchema,
  resumeUploadFields,
  resumeUploadSources,
  type ResumeUploadSource,
} from '@/contract'
import { ServiceError } from '@/services'
import { errorResponse, type Route } from '../http-kit'

const isSource = (value: unknown): value is ResumeUploadSource =>
  resumeUploadSources.some((source) => source === value)

/** Reads the multipart body; the file's bytes are read later, only once size and type pass. */
async function readUpload(request: Request) {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new ServiceError(400, 'Send the resume as multipart/form-data')
  }
  const entry = form.get(resumeUploadFields.file)
  if (entry === null || typeof entry === 'string') {
    throw new ServiceError(400, `${resumeUploadFields.file}: a file is required`)
  }
  const userId = form.get(resumeUploadFields.userId)
  const source = form.get(resumeUploadFields.source)
  return {
    file: {
      name: entry.name,
      type: entry.type,
      size: entry.size,
      bytes: async () => new Uint8Array(await entry.arrayBuffer()),
    },
    userId: typeof userId === 'string' && userId !== '' ? userId : null,
    source: isSource(source) ? source : 'page',
  }
}

/** Unexpected failures get the spec's texts (section 8) instead of the generic 500 message. */
async function orFail<T>(
  message: string,
  code: string,
  work: () => T | Promise<T>,
): Promise<T | Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ServiceError) throw error
    console.error(message, error)
    return errorResponse(500, message, code)
  }
}

export function onboardingHandlers(route: Route): HttpHandler[] {
  return [
    route('POST /api/onboarding/diagnostic', diagnosticRequest, ({ body, caller, services }) =>
      orFail('Failed to process diagnostic', 'diagnostic_failed', () =>
        services.diagnostic.run(caller, body),
      ),
    ),
    route('GET /api/onboarding/diagnostic/latest', undefined, ({ caller, services }) =>
      services.diagnostic.latest(caller),
    ),
    route('POST /api/onboarding/parse-resume', parseResumeRequest, ({ body, services }) =>
      orFail('Failed to parse resume', 'parse_failed', () =>
        services.diagnostic.parseText(body.resumeText),
      ),
    ),
    route('POST /api/resume/upload', undefined, async ({ request, caller, services }) =>
      services.resume.upload(caller, await readUpload(request)),
    ),
    route('POST /api/resume/prepare', undefined, ({ services }) => services.resume.prepare()),
    route('GET /api/resume/insights', undefined, ({ caller, services }) =>
      services.resume.latest(caller),
    ),
    route('PUT /api/resume/insights', resumeInsightsSchema, ({ body, caller, services }) =>
      services.resume.correct(caller, body),
    ),
  ]
}

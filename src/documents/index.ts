/** Public API of the resume pipeline. Everything else in src/documents is internal. */
export { parseResume, extractInsightsFromText } from './parse-resume'
export { prepareDocumentReader } from './read/read-isolated'
// Years per job and sales-relevant years, from a ParseSuccess's sections (issue 35).
export {
  experienceBreakdown,
  type ExperienceBreakdown,
  type ExperienceJob,
} from './insights/experience-years'
export {
  validateUpload,
  claimedKind,
  documentKinds,
  resumePageKinds,
  type UploadCandidate,
  type UploadCheck,
} from './validate-upload'
export {
  FILE_TOO_LARGE_MESSAGE,
  UNSUPPORTED_TYPE_MESSAGE,
  UNSUPPORTED_TYPE_WITH_TXT_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_FAILED_FALLBACK_MESSAGE,
  PARSE_RESUME_FAILED_MESSAGE,
  failureMessages,
  warningMessages,
} from './messages'
export { MAX_RESUME_BYTES, MAX_TEXT_CHARS, MAX_PDF_PAGES } from './limits'
export type {
  DocumentKind,
  ParseFailure,
  ParseFailureCode,
  ParseOptions,
  ParseOutcome,
  ParseSuccess,
  ParseWarning,
  ParseWarningCode,
  ResumeFile,
  ResumeSections,
  SectionKind,
} from './document-types'

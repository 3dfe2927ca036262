import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useCurrentUser } from '@/api/auth'
import { readOwnStoredId, readStored, storageKeys } from '@/api/browser-store'
import { latestDiagnosticQuery, onboardingOwnerId } from '@/api/diagnostic'
import {
  acceptAttribute,
  latestResumeQuery,
  prepareResumeReader,
  useResumeUpload,
} from '@/api/resume'
import { Button } from '@/components/button'
import { Card, CardBody } from '@/components/card'
import { Icon } from '@/components/icons'
import { ExtractedInsights } from './extracted-insights'
import { FileDropzone } from '@/components/file-dropzone'
import { UploadErrorPanel } from '@/lib/upload-error-panel'
import { FileCard, UploadingPanel } from './upload-panels'
import { useModelSuggestion } from './use-model-suggestion'
import { PageFrame } from '@/lib/page-frame'
import { OnFirstTouch } from '@/lib/on-first-touch'

interface ResumeUploadPageProps {
  /** The URL's userId and firstName, read by the route. */
  userId: string | null
  firstName: string | null
}

/** /resume-upload?userId&firstName: optional resume, parsed on this device (spec section 2). */
export function ResumeUploadPage({ userId, firstName: nameInUrl }: ResumeUploadPageProps) {
  const { user } = useCurrentUser()
  const navigate = useNavigate()
  // Stored values left by someone else on a shared device are ignored, name included.
  const storedOwner = readOwnStoredId(storageKeys.onboardingUserId, user?.id ?? null)
  const ownerId = userId || storedOwner || onboardingOwnerId(user?.id ?? null)
  const storedName = storedOwner ? readStored(storageKeys.onboardingFirstName) : null
  const firstName = nameInUrl || storedName || ''
  const { state, upload, reset } = useResumeUpload('page', ownerId)
  const stored = useQuery(latestResumeQuery)
  const [storedRemoved, setStoredRemoved] = useState(false)
  const suggestion = useModelSuggestion(state.status === 'success' ? state.result : null)
  usePrefetchResults()

  const earlier = state.status === 'idle' && !storedRemoved ? (stored.data ?? null) : null
  const current =
    state.status === 'success'
      ? { ...state.result, note: 'Read on this device just now', key: state.result.fileName }
      : earlier && {
          ...earlier,
          warnings: [],
          note: 'Added earlier on this device',
          key: earlier.createdAt,
        }

  const remove = () => {
    reset()
    setStoredRemoved(true)
  }

  return (
    <PageFrame
      size="sm"
      className="flex flex-col gap-6 py-10"
      eyebrow="Optional step"
      title="Upload Your Resume"
      description={`${firstName ? `${firstName}, add` : 'Add'} your resume and Becky will skip the steps you have already mastered.`}
    >
      <p className="flex items-center gap-2 text-sm text-muted">
        <Icon name="lock" size={16} />
        Your resume is read on this device. The file never leaves it.
      </p>
      <Card>
        <CardBody className="flex flex-col gap-5">
          <div aria-live="polite" className="flex flex-col gap-5">
            {state.status === 'uploading' && <UploadingPanel fileName={state.fileName} />}
            {state.status === 'error' && (
              <UploadErrorPanel message={state.message} onRetry={reset} />
            )}
            {current && (
              <FileCard fileName={current.fileName} note={current.note} onRemove={remove} />
            )}
          </div>
          {!current && state.status !== 'uploading' && (
            <OnFirstTouch onTouch={prepareResumeReader}>
              <FileDropzone
                accept={acceptAttribute('page')}
                hint="PDF, DOC or DOCX, up to 5 MB."
                onFile={(file) => void upload(file)}
              />
            </OnFirstTouch>
          )}
          {current && (
            <ExtractedInsights
              key={current.key}
              insights={current.insights}
              warnings={current.warnings}
              suggestion={state.status === 'success' ? suggestion : null}
              onGenerate={() =>
                navigate({
                  to: '/diagnostic-results',
                  search: ownerId ? { enhanced: true, userId: ownerId } : { enhanced: true },
                })
              }
            />
          )}
        </CardBody>
      </Card>
      <div className="flex justify-center">
        <Button
          variant="outline"
          onClick={() => void navigate({ to: '/diagnostic-results', search: { enhanced: false } })}
        >
          Skip for now
        </Button>
      </div>
    </PageFrame>
  )
}

/**
 * 'Skip for now' shows the stored result: it is read while the person looks at this screen, so
 * the results paint without waiting for /api (issue 33: Generate -> results at 4x).
 */
function usePrefetchResults() {
  const queryClient = useQueryClient()
  useEffect(() => {
    queryClient.query(latestDiagnosticQuery).catch(() => undefined)
  }, [queryClient])
}

import { acceptAttribute, prepareResumeReader, useResumeUpload } from '@/api/resume'
import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { Card, CardBody, CardTitle } from '@/components/card'
import { Icon } from '@/components/icons'
import { Spinner } from '@/components/spinner'
import { FileDropzone } from '@/components/file-dropzone'
import { experienceText } from '@/domain/diagnostic/experience-text'
import { OnFirstTouch } from '@/lib/on-first-touch'
import { UploadErrorPanel } from '@/lib/upload-error-panel'
import type { AttachedResume } from './wizard-state'

/** Spec section 2: the four benefits of resume enhancement, in the spec's order. */
export const resumeBenefits = [
  {
    title: 'Skip mastered steps',
    text: 'Steps your experience already covers move out of the way.',
  },
  {
    title: 'Identify transferable skills',
    text: 'Tools and methods you know count toward new roles.',
  },
  {
    title: 'Timeline estimates',
    text: 'Your years of experience sharpen how long the move takes.',
  },
  { title: 'Better role recommendations', text: 'Matches weigh what you have actually done.' },
] as const

export function ResumeTip({ onOpen }: { onOpen: () => void }) {
  return (
    <Card className="border-sky-200 bg-sky-50">
      <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Icon name="sparkles" className="text-sky-800" />
        <p className="flex-1 text-sm text-sky-900">
          <span className="font-semibold">Tip:</span> add your resume and Becky can skip the steps
          you have already mastered. It is read on this device and never uploaded.
        </p>
        <Button variant="secondary" size="sm" onClick={onOpen}>
          Add my resume
        </Button>
      </CardBody>
    </Card>
  )
}

export function ResumeAttachedNote({ resume }: { resume: AttachedResume }) {
  return (
    <p className="flex items-center gap-2 text-sm text-emerald-800">
      <Icon name="check" size={16} />
      Resume added: {resume.fileName}. Becky will use it for your roadmap.
    </p>
  )
}

interface PanelProps {
  ownerId: string | null
  onSkip: () => void
  onContinue: (resume: AttachedResume) => void
}

/** The optional inline resume panel: 'Continue with Resume' waits until the file is parsed. */
export function ResumeEnhancementPanel({ ownerId, onSkip, onContinue }: PanelProps) {
  const { state, upload, reset } = useResumeUpload('wizard', ownerId)
  const parsed = state.status === 'success' ? state.result : null

  return (
    <section aria-labelledby="resume-panel-title">
      <Card>
        <CardBody className="flex flex-col gap-4">
          <CardTitle id="resume-panel-title" level={2}>
            Enhance your roadmap with your resume
          </CardTitle>
          <ul className="grid gap-3 sm:grid-cols-2">
            {resumeBenefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-2 text-sm">
                <Icon name="check" size={18} className="mt-0.5 text-emerald-700" />
                <span>
                  <span className="font-semibold text-ink">{benefit.title}</span>
                  <span className="block text-muted">{benefit.text}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2 text-sm text-muted">
            <Icon name="lock" size={16} />
            Your file is read on this device. It never leaves it.
          </p>
          <div aria-live="polite">
            {state.status === 'uploading' && (
              <Spinner label={`Reading ${state.fileName}...`} showLabel />
            )}
            {parsed !== null && (
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone="green">Parsed</Badge>
                <span className="font-medium text-ink">{parsed.fileName}</span>
                <span className="text-muted">
                  {parsed.insights.currentRole || 'Role not found'} ·{' '}
                  {experienceText(parsed.insights)} · {parsed.insights.skills.length} skills
                </span>
              </div>
            )}
          </div>
          {state.status === 'error' && <UploadErrorPanel message={state.message} onRetry={reset} />}
          {(state.status === 'idle' || state.status === 'success') && (
            <OnFirstTouch onTouch={prepareResumeReader}>
              <FileDropzone
                accept={acceptAttribute('wizard')}
                hint="PDF, DOC, DOCX or TXT, up to 5 MB."
                onFile={(file) => void upload(file)}
              />
            </OnFirstTouch>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onSkip}>
              Skip for now
            </Button>
            <Button
              disabled={parsed === null}
              onClick={() => {
                if (parsed === null) return
                onContinue({
                  fileName: parsed.fileName,
                  currentRole: parsed.insights.currentRole,
                  experience: parsed.insights.experience,
                  skillCount: parsed.insights.skills.length,
                })
              }}
            >
              Continue with Resume
            </Button>
          </div>
        </CardBody>
      </Card>
    </section>
  )
}

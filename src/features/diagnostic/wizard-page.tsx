import { useEffect, useId, useReducer, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useCurrentUser } from '@/api/auth'
import { onboardingOwnerId } from '@/api/diagnostic'
import { Button } from '@/components/button'
import { Card, CardBody } from '@/components/card'
import { ErrorBanner } from '@/components/error-banner'
import { Icon } from '@/components/icons'
import { ProgressBar } from '@/components/progress-bar'
import { wizardStepCount } from '@/domain/diagnostic/questions'
import { validateAnswers } from '@/domain/diagnostic/validate-answers'
import { loadDraft, saveDraft } from './draft-storage'
import { ChoiceStepFields, TextStepFields } from './question-fields'
import { ResumeAttachedNote, ResumeEnhancementPanel, ResumeTip } from './resume-panel'
import { useSubmitWizard } from './use-submit-wizard'
import { warmForGenerate } from './warm-for-generate'
import {
  canGoNext,
  currentStep,
  isLastStep,
  showResumeTip,
  withAccountDefaults,
  withIntentDefaults,
  wizardReducer,
  type WizardState,
} from './wizard-state'
import { errorMessage } from '@/lib/error-message'
import { readStored, storageKeys } from '@/api/browser-store'
import { PageFrame } from '@/lib/page-frame'

const submitErrorText = (error: unknown) => errorMessage(error, 'Failed to process diagnostic')

/** /diagnostic-onboarding: nine steps, one question each (spec section 2). */
export function WizardPage() {
  const { user } = useCurrentUser()
  const [state, dispatch] = useReducer(wizardReducer, user, (account) =>
    withIntentDefaults(
      withAccountDefaults(loadDraft(), account),
      readStored(storageKeys.userIntent),
    ),
  )
  const submit = useSubmitWizard(user?.id ?? null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(state.step)
  const promptId = useId()
  const step = currentStep(state)
  const last = isLastStep(state)

  useEffect(() => saveDraft(state), [state])

  // Past the first step (or back at a later one), Generate's server and screens load meanwhile.
  const router = useRouter()
  const warmed = useRef(false)
  useEffect(() => {
    if (state.step === 0 || warmed.current) return
    warmed.current = true
    warmForGenerate(router)
  }, [state.step, router])

  // A new question takes focus, so screen readers announce it and Tab starts at its answers.
  useEffect(() => {
    if (shownStep.current === state.step) return
    shownStep.current = state.step
    headingRef.current?.focus()
  }, [state.step])

  const onSubmit = () => {
    if (!canGoNext(state)) return
    if (!last) {
      dispatch({ type: 'next' })
      return
    }
    const checked = validateAnswers(state.answers)
    if (checked.ok) submit.mutate({ answers: checked.answers, withResume: state.resume !== null })
  }

  return (
    <PageFrame
      size="md"
      className="flex flex-col gap-6 py-10"
      eyebrow="Free career diagnostic"
      title="Your Career Diagnostic"
      description="Nine quick questions, then Becky builds your roadmap."
    >
      <ProgressBar
        label={`Step ${String(state.step + 1)} of ${String(wizardStepCount)}`}
        value={state.step + 1}
        min={0}
        max={wizardStepCount}
        showValue
      />
      <Card>
        <CardBody>
          <form
            noValidate
            className="flex flex-col gap-6"
            onSubmit={(event) => {
              event.preventDefault()
              onSubmit()
            }}
          >
            <div>
              <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink">
                {step.title}
              </h2>
              <p id={promptId} className="mt-1 text-muted">
                {step.prompt}
              </p>
            </div>
            <StepFields state={state} dispatch={dispatch} promptId={promptId} />
            {submit.isError && (
              <ErrorBanner title="We could not build your roadmap">
                {submitErrorText(submit.error)}. Please try again.
              </ErrorBanner>
            )}
            <WizardNav state={state} busy={submit.isPending} dispatch={dispatch} />
          </form>
        </CardBody>
      </Card>
      <ResumeArea state={state} dispatch={dispatch} ownerId={onboardingOwnerId(user?.id)} />
    </PageFrame>
  )
}

type Dispatch = Parameters<typeof TextStepFields>[0]['dispatch']

function StepFields({
  state,
  dispatch,
  promptId,
}: {
  state: WizardState
  dispatch: Dispatch
  promptId: string
}) {
  const step = currentStep(state)
  if (step.kind === 'text') {
    return <TextStepFields step={step} answers={state.answers} dispatch={dispatch} />
  }
  return (
    <ChoiceStepFields
      key={step.id}
      step={step}
      answers={state.answers}
      dispatch={dispatch}
      labelledBy={promptId}
    />
  )
}

function WizardNav({
  state,
  busy,
  dispatch,
}: {
  state: WizardState
  busy: boolean
  dispatch: Dispatch
}) {
  const last = isLastStep(state)
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-5">
      <Button
        variant="outline"
        disabled={state.step === 0 || busy}
        onClick={() => dispatch({ type: 'previous' })}
      >
        <Icon name="chevron-left" size={18} />
        Previous
      </Button>
      <Button type="submit" disabled={!canGoNext(state)} loading={busy}>
        {last ? 'Generate My Roadmap' : 'Next'}
        {!last && <Icon name="chevron-right" size={18} />}
      </Button>
    </div>
  )
}

function ResumeArea({
  state,
  dispatch,
  ownerId,
}: {
  state: WizardState
  dispatch: Dispatch
  ownerId: string | null
}) {
  if (state.resume !== null) return <ResumeAttachedNote resume={state.resume} />
  if (state.resumePanelOpen) {
    return (
      <ResumeEnhancementPanel
        ownerId={ownerId}
        onSkip={() => dispatch({ type: 'skip-resume' })}
        onContinue={(resume) => dispatch({ type: 'attach-resume', resume })}
      />
    )
  }
  return showResumeTip(state) ? (
    <ResumeTip onOpen={() => dispatch({ type: 'open-resume' })} />
  ) : null
}

import { useEffect, useRef } from 'react'
import { cx } from '@/components/cx'
import { TextField } from '@/components/form-field'
import type { ChoiceStep, DiagnosticAnswers, TextStep } from '@/domain/diagnostic'
import type { WizardAction } from './wizard-state'

type Dispatch = (action: WizardAction) => void

export function TextStepFields({
  step,
  answers,
  dispatch,
}: {
  step: TextStep
  answers: Partial<DiagnosticAnswers>
  dispatch: Dispatch
}) {
  const container = useRef<HTMLDivElement>(null)
  const adopted = useRef(false)
  // The first step is prerendered (issue 33): what a person types before the page is hydrated
  // stays in the fields (React keeps the DOM's value) but never reached the answers, so Next
  // would stay disabled beside a filled form. Take it in once, after the first render.
  useEffect(() => {
    if (adopted.current || !container.current) return
    adopted.current = true
    for (const field of step.fields) {
      const input = container.current.querySelector<HTMLInputElement>(`input[name="${field.id}"]`)
      const typed = input?.value ?? ''
      if (typed !== '' && (answers[field.id] ?? '') === '') {
        dispatch({ type: 'text', id: field.id, value: typed })
      }
    }
  }, [step, answers, dispatch])
  return (
    <div ref={container} className="flex flex-col gap-4">
      {step.fields.map((field) => (
        <TextField
          key={field.id}
          label={field.label}
          name={field.id}
          type={field.inputType}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          required
          value={answers[field.id] ?? ''}
          onChange={(event) => dispatch({ type: 'text', id: field.id, value: event.target.value })}
        />
      ))}
    </div>
  )
}

const optionClasses = cx(
  'flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-surface p-3.5',
  'transition-colors hover:border-brand-400 hover:bg-brand-50/40',
  'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
)

function selectedValues(step: ChoiceStep, answers: Partial<DiagnosticAnswers>): string[] {
  const value = answers[step.id]
  if (Array.isArray(value)) return value
  return typeof value === 'string' && value !== '' ? [value] : []
}

/**
 * Single choice as native radios (role radio, arrow keys move the choice), multi choice as native
 * checkboxes (role checkbox, Space toggles), in a group named by the visible question.
 */
export function ChoiceStepFields({
  step,
  answers,
  dispatch,
  labelledBy,
}: {
  step: ChoiceStep
  answers: Partial<DiagnosticAnswers>
  dispatch: Dispatch
  labelledBy: string
}) {
  const selected = selectedValues(step, answers)
  const multi = step.kind === 'multi'
  const countId = `${labelledBy}-count`
  return (
    <div>
      {multi && (
        <p id={countId} className="mb-3 text-sm text-muted" aria-live="polite">
          {selected.length} selected
        </p>
      )}
      <div
        role={multi ? 'group' : 'radiogroup'}
        aria-labelledby={labelledBy}
        aria-describedby={multi ? countId : undefined}
        aria-required={multi ? undefined : step.required}
        className="grid gap-3 sm:grid-cols-2"
      >
        {step.options.map((option) => (
          <label key={option.value} className={optionClasses}>
            <input
              type={multi ? 'checkbox' : 'radio'}
              name={step.id}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={() =>
                dispatch({ type: multi ? 'toggle' : 'choose', id: step.id, value: option.value })
              }
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
            />
            <span className="flex flex-col">
              <span className="font-medium text-ink">{option.label}</span>
              {option.hint !== undefined && (
                <span className="text-sm text-muted">{option.hint}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </div>
  )
}

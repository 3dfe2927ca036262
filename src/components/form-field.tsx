import { useId, useState } from 'react'
import type { ComponentProps, ReactNode } from 'react'
import { cx } from './cx'
import { Icon } from './icons'

interface FieldTextProps {
  label: ReactNode
  /** Help shown under the input, linked by aria-describedby. */
  hint?: ReactNode
  /** Validation message; sets aria-invalid and is linked by aria-describedby. */
  error?: ReactNode
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & FieldTextProps
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: ReactNode }

const inputClasses = cx(
  'block min-h-11 w-full rounded-xl border bg-surface px-3.5 text-base text-ink placeholder:text-slate-500',
  'disabled:cursor-not-allowed disabled:bg-slate-50',
)

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== ''
}

/** Ids and ARIA that tie an input to its hint and error text. */
function useFieldWiring(
  idProp: string | undefined,
  { hint, error }: FieldTextProps,
  extra?: string,
) {
  const autoId = useId()
  const id = idProp ?? autoId
  const hintId = hasContent(hint) ? `${id}-hint` : undefined
  const errorId = hasContent(error) ? `${id}-error` : undefined
  const describedBy = [extra, hintId, errorId].filter(Boolean).join(' ')
  return {
    id,
    hintId,
    errorId,
    aria: {
      'aria-describedby': describedBy === '' ? undefined : describedBy,
      'aria-invalid': errorId !== undefined ? true : undefined,
    },
  }
}

interface FieldFrameProps extends FieldTextProps {
  id: string
  hintId: string | undefined
  errorId: string | undefined
  children: ReactNode
}

function FieldFrame({ id, label, hint, hintId, error, errorId, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hintId !== undefined && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {errorId !== undefined && (
        <p id={errorId} className="flex items-center gap-1.5 text-sm font-medium text-rose-700">
          <Icon name="alert" size={16} />
          {error}
        </p>
      )}
    </div>
  )
}

/** Labelled input with optional hint and error text. */
export function TextField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  const wiring = useFieldWiring(id, { label, hint, error }, input['aria-describedby'])
  return (
    <FieldFrame label={label} hint={hint} error={error} {...wiring}>
      <input
        {...input}
        id={wiring.id}
        {...wiring.aria}
        className={cx(inputClasses, error ? 'border-rose-500' : 'border-slate-300', className)}
      />
    </FieldFrame>
  )
}

/** Password input with a show/hide toggle; the toggle never submits the form. */
export function PasswordField({
  label = 'Password',
  hint,
  error,
  id,
  className,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  const wiring = useFieldWiring(id, { label, hint, error }, input['aria-describedby'])
  return (
    <FieldFrame label={label} hint={hint} error={error} {...wiring}>
      <div className="relative">
        <input
          autoComplete="current-password"
          {...input}
          id={wiring.id}
          type={visible ? 'text' : 'password'}
          {...wiring.aria}
          className={cx(
            inputClasses,
            'pr-12',
            error ? 'border-rose-500' : 'border-slate-300',
            className,
          )}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={wiring.id}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-muted hover:text-ink"
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </button>
      </div>
    </FieldFrame>
  )
}

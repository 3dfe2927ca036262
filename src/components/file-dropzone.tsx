import { useId, useState, type DragEvent } from 'react'
import { cx } from './cx'
import { Icon } from './icons'

export interface FileDropzoneProps {
  accept: string
  /** e.g. 'PDF, DOC, DOCX or TXT, up to 5 MB' */
  hint: string
  onFile: (file: File) => void
  disabled?: boolean
}

/** A real file input with a visible label; dropping a file on the label works too. */
export function FileDropzone({ accept, hint, onFile, disabled = false }: FileDropzoneProps) {
  const inputId = useId()
  const [dragging, setDragging] = useState(false)

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file && !disabled) onFile(file)
  }

  return (
    <div>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cx(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center',
          'has-focus-visible:border-brand-600 has-focus-visible:ring-2 has-focus-visible:ring-brand-600',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-canvas',
        )}
      >
        <Icon name="upload" className="text-brand-600" />
        <span className="font-semibold text-ink">Choose your resume file</span>
        <span className="text-sm text-muted">or drop it here. {hint}</span>
        <input
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0]
            // Cleared so choosing the same file again after an error still fires a change.
            event.target.value = ''
            if (file) onFile(file)
          }}
        />
      </label>
    </div>
  )
}

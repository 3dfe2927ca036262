import { useState, type SubmitEvent } from 'react'
import { Button } from '@/components/button'
import { TextField } from '@/components/form-field'
import { Icon } from '@/components/icons'

export interface MemoryItemProps {
  text: string
  /** e.g. 'strength', for labels such as 'Edit strength'. */
  noun: string
  busy: boolean
  onSave: (value: string) => Promise<unknown>
  onDelete: () => void
}

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-slate-100 hover:text-ink disabled:opacity-50 sm:size-9'

/** One remembered item: shown as text, editable in place, deletable. */
export function MemoryItem({ text, noun, busy, onSave, onDelete }: MemoryItemProps) {
  const [editing, setEditing] = useState(false)
  const [value, setValue] = useState(text)
  const trimmed = value.trim()

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (trimmed === '') return
    if (trimmed !== text) await onSave(trimmed)
    setEditing(false)
  }

  if (editing) {
    return (
      <li>
        <form
          onSubmit={(e) => void save(e)}
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <TextField
              label={`Edit ${noun}`}
              value={value}
              maxLength={200}
              onChange={(e) => setValue(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') setEditing(false)
              }}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to edit this item
              autoFocus
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="md" loading={busy} disabled={trimmed === ''}>
              Save
            </Button>
            <Button variant="outline" size="md" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    )
  }

  return (
    <li className="flex items-start gap-2 rounded-xl border border-slate-200 px-3 py-1.5">
      <span className="min-w-0 flex-1 py-1.5 text-sm break-words text-ink">{text}</span>
      <button
        type="button"
        disabled={busy}
        aria-label={`Edit ${noun}: ${text}`}
        onClick={() => {
          setValue(text)
          setEditing(true)
        }}
        className={iconButton}
      >
        <Icon name="edit" size={18} />
      </button>
      <button
        type="button"
        disabled={busy}
        aria-label={`Delete ${noun}: ${text}`}
        onClick={onDelete}
        className={iconButton}
      >
        <Icon name="trash" size={18} />
      </button>
    </li>
  )
}

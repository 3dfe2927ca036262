import { useId, useState } from 'react'
import { Button } from '@/components/button'
import { TextField } from '@/components/form-field'
import { Icon } from '@/components/icons'
import { addItem, removeItem } from './insights-form'

interface ItemListEditorProps {
  /** Plural heading, e.g. 'Skills'. */
  title: string
  /** Singular noun for labels, e.g. 'skill'. */
  noun: string
  /** Label of the add field, e.g. 'Add a skill'. */
  addLabel: string
  items: string[]
  onChange: (items: string[]) => void
  emptyText: string
  /** Chips for short items (skills), a list for sentences (achievements). */
  layout: 'chips' | 'list'
}

/** A list the user can trim and extend: every item has its own labelled remove button. */
export function ItemListEditor({
  title,
  noun,
  addLabel,
  items,
  onChange,
  emptyText,
  layout,
}: ItemListEditorProps) {
  const [draft, setDraft] = useState('')
  const headingId = useId()
  const add = () => {
    onChange(addItem(items, draft))
    setDraft('')
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-ink">
        {title} <span className="font-normal text-muted">({items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{emptyText}</p>
      ) : (
        <ul className={layout === 'chips' ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2'}>
          {items.map((item, index) => (
            <li
              key={`${String(index)}:${item}`}
              className={
                layout === 'chips'
                  ? 'inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800'
                  : 'flex items-start gap-2 rounded-xl border border-slate-200 p-3 text-sm text-ink'
              }
            >
              <span className="flex-1">{item}</span>
              <button
                type="button"
                aria-label={`Remove ${noun}: ${item}`}
                onClick={() => onChange(removeItem(items, index))}
                className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-slate-200 hover:text-ink"
              >
                <Icon name="x" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={addLabel}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the item instead of submitting anything around it.
              if (event.key === 'Enter') {
                event.preventDefault()
                add()
              }
            }}
          />
        </div>
        <Button variant="outline" onClick={add} disabled={draft.trim() === ''}>
          <Icon name="plus" size={16} />
          Add
        </Button>
      </div>
    </section>
  )
}

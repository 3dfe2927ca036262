import { useState } from 'react'
import { useCoachingMemory, useMemoryActions } from '@/api/coach'
import type { EditableMemorySection } from '@/contract'
import { Button } from '@/components/button'
import { Card, CardBody, CardHeader, CardTitle } from '@/components/card'
import { Dialog } from '@/components/dialog'
import { ErrorBanner } from '@/components/error-banner'
import { Spinner } from '@/components/spinner'
import { useToast } from '@/components/toast'
import type { CoachingMemory } from '@/domain/coaching'
import { MemoryItem } from './memory-item'
import { memorySections, moodLabel, sectionItems } from './memory-view'
import { currentRoleLabel } from '@/domain/diagnostic'

type Confirm = 'forget' | 'clear' | null

const confirmTexts = {
  forget: {
    title: 'Forget everything Becky remembers?',
    text: 'Your strengths, gaps, insights and session mood are cleared. Becky starts learning again from your next coaching message. Your chat history stays unless you clear it too.',
    action: 'Forget everything',
  },
  clear: {
    title: 'Clear your chat history?',
    text: 'Every message between you and Becky on this device is deleted. What Becky remembers stays until you forget it.',
    action: 'Clear chat history',
  },
} as const

function Journey({ memory }: { memory: CoachingMemory }) {
  const facts = [
    ['Target role', memory.careerJourney.targetRole || 'Not set yet'],
    ['Current role', currentRoleLabel(memory.careerJourney.currentRole) || 'Not set yet'],
    ['Last session mood', moodLabel(memory.lastSession.mood)],
  ] as const
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted">{term}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface MemoryManagerProps {
  onHistoryCleared: () => void
}

/** 'What Becky remembers': every item, editable and deletable; forget all; clear the chat. */
export function MemoryManager({ onHistoryCleared }: MemoryManagerProps) {
  const memory = useCoachingMemory()
  const actions = useMemoryActions()
  const { toast } = useToast()
  const [confirm, setConfirm] = useState<Confirm>(null)
  // The dialog keeps its texts while it animates closed.
  const [kind, setKind] = useState<'forget' | 'clear'>('clear')
  const ask = (next: 'forget' | 'clear') => {
    setKind(next)
    setConfirm(next)
  }
  const busy = actions.edit.isPending || actions.forget.isPending
  const { data } = memory

  const change = (section: EditableMemorySection, index: number, value: string | null) =>
    actions.edit.mutateAsync({ section, index, value }).catch(() => {
      toast({ title: 'Could not update the memory', variant: 'destructive' })
    })

  const confirmed = async () => {
    if (confirm === 'forget') {
      await actions.forget.mutateAsync()
      toast({ title: 'Becky forgot everything', variant: 'success' })
    } else if (confirm === 'clear') {
      const { cleared } = await actions.clearHistory.mutateAsync()
      onHistoryCleared()
      toast({ title: `Chat history cleared (${String(cleared)} messages)`, variant: 'success' })
    }
    setConfirm(null)
  }

  return (
    <Card role="region" aria-labelledby="becky-remembers-title">
      <CardHeader>
        <CardTitle level={2} id="becky-remembers-title">
          What Becky remembers
        </CardTitle>
        <p className="text-sm text-muted">
          Stored only on this device. Edit or delete anything; Becky keeps your changes.
        </p>
      </CardHeader>
      <CardBody className="flex flex-col gap-6">
        {memory.isPending && <Spinner label="Loading Becky's memory..." />}
        {memory.isError && (
          <ErrorBanner
            actions={
              <Button variant="outline" size="sm" onClick={() => void memory.refetch()}>
                Try Again
              </Button>
            }
          >
            Becky's memory could not be loaded.
          </ErrorBanner>
        )}
        {data && <Journey memory={data} />}
        {data &&
          memorySections.map(({ section, title, item }) => {
            const items = sectionItems(data, section)
            return (
              <section key={section} aria-label={title}>
                <h3 className="text-sm font-semibold text-ink">{title}</h3>
                {items.length === 0 ? (
                  <p className="mt-1 text-sm text-muted">Nothing remembered.</p>
                ) : (
                  <ul className="mt-2 flex flex-col gap-2">
                    {items.map((text, index) => (
                      <MemoryItem
                        key={`${String(index)}-${text}`}
                        text={text}
                        noun={item}
                        busy={busy}
                        onSave={(value) => change(section, index, value)}
                        onDelete={() => void change(section, index, null)}
                      />
                    ))}
                  </ul>
                )}
              </section>
            )
          })}
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row">
          <Button variant="outline" onClick={() => ask('clear')}>
            Clear chat history
          </Button>
          <Button variant="outline" onClick={() => ask('forget')} className="text-rose-700">
            Forget everything
          </Button>
        </div>
      </CardBody>
      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        size="sm"
        title={confirmTexts[kind].title}
        description={confirmTexts[kind].text}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={actions.forget.isPending || actions.clearHistory.isPending}
              onClick={() =>
                void confirmed().catch(() =>
                  toast({ title: 'That did not work. Please try again.', variant: 'destructive' }),
                )
              }
            >
              {confirmTexts[kind].action}
            </Button>
          </>
        }
      />
    </Card>
  )
}

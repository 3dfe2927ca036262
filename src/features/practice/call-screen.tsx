import { useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import type { PracticeScenarioSummary, PracticeSessionView } from '@/contract'
import { Button } from '@/components/button'
import { Card, CardBody } from '@/components/card'
import { ErrorBanner } from '@/components/error-banner'
import { outcomeLabels, turnsLeftText } from './practice-view'
import { voiceNote } from './prospect-voice-view'
import { canSpeak, speak, stopSpeaking } from './speech'
import { useProspectVoice } from './use-prospect-voice'

interface Props {
  scenario: PracticeScenarioSummary
  session: PracticeSessionView
  sending: boolean
  finishing: boolean
  error: string | null
  onSend: (text: string) => void
  onFinish: () => void
}

/** The call: the persona card, the transcript as a live log, and the user's line. */
export function CallScreen({
  scenario,
  session,
  sending,
  finishing,
  error,
  onSend,
  onFinish,
}: Props) {
  const [draft, setDraft] = useState('')
  const [voice, setVoice] = useState(false)
  const inputId = useId()
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const live = session.outcome === 'in_progress'
  // The other side's lines as shown: the on-device model's words when it voices the call.
  const spoken = useProspectVoice(session)
  const last = spoken.transcript.at(-1)
  const persona = scenario.persona.name

  useEffect(() => {
    inputRef.current?.focus()
  }, [])

  useEffect(() => {
    if (voice && last?.speaker === 'prospect') speak(last.text)
  }, [voice, last])

  useEffect(() => stopSpeaking, [])

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault()
    const text = draft.trim()
    if (!text || sending || spoken.voicing || !live) return
    onSend(text)
    setDraft('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) submit(event)
  }

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardBody className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold text-ink">{scenario.title}</h2>
          <p className="text-sm text-slate-700">
            You are talking to <span className="font-medium">{scenario.persona.name}</span>,{' '}
            {scenario.persona.role} at {scenario.persona.company}.
          </p>
          <p className="text-sm text-slate-700">
            <span className="font-medium">Goal:</span> {scenario.goal}
          </p>
          <p className="text-sm text-slate-600" aria-live="polite">
            {live ? turnsLeftText(session.turnsLeft) : outcomeLabels[session.outcome]}
          </p>
          <p className="text-xs text-slate-600" data-testid="practice-voice">
            {voiceNote(persona, spoken.modelLabel)}
          </p>
        </CardBody>
      </Card>

      <div role="log" aria-label="Call transcript" aria-live="polite">
        <ol className="flex flex-col gap-3">
          {spoken.transcript.map((line, index) => (
            <li
              key={index}
              className={
                line.speaker === 'user'
                  ? 'max-w-[85%] self-end rounded-2xl bg-brand-600 px-4 py-2 text-white'
                  : 'max-w-[85%] self-start rounded-2xl bg-slate-100 px-4 py-2 text-ink'
              }
            >
              <span className="sr-only">{line.speaker === 'user' ? 'You: ' : `${persona}: `}</span>
              <span className="whitespace-pre-wrap break-words">{line.text}</span>
            </li>
          ))}
        </ol>
      </div>
      {spoken.voicing ? (
        <p className="text-sm text-slate-600" role="status">
          {persona.split(' ')[0]} is answering…
        </p>
      ) : null}

      {error ? <ErrorBanner>{error}</ErrorBanner> : null}

      {live ? (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            Your line
          </label>
          <textarea
            id={inputId}
            ref={inputRef}
            value={draft}
            rows={3}
            maxLength={1500}
            onChange={(event) => {
              setDraft(event.target.value)
            }}
            onKeyDown={onKeyDown}
            aria-describedby={`${inputId}-hint`}
            className="w-full rounded-xl border border-slate-300 bg-surface px-3 py-2 text-base text-ink"
          />
          <p id={`${inputId}-hint`} className="text-xs text-slate-600">
            Enter sends, Shift+Enter starts a new line.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              loading={sending || spoken.voicing}
              disabled={draft.trim() === ''}
            >
              Say it
            </Button>
            <Button type="button" variant="outline" loading={finishing} onClick={onFinish}>
              End call and score
            </Button>
          </div>
        </form>
      ) : (
        <Button loading={finishing} onClick={onFinish}>
          See your scorecard
        </Button>
      )}

      {canSpeak() ? (
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={voice}
            onChange={(event) => {
              setVoice(event.target.checked)
              if (!event.target.checked) stopSpeaking()
            }}
            className="size-4"
          />
          Read the prospect’s lines aloud
        </label>
      ) : null}
    </div>
  )
}

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CoachModelContext,
  offlineOnlyControl,
  type CoachModelControl,
  type CoachModelStatus,
} from '@/api/coach-model'
import type { PracticeScenarioSummary, PracticeSessionView } from '@/contract'
import { getScenario, startSession, takeTurn, type PracticeSession } from '@/domain/practice'
import { strongColdCall } from '@/domain/practice/testing/sample-calls'
import type { VoiceRequest } from '@/domain/practice/voice'
import { CallScreen } from './call-screen'

const coldCall = getScenario('cold-call-opener')!
const summary: PracticeScenarioSummary = {
  id: coldCall.id,
  title: coldCall.title,
  setting: coldCall.setting,
  difficulty: coldCall.difficulty,
  turnLimit: coldCall.turnLimit,
  goal: coldCall.goal.text,
  persona: { name: 'Dana Whitfield', role: 'Head', company: 'Larkspur', pains: [], objections: [] },
  criteria: [],
}

const at = new Date('2026-01-05T09:00:00Z')
const opened = startSession(coldCall, 's1', 7, at)
const view = (session: PracticeSession): PracticeSessionView => ({
  sessionId: session.id,
  scenarioId: session.scenarioId,
  transcript: session.transcript,
  outcome: session.outcome,
  turnsLeft: 8,
})

const ready: CoachModelStatus = {
  kind: 'ready',
  model: {
    modelId: 'Llama-3.2-1B-Instruct-q4f16_1-MLC',
    label: 'Llama 3.2 1B Instruct',
    tier: 'light',
    approxDownloadMB: 700,
  },
}

/** A ready model whose voice answers when the test says so. */
function modelControl() {
  const requests: VoiceRequest[] = []
  const answers: ((line: { text: string; byModel: boolean }) => void)[] = []
  const control: CoachModelControl = {
    ...offlineOnlyControl,
    getStatus: () => ready,
    tasks: () => ({
      extractResume: () => Promise.reject(new Error('not used')),
      resultsNarrative: () => Promise.resolve(null),
      prospectVoice: (request) => {
        requests.push(request)
        return new Promise((resolve) => answers.push(resolve))
      },
    }),
  }
  return { control, requests, answers }
}

function renderCall(session: PracticeSessionView, control: CoachModelControl) {
  const props = {
    scenario: summary,
    sending: false,
    finishing: false,
    error: null,
    onSend: () => undefined,
    onFinish: () => undefined,
  }
  const ui = (s: PracticeSessionView) => (
    <CoachModelContext.Provider value={control}>
      <CallScreen {...props} session={s} />
    </CoachModelContext.Provider>
  )
  const result = render(ui(session))
  return { rerender: (s: PracticeSessionView) => result.rerender(ui(s)) }
}

const lines = () =>
  within(screen.getByRole('log', { name: 'Call transcript' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent)

afterEach(cleanup)

describe('the call screen speaks with the voice that is there (issue 31, item 5)', () => {
  it('without the model, shows the decided lines and says the voice is offline', () => {
    renderCall(view(opened), offlineOnlyControl)
    expect(lines()).toEqual([`Dana Whitfield: ${opened.transcript[0]!.text}`])
    expect(screen.getByTestId('practice-voice').textContent).toContain('offline voice')
  })

  it("with the model ready, holds each reply until it is worded, then shows the model's words", async () => {
    const { control, requests, answers } = modelControl()
    const { rerender } = renderCall(view(opened), control)
    expect(screen.getByTestId('practice-voice').textContent).toContain(
      'on-device AI (Llama 3.2 1B Instruct)',
    )
    // The opener is being worded: not shown yet, and the rep waits.
    expect(lines()).toEqual([])
    expect(screen.getByRole('status').textContent).toBe('Dana is answering…')
    expect(screen.getByRole('button', { name: 'Say it' })).toHaveProperty('disabled', true)
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]).toEqual({
      scenarioId: coldCall.id,
      transcript: opened.transcript,
      outcome: 'in_progress',
    })
    answers[0]!({ text: 'Hi, Dana here.', byModel: true })
    await waitFor(() => expect(lines()).toEqual(['Dana Whitfield: Hi, Dana here.']))
    expect(screen.queryByRole('status')).toBeNull()

    // A turn: the rep's line shows at once; the reply waits for its wording or the fallback.
    const turned = takeTurn(opened, coldCall, strongColdCall[0]!)
    rerender(view(turned))
    expect(lines()).toEqual(['Dana Whitfield: Hi, Dana here.', `You: ${strongColdCall[0]!}`])
    await waitFor(() => expect(requests).toHaveLength(2))
    // The model hears the earlier line as it was shown, and the decided reply to word.
    expect(requests[1]?.transcript[0]).toMatchObject({ voiced: 'Hi, Dana here.' })
    expect(requests[1]?.transcript.at(-1)).toEqual(turned.transcript.at(-1))
    const decided = turned.transcript.at(-1)!.text
    answers[1]!({ text: decided, byModel: false })
    await waitFor(() => expect(lines().at(-1)).toBe(`Dana Whitfield: ${decided}`))
  })
})

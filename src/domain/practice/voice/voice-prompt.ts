import type { HiddenState } from '../practice-types'
import type { VoiceEngineInput, VoiceTurn } from './prospect-voice'

/**
 * The model's brief for one line: who it plays (the persona card, never the hidden facts), the
 * mood the state machine holds, and the decided line to say in the persona's own words.
 */

const HISTORY_LINES = 6
const at = '2026-01-01T00:00:00.000Z'

function mood(state: HiddenState): string {
  const patience = state.patience <= 1 ? 'short on patience' : 'patient enough'
  const interest =
    state.interest >= 3 ? 'interested' : state.interest >= 1 ? 'curious' : 'not yet interested'
  const trust = state.trust >= 2 ? 'starting to trust the caller' : 'guarded'
  return `${patience}, ${interest}, ${trust}`
}

export function voicePrompt(turn: VoiceTurn): VoiceEngineInput {
  const { persona, setting } = turn.scenario
  const first = persona.name.split(' ')[0] ?? persona.name
  const message = [
    `Play ${persona.name}, ${persona.role} at ${persona.company}. ${setting}`,
    `Right now ${first} is ${mood(turn.state)}.`,
    `Say this line out loud as ${first} would, in at most two short sentences: "${turn.line}"`,
    'Keep its meaning, every number, day and time, and keep it a question if it is one.',
    'Add no facts, names, advice or markup. Answer with the line only.',
  ].join('\n')
  const history = turn.transcript.slice(-HISTORY_LINES).map((line, index) => ({
    id: `voice-${String(index)}`,
    role: line.speaker === 'user' ? ('user' as const) : ('assistant' as const),
    content: line.voiced ?? line.text,
    timestamp: at,
  }))
  return { message, history, context: { memory: null, diagnostic: null } }
}

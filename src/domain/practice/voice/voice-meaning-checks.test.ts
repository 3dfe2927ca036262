import { describe, expect, it } from 'vitest'
import { getScenario } from '../scenarios'
import type { VoiceTurn } from './prospect-voice'
import type { VoiceMeaning } from './voice-meaning'
import { meaningProblem } from './voice-meaning-checks'

const coldCall = getScenario('cold-call-opener')!
const turn = (line: string, meaning: VoiceMeaning): VoiceTurn => ({
  scenario: coldCall,
  line,
  meaning,
  repTurn: 'statement',
  transcript: [],
})

describe('a wording means what the state machine decided', () => {
  const cases: [string, VoiceMeaning, string, string | null][] = [
    // What a persona may say in its own words.
    ['Go on, I am listening.', 'reacts', 'Alright, I am all ears.', null],
    ['No, not yet.', 'declines', "Nope, I'm not there yet.", null],
    ['Okay, you have 30 seconds.', 'grants', 'Fine, 30 seconds, go.', null],
    [
      "Look, I'm slammed today. Can you just send me an email?",
      'objects',
      "I'm swamped today. Could you just email me?",
      null,
    ],
    [
      'Sorry, I didn’t catch that. Could you say it again?',
      'not_caught',
      "Sorry, I didn't get that. Say it again?",
      null,
    ],
    // A price, a commitment or an objection the engine did not choose.
    ['Go on, I am listening.', 'reacts', 'Go on. What does it cost per seat?', 'added a price'],
    ['Go on, I am listening.', 'reacts', "Go on, let's book a demo.", 'added a commitment'],
    [
      'Hm. Fine, I am listening.',
      'reacts',
      'Fine, though we have no budget.',
      'added an objection',
    ],
    ['Go on, quickly.', 'grants', 'Go on, but I am happy with our tool.', 'added an objection'],
    // A no turned into a yes, a yes into a no, an objection lost.
    ['No, not yet.', 'declines', 'Sure, sounds good.', 'changed the decision'],
    ['Okay, you have 30 seconds.', 'grants', 'I do not have 30 seconds.', 'changed the decision'],
    [
      "Look, I'm slammed today. Can you just send me an email?",
      'objects',
      'Tell me more, please.',
      'lost the point',
    ],
    [
      'Just put it in an email and I will read it when I can.',
      'objects',
      'Just write it down and I will look at it when I can.',
      'lost the point',
    ],
  ]
  it.each(cases)('%s (%s) as %j: %s', (line, meaning, wording, problem) => {
    expect(meaningProblem(wording, turn(line, meaning))).toBe(problem)
  })
})

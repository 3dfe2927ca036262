/**
 * The prospect's generic replies, several wordings each; the scenario card supplies its own openers,
 * objections, facts and acceptance. Keys name the moment in the call graph.
 */
export const prospectLines = {
  acknowledged: [
    'Okay, fair enough. Go on.',
    'Alright, I appreciate that. What are you suggesting?',
    'Hm. Fine, I am listening.',
  ],
  objectionAgain: [
    'You are not really hearing me.',
    'I said what I said.',
    'That does not change anything for me.',
  ],
  tooEarly: [
    'Slow down, I do not even know why I would meet you yet.',
    'A meeting? I am not there yet.',
    'Not so fast. What would we even talk about?',
  ],
  vagueNextStep: [
    'Maybe. When exactly?',
    'Possibly. What day and time are you thinking?',
    'Could be. Give me a specific time.',
  ],
  pitchTooLong: [
    'Sorry, that was a lot. What exactly do you want from me?',
    'I lost you halfway through. What is the point?',
    'You have been talking for a while. Why should I care?',
  ],
  closedAnswer: ['Yes, more or less.', 'I suppose so.', 'Sure.', 'No, not really.'],
  painPrefix: ['Honestly, ', 'Well, ', 'The thing is, '],
  neutral: ['Okay.', 'Right. And?', 'Go on.', 'Mm-hm.'],
  hangUp: [
    'I have to go. Goodbye.',
    'This is not a good use of my time. Bye.',
    'I am going to stop you there. Take care.',
  ],
  turnLimit: [
    'I have to jump to another meeting now.',
    'Sorry, I am out of time. Let us leave it there.',
  ],
} as const

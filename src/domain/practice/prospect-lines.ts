/**
 * The prospect's generic replies, several wordings each (chosen by the session's seed, never
 * twice in one call); the scenario card supplies its own openers, objections, facts and
 * acceptance. Keys name the reaction. {asked} and {counter} are days and times.
 */
export const prospectLines = {
  acknowledged: [
    'Okay, fair enough. Go on.',
    'Alright, I appreciate that. What are you suggesting?',
    'Hm. Fine, I am listening.',
    'Okay. At least you heard me. What now?',
  ],
  objectionAgain: [
    'You are not really hearing me.',
    'Let me say it again.',
    'That does not answer what I said.',
    'I will repeat myself, then.',
    'You skipped right past my point.',
  ],
  meetingNotYet: ['No, not yet.', 'No, I am not booking anything right now.', 'No. Hold on.'],
  meetingNoPending: [
    'No. You still have not answered my concern.',
    'No, not while my question is hanging.',
    'No. Deal with what I said first.',
  ],
  meetingNo: [
    'No, I am not ready to put time in the diary. I still do not see what you would solve for me.',
    'No. I do not know enough yet to give you a meeting.',
    'No, sorry. Nothing you said yet makes that worth my time.',
  ],
  counter: [
    '{asked} does not work for me. How about {counter}?',
    'I cannot do {asked}. {counter} would work, though.',
    '{asked} is no good. Could you do {counter} instead?',
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
  pitch: [
    'Everyone says that. Why would it matter to us?',
    'That sounds like a brochure. What does it have to do with me?',
    'Okay, but you have not asked me a single thing about my situation.',
    'Right. Every vendor tells me that.',
  ],
  reason: [
    'Okay. Why would that matter to me?',
    'Go on, I am listening.',
    'Alright. And what do you want from me?',
    'Hm. Plenty of people call about that.',
  ],
  smallTalk: [
    'Fine, thanks. Busy, though. What is this about?',
    'Not bad. What can I do for you?',
    'Good, thanks. And you are calling because?',
    'All fine here. What did you want?',
  ],
  offTopic: [
    'Sorry, how is that related to why you called?',
    'I am not sure what that has to do with anything.',
    'Let us stay on topic. What do you need?',
  ],
  openGeneric: [
    'That is a broad one. What exactly do you want to know?',
    'Depends what you mean. Can you be more specific?',
    'I am not sure how to answer that. What are you getting at?',
    'Hard to say in general. Ask me something concrete.',
  ],
  closedAnswer: [
    'Yes, more or less.',
    'Sure.',
    'No, not really.',
    'Sometimes.',
    'I would say so, yes.',
    'Not at the moment.',
  ],
  painPrefix: ['Honestly, ', 'Well, ', 'The thing is, '],
  neutral: [
    'Okay.',
    'Right. And?',
    'Go on.',
    'Mm-hm.',
    'I see.',
    'Alright.',
    'And then?',
    'Fine. Keep going.',
  ],
  didNotCatch: [
    'Sorry, I didn’t catch that. Could you say it again?',
    'Sorry, I didn’t catch that. You broke up a little.',
    'Sorry, I didn’t catch that. What did you say?',
    'Sorry, I didn’t catch that. Try that again?',
  ],
  insultEnd: [
    'I am going to stop you there. I do not accept being spoken to like that, so I am ending this call. Goodbye.',
    'There is no need for that. I am ending the call here. Goodbye.',
    'I will not continue a conversation like this. Have a good day.',
  ],
  hangUp: [
    'I have to go. Goodbye.',
    'This is not a good use of my time. Bye.',
    'I am going to stop you there. Take care.',
  ],
  turnLimit: [
    'I have to jump to another meeting now.',
    'Sorry, I am out of time. Let us leave it there.',
  ],
  wrapUp: ['I think we have covered what we can today. I need to go.'],
} as const

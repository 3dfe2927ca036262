import { cues } from '@/domain/coaching'
import type { IntentKnowledge } from './knowledge-types'

/** Small talk and the honest fallback. */
export const conversationTopics: readonly IntentKnowledge[] = [
  {
    intent: 'thanks',
    cues: cues(
      3,
      'thanks',
      'thank you',
      'thank u',
      'thx',
      'ty',
      'appreciate*',
      'helpful',
      'cheers',
      'that helps',
    ),
    opener: 'You’re welcome! Glad that helped.',
    points: [],
    fallbackAction: 'Try one idea from our chat today and tell me how it went.',
  },
  {
    intent: 'greeting',
    cues: cues(
      2,
      'hi',
      'hello',
      'hey',
      'hiya',
      'howdy',
      'good morning',
      'good afternoon',
      'good evening',
      'whats up',
      'yo',
    ),
    opener: 'Hi! I’m Becky 👋 What would you like to explore?',
    points: [],
    fallbackAction:
      'Take the 9-question diagnostic so I can match you to a role and build your roadmap.',
  },
  {
    intent: 'unknown',
    cues: [],
    opener:
      'I’m not sure I can help with that one. I’m a career coach for tech sales, so I stick to what I know well.',
    points: [],
    fallbackAction:
      'Ask me one of the questions above, or type "mock interview" to practise right now.',
  },
]

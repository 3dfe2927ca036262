import { cues } from '@/domain/coaching'
import type { IntentKnowledge } from './knowledge-types'

/** Learning and energy: where to learn, and what to do when progress stalls. */
export const growthTopics: readonly IntentKnowledge[] = [
  {
    intent: 'learning_resources',
    cues: [
      // 'book' and 'books', not 'book*', which would catch 'booked meetings'.
      ...cues(
        5,
        'book',
        'books',
        'course*',
        'podcast*',
        'certification*',
        'certificate*',
        'resource*',
      ),
      ...cues(
        4,
        'learn more',
        'what should i read',
        'youtube',
        'training',
        'bootcamp*',
        'newsletter*',
      ),
      ...cues(4, 'recommend*', 'where can i learn', 'study'),
      ...cues(3, 'learn*', 'read', 'reading', 'material*', 'teach me'),
    ],
    focusRole: 'target',
    opener:
      'The best learning plan is small and applied: one resource at a time, used on real calls the same week.',
    points: [
      '**Pick one skill gap** and one resource for it, rather than collecting courses.',
      '**Apply within 48 hours:** try one idea from what you read or watched on a real call or email.',
      '**Learn from your own calls:** record, review and write one thing to change next time.',
      '**Find people one step ahead** (an AE, a CSM, a RevOps analyst) and ask what they wish they had learned earlier.',
    ],
    resourceCues: ['course', 'book', 'certification', 'video', 'article', 'guide'],
    fallbackAction:
      'Choose one skill you want to improve this month and tell me; I will point you to the matching step and resource in your roadmap.',
  },
  {
    intent: 'stuck_burnout',
    cues: [
      ...cues(
        4,
        'stuck',
        'burnout',
        'burned out',
        'burnt out',
        'exhausted',
        'unmotivated',
        'demotivated',
      ),
      ...cues(
        4,
        'overwhelm*',
        'plateau*',
        'imposter',
        'giving up',
        'give up',
        'no progress',
        'in a rut',
      ),
      ...cues(4, 'motivation', 'discouraged', 'feel like a failure', 'going nowhere', 'hit a wall'),
      ...cues(3, 'stress*', 'tired', 'lost', 'anxious', 'frustrat*', 'behind everyone'),
      ...cues(2, 'nervous', 'worried'),
    ],
    focusRole: 'target',
    opener:
      'Feeling stuck is common in sales, where results swing week to week. It says more about the system you are in than about you.',
    points: [
      '**Shrink the goal:** pick one controllable input for this week, such as a number of quality conversations, instead of the outcome.',
      '**Look at the evidence:** list three things you have got better at in the last few months. Progress is easy to miss from the inside.',
      '**Protect recovery:** breaks between call blocks, a real lunch, and a hard stop most days. Burnout is a signal, not a weakness.',
      '**Talk to someone:** your manager, a peer or a mentor. If you feel persistently low, please also reach out to a health professional.',
      '**Reconnect with the why:** the role you are working towards and what it will change for you.',
    ],
    resourceCues: [],
    fallbackAction:
      'Pick one small, controllable goal for tomorrow (for example, one great call or one finished checklist item) and tell me when it is done.',
  },
]

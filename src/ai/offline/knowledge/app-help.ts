import { cues, type WeightedCue } from '@/domain/coaching'
import type { IntentKnowledge } from './knowledge-types'

export const appHelp: IntentKnowledge = {
  intent: 'app_help',
  cues: [
    ...cues(4, 'salespath', 'this app', 'the app', 'credits', 'credit', 'unlock*', 'roadmap*'),
    ...cues(
      4,
      'diagnostic',
      'assessment',
      'dashboard',
      'offline',
      'on device',
      'webgpu',
      'ai model',
    ),
    ...cues(4, 'language model', 'download the model', 'how does this work', 'how do you work'),
    ...cues(4, 'who are you', 'what are you', 'what can you do', 'privacy', 'my data', 'your data'),
    ...cues(3, 'app', 'upload*', 'model'),
    ...cues(1, 'becky'),
  ],
  opener: 'Happy to explain how SalesPath works.',
  points: [],
  fallbackAction: 'Open your roadmap and tick off one checklist item of your current step.',
}

export type AppHelpTopicId =
  | 'diagnostic'
  | 'target'
  | 'account'
  | 'roadmap'
  | 'credits'
  | 'offline'
  | 'on_device'
  | 'resume'
  | 'overview'

export interface AppHelpTopic {
  id: AppHelpTopicId
  cues: readonly WeightedCue[]
  lines: readonly string[]
  /** Lists the catalogue's earn actions under the lines. */
  listEarnActions?: boolean
  action: string
}

/** Sub-topics of app help, best cue score wins; 'overview' answers when none matches. */
export const appHelpTopics: readonly AppHelpTopic[] = [
  {
    id: 'credits',
    cues: cues(
      3,
      'credit*',
      'unlock*',
      'buy',
      'purchase*',
      'earn*',
      'pack*',
      'pay*',
      'locked',
      'refund*',
      'charged',
      'money back',
    ),
    lines: [
      '**Credits** unlock roadmap steps beyond step 1, which is always free. Each step shows its cost before you confirm.',
      'You can earn credits once per action in the Credits dialog (Earn tab) or buy a pack in the Buy tab. Payment is simulated on this device: no card is charged.',
    ],
    listEarnActions: true,
    action: 'Open the Credits dialog from the credit pill on your roadmap and do one Earn action.',
  },
  {
    id: 'on_device',
    cues: cues(
      3,
      'on device',
      'ai model',
      'language model',
      'model',
      'webgpu',
      'gpu',
      'llm',
      'download*',
      'smarter',
    ),
    lines: [
      'By default I answer with a **built-in offline coach**: instant, private and the same answer for the same question.',
      'If your browser supports WebGPU you can **download an on-device language model** in the AI panel. It runs entirely on your device, shows its size and progress before and during the download, can be cancelled or removed, and works offline once cached.',
      'If the model fails mid-answer, I switch back to the offline coach and tell you.',
    ],
    action:
      'Open the AI panel to see whether your device supports the on-device model and how big the download is.',
  },
  {
    id: 'offline',
    cues: cues(
      3,
      'offline',
      'internet',
      'wifi',
      'connection',
      'install*',
      'privacy',
      'my data',
      'stored',
      'server',
    ),
    lines: [
      'SalesPath runs **on your device**. After one visit it works offline, and you can install it like an app.',
      'Your answers, chats, progress and resume stay in this browser. Nothing leaves it unless you turn on sync across devices in Settings, which sends your journey to the sync server you choose.',
    ],
    action:
      'Install SalesPath from your browser menu so your roadmap is one tap away, even offline.',
  },
  {
    id: 'diagnostic',
    cues: cues(
      3,
      'diagnostic',
      'assessment',
      'quiz',
      'questionnaire',
      'matches',
      'match',
      'results',
    ),
    lines: [
      'The **diagnostic** asks 9 questions about your current role, goals, strengths, timeline and learning style.',
      'It ranks your career matches, explains why each one fits, and builds a phased roadmap. The same answers always give the same ranking.',
    ],
    action: 'Take (or retake) the diagnostic from the dashboard to refresh your matches.',
  },
  {
    id: 'account',
    cues: cues(
      5,
      'delete my account',
      'delete account',
      'delete my data',
      'erase my data',
      'export my data',
      'shared computer',
      'public computer',
    ),
    lines: [
      'In **Settings & privacy**, **Delete my account...** removes your account and everything it holds from this device, once you type your email to confirm.',
      'To keep a copy first, use **Export my data** under **Your data** there; you can import the file later on another device.',
      'On a shared or library computer, sign out when you are done, or delete the account there once you have exported it.',
    ],
    action: 'Open Settings & privacy from the top bar.',
  },
  {
    id: 'target',
    cues: cues(
      5,
      'change my target',
      'switch my target',
      'different role',
      'another role',
      'sdr roadmap',
      'ae roadmap',
      'another roadmap',
      'different roadmap',
    ),
    lines: [
      'Your **target role** is your diagnostic’s top match. To follow another role, pick it among your Top Career Matches on the results page and open its roadmap.',
      'To change the recommendation itself, retake the diagnostic with your new goal; your progress on each roadmap is kept.',
    ],
    action: 'Open your results page and pick the match you want to follow.',
  },
  {
    id: 'resume',
    cues: cues(3, 'resume', 'cv', 'upload*', 'pdf', 'docx'),
    lines: [
      'You can **upload a resume** (PDF, DOC or DOCX up to 5MB). It is read on your device to find your current role, experience, skills and achievements.',
      'Those insights sharpen your matches and let your roadmap skip what you have already mastered.',
    ],
    action: 'Upload your resume on the resume step of the diagnostic to get an enhanced roadmap.',
  },
  {
    id: 'roadmap',
    cues: cues(3, 'roadmap*', 'step*', 'checklist*', 'progress', 'next', 'phase*', 'dashboard'),
    lines: [
      'Your **roadmap** breaks the move to your target role into steps, each with resources, a checklist and tips.',
      'Tick checklist items as you go; your progress feeds the dashboard and what I suggest next.',
    ],
    action: 'Open your roadmap and tick off one checklist item of your current step.',
  },
  {
    id: 'overview',
    cues: [],
    lines: [
      'I’m **Becky**, your career coach. SalesPath matches you to a tech sales role with a 9-question diagnostic, builds a step-by-step roadmap, and I coach you along the way.',
      'I remember your goals, strengths, gaps and progress, so my advice gets more personal the more we talk.',
    ],
    action: 'Ask me about your next move, or say "mock interview" to practise.',
  },
]

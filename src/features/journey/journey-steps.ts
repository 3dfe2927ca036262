import type { IconName } from '@/components/icons'

export type JourneyPath =
  '/' | '/diagnostic-onboarding' | '/diagnostic-results' | '/dashboard' | '/agent-demo'

export interface JourneyAction {
  label: string
  to: JourneyPath
  /** Dashboard and agent demo exist only for signed-in users (spec section 2). */
  needsAccount?: boolean
}

export interface JourneyStep {
  title: string
  icon: IconName
  summary: string
  outcome: string
  actions: readonly JourneyAction[]
}

/** The four steps of the journey demo (spec section 2, /journey-flow), in order. */
export const journeySteps: readonly JourneyStep[] = [
  {
    title: 'Discover SalesPath',
    icon: 'sparkles',
    summary:
      'See how SalesPath maps a career in tech sales, meet Becky and pick the plan that fits.',
    outcome: 'You know what you will get and how long it takes.',
    actions: [{ label: 'Visit the Home Page', to: '/' }],
  },
  {
    title: 'Take the diagnostic',
    icon: 'target',
    summary:
      'Answer 9 questions about your role, goals, strengths and timeline, and optionally add your resume.',
    outcome: 'About 5-10 minutes; your answers stay on this device.',
    actions: [{ label: 'Start the Diagnostic', to: '/diagnostic-onboarding' }],
  },
  {
    title: 'Review your matches',
    icon: 'trophy',
    summary:
      'Your top career matches with the reasons behind them, Becky’s message and a phased roadmap.',
    outcome: 'Save your results with a free account to keep them.',
    actions: [{ label: 'View My Results', to: '/diagnostic-results' }],
  },
  {
    title: 'Grow with your coach',
    icon: 'chat',
    summary:
      'Track progress on your dashboard, unlock the next roadmap steps and ask Becky anything.',
    outcome: 'Weekly check-ins keep your plan moving.',
    actions: [
      { label: 'Open My Dashboard', to: '/dashboard', needsAccount: true },
      { label: 'Chat with Becky', to: '/agent-demo', needsAccount: true },
    ],
  },
]

/** Plans and FAQ for the landing page (spec section 9, pricing and claims). */

export interface Plan {
  name: string
  price: string
  period: string
  summary: string
  features: readonly string[]
  cta: string
  popular?: boolean
  note?: string
}

export const plans: readonly Plan[] = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    summary: 'See where you fit and take the first steps.',
    features: ['Basic career assessment', '3 role recommendations', '5-step starter roadmap'],
    cta: 'Get Started Free',
  },
  {
    name: 'Pro',
    price: '$19',
    period: '/month',
    summary: 'The full plan and a coach to keep you on it.',
    features: [
      'Everything in Free',
      'Detailed 20+ step roadmap',
      'Weekly coaching',
      'Resume optimization',
      'Progress tracking',
    ],
    cta: 'Start 7-Day Free Trial',
    popular: true,
    note: '7-day free trial',
  },
  {
    name: 'Enterprise',
    price: '$99',
    period: '/month',
    summary: 'For sales leaders developing a whole team.',
    features: [
      'Everything in Pro',
      '1-on-1 expert calls',
      'Priority support',
      'Custom integrations',
      'Team management',
    ],
    cta: 'Contact Sales',
  },
]

export interface FaqEntry {
  question: string
  answer: string
}

export const faqs: readonly FaqEntry[] = [
  {
    question: 'How long does the assessment take?',
    answer:
      'About 5-10 minutes for 9 questions, and setup takes under 5 minutes. You see your ranked matches and roadmap as soon as you finish.',
  },
  {
    question: 'I have never worked in sales. Is SalesPath for me?',
    answer:
      'Yes. Career switchers and people new to sales get a roadmap that starts with fundamentals and shows how the experience they already have transfers to an SDR, Customer Success or Account Manager role.',
  },
  {
    question: 'Does it work offline, and where is my data kept?',
    answer:
      'SalesPath is an installable app that keeps working offline after your first visit. Your answers, roadmap, chat history and resume are stored in this browser on your device, and your resume is read on your device, never uploaded. Clearing your browser data removes them.',
  },
  {
    question: 'How soon will I see results?',
    answer:
      'Your roadmap is paced to the timeline you choose and to how far your target role is from where you are now: your results show the realistic range (a few months for a nearby role, a year or more for a bigger move).',
  },
  {
    question: 'What is free, and what do credits unlock?',
    answer:
      'The assessment, your matches and step 1 of every roadmap are free. Later steps unlock with credits, which you earn by finishing steps, sharing or referring friends, or buy in small packs. Credits never expire. Payments in this version are simulated; no card is charged.',
  },
]

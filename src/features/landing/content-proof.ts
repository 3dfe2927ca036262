/** Landing copy for the comparison, testimonials and stats (spec sections 1 and 2). */

export interface ComparisonRow {
  topic: string
  generic: string
  salesPath: string
}

export const comparisonRows: readonly ComparisonRow[] = [
  {
    topic: 'Focus',
    generic: 'Advice written for every industry at once',
    salesPath: 'Built only for tech sales careers',
  },
  {
    topic: 'Your target role',
    generic: 'A personality quiz and a list of job titles',
    salesPath: 'Six roles ranked for you, each with the reasons why',
  },
  {
    topic: 'The plan',
    generic: '"Network more" and "upskill"',
    salesPath: 'A phased roadmap with checklists, resources and milestones',
  },
  {
    topic: 'Your experience',
    generic: 'Starts everyone from zero',
    salesPath: 'Reads your resume and skips the steps you have mastered',
  },
  {
    topic: 'Coaching',
    generic: 'A session when you can book one',
    salesPath: 'Becky, any time, with memory of your journey',
  },
  {
    topic: 'Cost to start',
    generic: '$150+ an hour for a private coach',
    salesPath: 'Free, no card needed',
  },
]

export interface Testimonial {
  name: string
  move: string
  quote: string
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Maya Thompson',
    move: 'SDR to Account Executive',
    quote:
      'I had been an SDR for 14 months with no real plan. The roadmap turned "get promoted" into weekly steps, and I walked into my promotion review with my own numbers.',
  },
  {
    name: 'Daniel Okafor',
    move: 'Teacher to SDR',
    quote:
      'I did not think classroom experience counted. SalesPath showed me how to describe it in sales terms, and I had three interviews within five weeks.',
  },
  {
    name: 'Priya Shah',
    move: 'SDR to Revenue Operations',
    quote:
      'I loved the CRM side more than the phone. Becky helped me see RevOps was a real path and what to learn first, without starting over.',
  },
]

export interface Stat {
  value: string
  label: string
}

export const stats: readonly Stat[] = [
  { value: '10,000+', label: 'SDRs trust SalesPath' },
  { value: '4.9/5', label: 'stars from 1,200+ SDRs' },
  { value: '85%', label: 'success rate reaching a target role' },
  { value: '6 months', label: 'average time to target role' },
  { value: '$15k+', label: 'average salary increase' },
  { value: '94%', label: 'success rate for members who finish their roadmap' },
  { value: '10,847', label: 'career matches made' },
]

import type { IconName } from '@/components/icons'

/** Landing copy for how it works, the toolkit, the audiences and the stages (spec section 2). */

export interface HowStep {
  title: string
  body: string
  detail: string
}

export const howItWorksSteps: readonly HowStep[] = [
  {
    title: 'Tell your story',
    body: 'Answer 9 quick questions about your current role, goals, strengths and timeline. Add your resume if you like.',
    detail: '5-10 minutes',
  },
  {
    title: 'AI maps your path',
    body: 'SalesPath ranks six tech sales roles against your answers, explains why each fits, and builds a phased roadmap that skips what you already know.',
    detail: 'Instant results',
  },
  {
    title: 'Execute and succeed',
    body: 'Work through one step at a time with checklists, templates and resources, while Becky checks in every week and keeps you moving.',
    detail: 'A plan paced to your timeline',
  },
]

export interface ToolkitItem {
  icon: IconName
  title: string
  body: string
  points: readonly string[]
}

export const toolkitItems: readonly ToolkitItem[] = [
  {
    icon: 'target',
    title: 'Your target role',
    body: 'Ranked matches across SDR, Account Executive, Customer Success, Account Management, RevOps and Growth Marketing.',
    points: ['Match score with the reasons behind it', 'Salary range, demand and difficulty'],
  },
  {
    icon: 'calendar',
    title: 'A step-by-step plan',
    body: 'A phased roadmap with clear milestones, so you always know the next thing to do this week.',
    points: ['Checklists, tips and curated resources', 'Step 1 of every roadmap is free'],
  },
  {
    icon: 'file',
    title: 'Resume and skill match',
    body: 'Upload your resume and SalesPath spots transferable skills, then skips the steps you have already mastered.',
    points: ['Read on your device, never uploaded', 'Better role recommendations'],
  },
  {
    icon: 'chat',
    title: 'Always-on coaching',
    body: 'Becky answers questions any time, remembers your goals and progress, and checks in weekly.',
    points: ['Progress tracking and weekly check-ins', 'Interview and promotion prep'],
  },
]

export interface Audience {
  title: string
  body: string
}

export const audiences: readonly Audience[] = [
  {
    title: 'SDRs ready for the next seat',
    body: 'You are hitting quota and want a concrete case for promotion to Account Executive, not another vague "keep it up".',
  },
  {
    title: 'SDRs rethinking the path',
    body: 'Cold calling is not the end goal. See how your pipeline skills transfer to Customer Success, RevOps or Growth Marketing.',
  },
  {
    title: 'Career switchers',
    body: 'Teachers, hospitality managers, retail leads and recruiters: you already sell every day. Learn how to prove it.',
  },
  {
    title: 'New to sales',
    body: 'Recent graduates and first-time job seekers who want a clear, realistic route into a first tech sales role.',
  },
]

export interface Stage {
  name: string
  situation: string
  plan: string
  path: string
}

export const stages: readonly Stage[] = [
  {
    name: 'New to sales',
    situation: 'No quota carried yet, and job posts ask for experience you do not have.',
    plan: 'Sales fundamentals, a resume that shows transferable wins, and outreach practice for your first SDR interview.',
    path: 'First SDR or BDR role',
  },
  {
    name: 'Current SDR',
    situation:
      'Booking meetings consistently, but the promotion conversation keeps getting pushed.',
    plan: 'Discovery and demo skills, shadowing plans, and a promotion case built on your own numbers.',
    path: 'Account Executive',
  },
  {
    name: 'Career switcher',
    situation: 'Strong people skills from another field and a reason to move into tech.',
    plan: 'A translation of your experience into sales language, the right entry role, and a phased plan paced to your timeline.',
    path: 'SDR, CSM or Account Manager',
  },
  {
    name: 'Sales leader',
    situation: 'You run a team and want your reps to grow without losing them.',
    plan: 'Development roadmaps for each rep, skill gap views and coaching prompts for your one-on-ones.',
    path: 'A team that gets promoted',
  },
]

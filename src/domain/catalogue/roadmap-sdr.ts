import type { RoadmapStepContent } from './role-types'
import { books } from './resources-books'
import { learning } from './resources-learning'
import { tools } from './resources-tools'

/** Breaking into an SDR role from outside sales, in about six months. */
export const sdrRoadmap: readonly RoadmapStepContent[] = [
  {
    id: 1,
    title: 'Learn how SaaS sales works',
    description:
      'Understand the funnel (lead, meeting, opportunity, closed-won), who does what (SDR, AE, CSM) and how recurring revenue is measured.',
    timeframe: 'Weeks 1-2',
    goal: 'Explain the SDR job and its metrics in your own words',
    resources: [learning.hubspotInboundSales, books.predictableRevenue, learning.thirtyMpc],
    checklist: [
      'Finish the HubSpot Inbound Sales certification',
      'Write one paragraph each on what an SDR, AE and CSM do all day',
      'Define ARR, pipeline, quota, OTE and ICP without looking them up',
      'Listen to three episodes of a sales podcast and note one tactic from each',
    ],
    tips: [
      'Read five real SDR job posts and list the metrics they mention: that is the job.',
      'Certificates open conversations; they do not replace practice. Move on quickly.',
    ],
  },
  {
    id: 2,
    title: 'Get fluent in the SDR tool stack',
    description:
      'Learn the CRM, a sales engagement platform and a prospecting database well enough to talk about them in an interview.',
    timeframe: 'Weeks 3-4',
    goal: 'Log activities, build a list and run a sequence in real tools',
    resources: [
      learning.trailheadCrmBasics,
      tools.hubspotCrm,
      tools.apollo,
      tools.engagementPlatforms,
    ],
    checklist: [
      'Earn three Trailhead badges on leads, accounts and opportunities',
      'Set up a free HubSpot CRM and log ten mock calls with outcomes',
      'Build a 50-account prospect list for one industry in Apollo',
      'Draft a four-touch email and call sequence',
      'Watch a product demo of Outreach or Salesloft',
    ],
    tips: [
      'Hiring managers care less which CRM you know than that you log activity the same day.',
      'Put the tools you practised with on your resume under a Skills line, honestly labelled.',
    ],
  },
  {
    id: 3,
    title: 'Master written prospecting',
    description:
      'Research accounts, find a relevant trigger and write short, specific emails and LinkedIn messages that earn replies.',
    timeframe: 'Weeks 5-8',
    goal: 'A researched, personalised outreach sample you can show an employer',
    resources: [books.fanaticalProspecting, books.salesDevelopmentPlaybook, tools.salesNavigator],
    checklist: [
      'Pick one ideal customer profile and three buyer personas',
      'Write five cold emails under 100 words, each tied to a trigger event',
      'Get feedback on them from a working SDR or a community',
      'Set up saved searches and job-change alerts in Sales Navigator (free trial)',
      'Keep a swipe file of ten emails you received that made you reply',
    ],
    tips: [
      'One relevant reason for reaching out beats three lines of flattery.',
      'End with a low-friction question, not a request for 30 minutes.',
      'Prospecting is a daily habit: block the same hour every morning.',
    ],
  },
  {
    id: 4,
    title: 'Cold calling and objection handling',
    description:
      'Practise openers, a crisp problem statement and the three objections you will hear most until they are automatic.',
    timeframe: 'Weeks 9-10',
    goal: 'Run a five-minute mock cold call without a script in front of you',
    resources: [books.coldCallingSucks, learning.gongLabs, learning.thirtyMpc],
    checklist: [
      'Write a permission-based opener and a two-sentence problem statement',
      "Prepare answers to 'not interested', 'send me an email' and 'we already use X'",
      'Role-play ten calls with a friend or peer and record them',
      'Review your recordings for talk time and filler words',
      'Book a mock call with a working SDR or AE',
    ],
    tips: [
      'Objections are usually reflexes, not decisions: acknowledge, then ask a question.',
      'Aim to book the meeting, not to sell the product, on a cold call.',
    ],
  },
  {
    id: 5,
    title: 'Build your network and personal brand',
    description:
      'Make your LinkedIn profile tell a sales story and meet people who can refer you into SDR roles.',
    timeframe: 'Weeks 11-12',
    goal: 'Five warm conversations with people at companies you would join',
    resources: [tools.revGenius, tools.pavilion, tools.salesNavigator],
    checklist: [
      'Rewrite your LinkedIn headline and About section around the SDR role',
      'Turn past achievements into numbers (targets hit, customers served, revenue)',
      'Join a free sales community and answer or ask one question a week',
      'Request five informational chats with SDRs or SDR managers',
      'Post twice about what you are learning',
    ],
    tips: [
      'Referrals convert far better than cold applications; treat your job search as prospecting.',
      'Ask for advice, not for a job; the referral usually follows.',
    ],
  },
  {
    id: 6,
    title: 'Land the SDR role',
    description:
      'Target the right companies, prove you can prospect during the process and evaluate offers on real quota attainment.',
    timeframe: 'Months 4-6',
    goal: 'An SDR offer at a company where most reps hit quota',
    resources: [learning.bridgeGroupReport, tools.repVue, books.spinSelling],
    checklist: [
      'Shortlist 20 companies with strong ratings and funded growth',
      'Send a personalised note to the hiring manager, not just an application',
      'Prepare a 30-60-90 day plan and a mock prospecting email for interviews',
      'Practise a role-play cold call and a STAR story about resilience',
      'Ask each employer about quota attainment and the promotion path to AE',
      'Compare offers on base, OTE and ramp, not just the headline number',
    ],
    tips: [
      'Treat the hiring manager like a prospect: a researched, specific message stands out.',
      'A clear path to AE within 12-18 months is worth more than a slightly higher base.',
      'If fewer than half the SDRs hit quota, ask why before you sign.',
    ],
  },
]

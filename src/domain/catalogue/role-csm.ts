import { csmRoadmap } from './roadmap-csm'
import type { Role } from './role-types'
import { withLocks } from './unlock-costs'

export const csmRole: Role = {
  id: 'csm',
  title: 'Customer Success Manager',
  salary: '$70K-$120K',
  difficulty: 'moderate',
  demand: 'High',
  remote: true,
  description:
    'CSMs make sure customers get the outcome they bought: onboarding, adoption, business reviews, renewals and spotting expansion. They protect the recurring revenue every SaaS company depends on.',
  whyFitsYou:
    'You like long-term relationships more than one-off wins, enjoy teaching and problem-solving, and want a revenue-connected role with steadier pace than quota-heavy sales.',
  skills: [
    {
      name: 'Relationship management',
      type: 'core',
      description:
        'Building trust with users and executive sponsors across a portfolio of accounts.',
    },
    {
      name: 'Onboarding and enablement',
      type: 'core',
      description: 'Getting new customers to first value quickly with a clear plan.',
    },
    {
      name: 'Product expertise',
      type: 'core',
      description: "Knowing the product well enough to map it to each customer's goals.",
    },
    {
      name: 'Prioritisation',
      type: 'core',
      description: 'Managing dozens of accounts by risk and value, not by who shouts loudest.',
    },
    {
      name: 'Data-driven risk detection',
      type: 'advanced',
      description: 'Reading usage and health data to act before a customer churns.',
    },
    {
      name: 'Commercial conversations',
      type: 'advanced',
      description: 'Leading renewals and expansion discussions, including pricing objections.',
    },
  ],
  education: [
    {
      title: 'Certified Customer Success Manager (CCSM)',
      description: 'Levelled CS certification covering the full customer lifecycle.',
      duration: 'several weeks per level',
      type: 'certification',
      provider: 'SuccessHACKER',
    },
    {
      title: 'Gainsight Pulse community content',
      description: 'Free talks and playbooks from the largest customer success community.',
      duration: 'ongoing',
      type: 'course',
      provider: 'Gainsight',
    },
    {
      title: 'Salesforce CRM basics',
      description: 'Free Trailhead modules; most CS teams work inside Salesforce or HubSpot.',
      duration: '~5 hours',
      type: 'course',
      provider: 'Salesforce Trailhead',
    },
    {
      title: 'Any degree or relevant experience',
      description:
        'Support, account management, teaching, hospitality and consulting backgrounds are common entry points.',
      duration: 'not required',
      type: 'degree',
    },
  ],
  stories: [
    {
      name: 'Elena',
      avatar: 'E',
      quote:
        'As an SDR I opened doors. As a CSM I get to see what happens after, and my renewals prove it worked.',
      years: '3 years as CSM',
      company: 'Mid-market marketing software company',
      background:
        'Composite story based on common career paths, not a single real person: SDR for a year, moved to CS after volunteering on customer onboarding calls.',
    },
    {
      name: 'David',
      avatar: 'D',
      quote: 'Teaching twenty-five kids prepared me for onboarding twenty-five customers at once.',
      years: '2 years as CSM',
      company: 'Education technology SaaS',
      background:
        'Composite story based on common career paths, not a single real person: former teacher who built a sample success plan and QBR to show in interviews.',
    },
  ],
  stats: {
    jobGrowth:
      'Strong: retention became a board-level metric as SaaS growth slowed (2026, qualitative)',
    remoteAvailability: 'High: most CS work happens on video calls',
    entryLevelAvailable: true,
    workLifeBalance: 'Good: steadier than quota sales, busier around renewals',
    averageSalary: '$95K OTE (midpoint of the catalogue range)',
  },
  roadmapSteps: withLocks('csm', csmRoadmap),
  nextRoles: ['am', 'csm_manager', 'solutions_consultant'],
  comp: {
    baseVariableSplit:
      'Commonly 80/20 or 70/30 base/variable; some roles are salary plus a small bonus. Example: $85K base + $20K variable = $105K OTE, tied to renewals, retention or adoption goals.',
    typicalRamp:
      'One to three months to take over a book of accounts; variable often pays from the first renewal cycle you own.',
    quotaQuestions: [
      "What are the team's gross and net revenue retention, and did CSMs hit their variable last year?",
      'How many accounts and how much ARR does each CSM manage?',
      'Does the CSM own the renewal commercially, or does an account manager?',
      'Is variable tied to outcomes I can influence (adoption, health) or to churn caused elsewhere?',
      'How is expansion credit split with sales?',
    ],
    figuresBasis:
      '2026 US ranges, base + variable at 100% of target (OTE), composite of public salary surveys and job posts (e.g. Glassdoor, Payscale and CS community salary surveys). Estimates, not offers.',
  },
}

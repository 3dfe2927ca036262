import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'

/**
 * Situations told without their obvious word, as people type them on a phone: a PIP that is
 * "a doc with expectations for the next 60 days", a firing that is "got walked out today".
 * Written by a teammate who never read the cue tables; the ones the coach missed led to cues.
 */
const cases: readonly (readonly [string, string])[] = [
  [
    "got called into a meeting w my manager + HR friday, they handed me a doc with 'expectations' for the next 60 days. is this basically a death sentence",
    'pip',
  ],
  ["got walked out today. 8 months in, no warning, they said i'm 'not a fit'", 'fired'],
  [
    '3 AEs on my team got let go last month and my manager keeps canceling our 1:1s. getting paranoid im the next one',
    'job_security',
  ],
  [
    "mgr told me to move all my stage 2 opps to commit before the board meeting and 'we'll clean it up next week'. feels sketchy",
    'asked_to_mislead',
  ],
  [
    'my manager listens to every one of my calls and sends me voice memos picking them apart at 10pm. how do i handle this guy',
    'manager_conflict',
  ],
  [
    'i’m so fried. 70 dials a day for 10 months straight, i start dreading monday on sunday at noon',
    'burnout',
  ],
  [
    'signed an offer, start in 3 weeks. I have 4 deals that might close this month. when do i tell my manager, and do i hand the deals off or try to close them first?',
    'resigning',
  ],
  [
    'leaving for a competitor and i signed a non-solicit 2 yrs ago. can my clients follow me?',
    'non_compete',
  ],
  ['would rather farm than hunt tbh. how do i move into an existing accounts role?', 'move_to_am'],
  ['is that kind of paid program worth the money or a scam?', 'bootcamp_worth_it'],
  [
    "prospects always go 'just shoot me some info' and hang up. what do i say?",
    'objection_send_email',
  ],
  [
    'we sell a call recording tool and everyone says we already have gong, we’re good',
    'objection_competitor',
  ],
  ['what should my headline and about section say as an SDR?', 'linkedin_profile'],
  [
    'one of my biggest customers (40k ARR) stopped logging in and their champion left the company. renewal is in 90 days. what do i do',
    'customer_at_risk',
  ],
  [
    'starting my first AE job monday!! how do i make a good impression the first few weeks',
    'first_90_days',
  ],
  [
    'my pipeline is a mess, half the opps are zombies. how do i decide what to kill?',
    'pipeline_management',
  ],
  ['is it normal that only 30% of our team hits their number?', 'quota_attainment_reality'],
  [
    'competitor snaked a 200k deal from me at the last minute. they went with the cheaper option',
    'lost_deal',
  ],
]

describe('situations told without their obvious word', () => {
  it.each(cases)('reads "%s" as %s', (message, situation) => {
    const reply = answerOffline({ message, history: [], context: mayaContext })
    expect(reply.situation).toBe(situation)
  })
})

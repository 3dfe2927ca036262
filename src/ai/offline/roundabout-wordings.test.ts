import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'

/**
 * Roundabout ways of saying it, from a fifth set written by a teammate who never read the cue
 * tables: "2 ppl on my team got cut ... pretty sure im next" (a fear, not a layoff), "bumped up
 * to closing deals" (the step to AE, not closing), "the interview practice step is greyed out"
 * (the app), "CLOSED IT. 212k" (good news).
 */
const roundabout: readonly (readonly [string, string])[] = [
  [
    "So bit of a saga. I closed a £140k two-year deal with a retailer in March, did literally every call, the partner team came in for one intro email at the very start. Payslip lands this month and I've been paid on half of it. Finance says the partner manager gets 50% credit under 'sourced' rules I've never seen written down anywhere, and my manager keeps saying he'll 'look into it', which means nothing. I've got the Salesforce history and Slack threads showing who did what. Also separately my car lease is up so the timing is lovely. How do I push back on this without torching my relationship with finance and the partner guy?",
    'commission_dispute',
  ],
  [
    "Need a sanity check. I'm at 112% for H1, most of the team is under 70. Yesterday at the all-hands the VP announced 'updated targets for H2 to reflect market opportunity' and my annual number went from $600k to $850k, and they quietly dropped the kicker above 120% at the same time. Nobody asked us, the new doc just showed up in DocuSign with a Friday deadline to sign. A friend says even if I don't sign I'm bound by it anyway? Honestly feels like I'm being punished for doing well. Can I refuse or negotiate, and is this even normal?",
    'quota_raised_midyear',
  ],
  [
    "Shut down my company last month after 3 years. B2B scheduling tool for clinics, got to about $400k ARR, couldn't raise the A. I was the one doing all the selling, closed maybe 60 clinics myself. Now I'm looking at AE jobs because I need a salary and I genuinely liked that part most. But I keep getting weird vibes in interviews, like they think I'll be uncoachable or leave in 6 months to start something else. How do I position the last three years so it reads as real closing experience and not 'failed CEO'?",
    'switcher_founder',
  ],
  [
    "Hi, couple of things with the app. When I signed up I picked SDR as what I'm aiming for, but after last week's session I think I actually want to go for post-sale onboarding type roles instead. Is there a way to switch that in here without starting over and losing everything I've done? Also I was on the free plan, bought the 50 pack, and the counter seems to be going down faster than I expected — does every message cost one or do some things cost more? Sorry if this is in an FAQ somewhere, I couldn't find it.",
    'app_help',
  ],
  [
    '2 ppl on my team got cut last month and my mgr cancelled our 1:1 twice this week. pretty sure im next',
    'job_security',
  ],
  [
    'been running a shoe store at the mall 5 yrs, keyholder then store mgr. can that get me into software sales or is it a joke',
    'switcher_retail',
  ],
  [
    'how many months do most BDRs do before they get bumped up to closing deals',
    'sdr_to_ae_timeline',
  ],
  [
    'base hasnt moved in 2 yrs and i know the new hires came in 10k higher than me. how do i bring up money',
    'raise_ask',
  ],
  ['hubspot vs salesforce, which should i learn if im trying to get hired', 'tools_crm'],
  ['will chatgpt type tools replace BDRs in like 3 yrs? should i be worried', 'ai_in_sales'],
  [
    "they agree its a problem but say they'll 'look at it next year maybe'. how do i create urgency",
    'objection_not_priority',
  ],
  ['CLOSED IT. 212k, biggest deal in our region this year', 'celebration'],
]

describe('roundabout ways of saying it', () => {
  it.each(roundabout)('reads "%s" as %s', (message, situation) => {
    const reply = answerOffline({ message, history: [], context: mayaContext })
    expect(reply.situation).toBe(situation)
  })
})

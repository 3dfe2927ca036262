import { describe, expect, it } from 'vitest'
import { firstReply } from '../testing/play-turns'
import { describeSituations, type SituationCase } from '../testing/situation-cases'

/**
 * Roundabout ways of saying it, from a fifth set written by a teammate who never read the cue
 * tables: "2 ppl on my team got cut ... pretty sure im next" (a fear, not a layoff), "bumped up
 * to closing deals" (the step to AE, not closing), "the interview practice step is greyed out"
 * (the app), "CLOSED IT. 212k" (good news).
 */
const roundabout: readonly SituationCase[] = [
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

describeSituations('roundabout ways of saying it', roundabout)

/**
 * A sixth set, posts that mention other things on the way: the fired rep whose book was handed
 * over (news, not a firing), a department called "sales ops" in a commission fight, a customer
 * that "went under" after the commission was paid.
 */
const onTheWay: readonly SituationCase[] = [
  [
    "so last february i closed a 3 year deal with a dental group, got paid about $14k on it. they just went under 10 months in, bankrupt, nothing to do with us or the product. payroll emailed me yesterday saying they're taking the full amount back out of my next two checks. i dug up the comp plan and there's a line about 'customer non-payment within 12 months'. but i already spent that money (new car, great timing). is this even legal in california? can they pull it from my base? my manager just kind of shrugged. feeling pretty screwed tbh",
    'commission_clawback',
  ],
  [
    "Ok need a sanity check. There's a senior rep on my team (call him Dave) who's been here 6 years and is buddies with our director. Twice now I've booked a meeting, done the first call, sent the recap, and then found out Dave 'had a prior relationship' and the opp got moved to his name in HubSpot. Last one was $48k. On the team call he also talked about 'his' win at a manufacturing company that I literally sourced. I have the emails timestamped. I'm 9 months in and really don't want to get labeled as difficult. How do I handle this?",
    'lead_stealing',
  ],
  [
    "Just got handed a book of 40 accounts from a rep who got fired last month. Going through Salesforce and it's a mess. Half the contacts have left their companies, notes are like 'good call' and nothing else, and two renewals are coming up in 60 days with no activity logged since summer. One customer was apparently promised a feature that doesn't exist. My manager expects 20% growth out of this book this year. Where do I even start? Do I email everyone at once to introduce myself or go one by one?",
    'inherited_accounts',
  ],
  [
    "Finished the year at 61%. First time I've come up short in 4 years of carrying a bag. Partly the market (our buyers in commercial real estate froze spend), partly a $300k deal that pushed, and partly me honestly, I got lazy about building pipe in Q2. Year end review is in 2 weeks. My manager is decent but the new CRO is a pure numbers guy. How do I walk into that meeting? Own it? Show a plan? And does one bad year wreck my chances when I interview elsewhere?",
    'missed_quota',
  ],
  [
    'my manager keeps commenting on my outfits before client meetings and asked if i have a boyfriend. other reps just laugh. what do i do',
    'discrimination_harassment',
  ],
  [
    'i work hotel front desk 5 years in dubai, very good with guests. how i can go to software selling job?',
    'switcher_hospitality',
  ],
  [
    'tired of hunting new logos. thinking about customer success. is that a step down?',
    'move_to_csm',
  ],
  ['is vendition or careerist worth the money or just a scam', 'bootcamp_worth_it'],
  ['can u pretend to be a hiring manager and grill me for a bdr role', 'mock_interview'],
  [
    "best opener when i ring someone who doesnt know me? 'did i catch u at a bad time' gets me hung up on every time",
    'cold_calling',
  ],
  [
    'guy on the phone called me a parasite and told me to get a real job. cant shake it',
    'rude_prospect',
  ],
  ["'not on our radar this year' - what do i reply to that", 'objection_not_priority'],
  ['ran out of credits halfway thru a practice session?? how do i get more', 'app_help'],
]

describeSituations('posts that mention other things on the way', onTheWay)

/**
 * Words the cue tables learned from these sets, used in another sense: each must keep to what
 * the person asks ("a written plan" after HR is a PIP, not a 30-60-90 plan).
 */
const otherSenses: readonly SituationCase[] = [
  ["they gave me a written plan with targets for the next 30 days or I'm out", 'pip'],
  ['I applied to 50 AE jobs and heard nothing back', 'job_search'],
  ['we lost the deal to a direct competitor, how do I recover?', 'lost_deal'],
  ['an AE seat might open up next quarter, how do I get it?', 'sdr_to_ae_path'],
]

describeSituations('learned words in their own sense', otherSenses)

describe('learned words in another sense', () => {
  it.each([
    ['is there a glass ceiling for women in sales leadership?', 'accelerators'],
    ['our company is publicly traded, does that change how equity works?', 'toxic_culture'],
    ['I have no money saved, should I quit my job to search full time?', 'objection_budget'],
    ['I sent the wrong email to a prospect by mistake, what do I do?', 'app_help'],
    ['my manager is going to ask me about my numbers tomorrow', 'interview_prep'],
    ['what do I say when I’m jumping on a call with a new prospect?', 'lead_stealing'],
    ['how do I improve my efficiency on calls?', 'laid_off'],
    // "<job> for N years" names a background only for a job: a rep's customer is no background.
    [
      'I have sold software to the hospital for 5 years. how do I get a meeting with the CIO?',
      'switcher_nurse',
    ],
  ])('does not read "%s" as %s', (message, situation) => {
    expect(firstReply(message)?.situation).not.toBe(situation)
  })
})

/**
 * An eighth set, in US, UK, Indian and Australian English: the work named for the seat
 * ("booking meetings", "closing your own deals"), "handing in my notice tmrw", "a padlock".
 */
const seatsAndNotices: readonly SituationCase[] = [
  [
    "I'm leaving my job as a commercial insurance broker after six years to join a competitor across town. Over those years I've built real relationships with about 40 business owners, I go to their kids' graduations, that kind of thing. I signed something when I started that I barely remember. My new manager says 'don't worry, those never hold up' but my current boss just sent a team email 'reminding everyone' about confidentiality and client solicitation obligations. A few of my clients have already asked if they can follow me. I'm in Texas if that matters. What can I actually do here without getting sued?",
    'non_compete',
  ],
  [
    "Quick question before I go any further with this. I've been uploading my resume, and in the earlier steps I pasted in my comp details and some notes about my current manager, kind of venting honestly. My company uses a bunch of HR software and I'm a little paranoid. Who can actually see what I type in here? Does any of it get shared with my employer or with recruiters, and can I delete the stuff I already entered? Just want to be sure before I put in details about the job I'm interviewing for.",
    'app_help',
  ],
  [
    'everything is just too much rn. quota, new baby, manager breathing down my neck. dont even know where to start',
    'distress_general',
  ],
  [
    'guy on my team keeps jumping on inbound leads that are literally assigned to me in salesforce and then says he sourced them. how do i deal w this?',
    'lead_stealing',
  ],
  [
    'how long does it usually take to go from booking meetings to closing your own deals',
    'sdr_to_ae_timeline',
  ],
  [
    'handing in my notice tmrw, first time ever leaving a job. how do i tell my manager without burning the bridge',
    'resigning',
  ],
  [
    'new to this, how does pay work in sales jobs. is it all commission or do u get a salary too',
    'pay_structure',
  ],
  [
    'arvo update: biggest deal was meant to sign friday, now their legal reckons next quarter. ugh',
    'deal_slipped',
  ],
  [
    "always get to 'this looks great' and then nothing happens. how do i actually get them to commit and sign?",
    'closing',
  ],
  [
    'whole deal is riding on one guy who loves us but cant sign anything. how do i get in front of more ppl at the company?',
    'multi_threading',
  ],
]

describeSituations('the work named for the seat, and other plain words', seatsAndNotices)

import { describeSituations, type SituationCase } from '../testing/situation-cases'

/**
 * Situations told without their obvious word, as people type them on a phone: a PIP that is
 * "a doc with expectations for the next 60 days", a firing that is "got walked out today".
 * Written by a teammate who never read the cue tables; the ones the coach missed led to cues.
 */
const cases: readonly SituationCase[] = [
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

describeSituations('situations told without their obvious word', cases)

/**
 * A second teammate's set, in other people's voices: words that name something else in sales
 * ("a closing seat", "locked in with Gong", "18k ARR") are read for what the person asks.
 */
const otherVoices: readonly SituationCase[] = [
  ['JUST GOT MY FIRST SIGNED CONTRACT. 18k ARR after 4 months of grinding. aaaah', 'celebration'],
  [
    'BDR for 11 months, 120% of meetings target 3 quarters straight. what do I actually need to show to get bumped up to a closing seat here?',
    'sdr_to_ae_path',
  ],
  [
    "they said they're locked in with Gong for 2 more years and happy with it. I sell conversation intelligence too. how do i respond",
    'objection_competitor',
  ],

  [
    'finished the year at 58%. first time ever under 90. not sure how to even talk about it with my boss in january',
    'missed_quota',
  ],
  [
    'new rep got the whole northeast enterprise patch and I got mountain states + alaska. same number. how do I bring this up w/o sounding like im whining',
    'territory_unfair',
  ],
  [
    "closed the Acme renewal + upsell in march, $96k. my last three paychecks had nothing for it. ops says it 'wasnt booked under my name' but its literally my opp",
    'commission_dispute',
  ],
  [
    '6 years carrying a bag and im done. what jobs do ex-sales people actually go to that arent selling',
    'leaving_sales',
  ],
  [
    "heard about 'upfront contracts' and the pain funnel from a guy at work. which method is that and how do I use it",
    'method_sandler',
  ],
  [
    "my manager keeps saying 'teach, tailor, take control'. what method is that and how do I actually do it on a call",
    'method_challenger',
  ],
  [
    'prospect loved the demo then said theres nothing allocated for this until next fiscal. now what',
    'objection_budget',
  ],
  [
    'my product walkthroughs run 55 min and people check out halfway. how do I tighten them',
    'demo_skills',
  ],
  [
    'just took over 35 accounts from a rep who quit. some havent heard from anyone in a year. where do i start',
    'inherited_accounts',
  ],
  [
    'my patch is healthcare orgs in the midwest, ~400 accounts. how do I decide who to go after first',
    'prospecting_strategy',
  ],
  [
    'PhD in molecular bio, 3 years of postdoc. I like talking to people way more than pipetting. could I realistically sell lab software or instruments?',
    'switcher_scientist',
  ],
  [
    'on my floor they ring a gong for deals and publicly roast the reps who havent closed by the 20th. ppl cry in the bathroom. is this just how sales is everywhere?',
    'toxic_culture',
  ],
]

describeSituations('other voices, other words', otherVoices)

/** A third set: forum letters with backstory, and quick lines typed on a phone. */
const lettersAndLines: readonly SituationCase[] = [
  [
    "Yesterday my manager and someone from HR sat me down and gave me a written document with targets for the next 60 days: 12 qualified meetings a month, $90k in new pipeline, and weekly check-ins with my director. It says if I don't meet them, 'further action up to termination' may follow. I've been at the company two years and had one bad half after my biggest customer got acquired. Part of me thinks they've already decided. Is it even possible to get through one of these, or should I spend those 60 days looking elsewhere?",
    'pip',
  ],
  [
    "I'm one of two women on a team of eleven AEs. My manager regularly makes comments like 'wear something nice, this client likes a pretty face' and jokes that I only close deals because buyers want to flirt with me. Last month the guys were all invited to a golf day with a key account and I found out afterwards. When I brought it up he laughed and said I'm 'too sensitive for sales'. I love the job and my numbers are good. How should I handle this, and is it worth going to HR or will that just end my career here?",
    'discrimination_harassment',
  ],
  [
    "The floor I work on is honestly rough. Managers read out the bottom five on the leaderboard every morning. People get screamed at for missing dials. Reps hide leads from each other and two guys got caught changing close dates on other people's opportunities. Drinking after work is basically mandatory if you want to be 'part of the team', and anyone who leaves at 5 gets called soft. I've been here nine months and I'm doing okay, but I feel myself getting meaner. Is this just what sales is like, or is this place unusually bad?",
    'toxic_culture',
  ],
  ['they keep saying theres no money this year', 'objection_budget'],
  ['what questions should i ask on a first call to figure out their actual problem', 'discovery'],
  ['buyer wants 30% off to sign by month end what do i do', 'negotiation_with_prospect'],
  [
    "I've come in at 61% and 58% the last two quarters. Before that I was consistently around 100%. Part of it is the market, part of it is that my best accounts got acquired, and part of it, honestly, is that I've lost my rhythm. Nothing formal has happened yet, but my manager's one-to-ones are getting tense. Q3 just started. What would you do to turn things around this quarter?",
    'missed_quota',
  ],
  [
    'been crushing it for 14 months, how do i ask for more base without changing roles',
    'raise_ask',
  ],
  [
    'i spend all day on admin and never get to prospecting. how do u guys plan ur day',
    'time_management',
  ],
  [
    "I was let go yesterday after eight months as an AE. They said I 'wasn't ramping fast enough', even though I had two deals in late stage. I got a call from HR, lost access to my laptop within the hour, and no severance beyond two weeks' pay. I'm embarrassed and angry. Now I have to start interviewing again. How do I explain this to hiring managers without sounding bitter or lying about it?",
    'fired',
  ],
  [
    "I handed in my resignation on Friday after accepting an offer at a competitor, about 18% more base plus better accelerators. This morning my VP called me into his office and offered to match the money, give me the enterprise accounts I've been asking for, and 'fast-track' me to senior AE. I didn't expect any of this. Part of me is flattered, part of me wonders why they didn't do it before. Should I seriously consider staying, or is accepting this usually a mistake?",
    'counteroffer',
  ],
  ['my pipeline is a mess, how do I clean it up?', 'pipeline_management'],
]

describeSituations('letters with backstory and quick lines', lettersAndLines)

/**
 * A fourth set, from people of many kinds and countries: a PIP with HR on the call and "before
 * they let me go" (a fear, not a firing), a VP who "told us on the team call to start telling
 * prospects" something untrue, an LPA salary in Bangalore.
 */
const manyPeople: readonly SituationCase[] = [
  [
    "My manager pulled me into a 1:1 that turned out to have HR on it too. They handed me a document: 30 days to book 12 qualified meetings and do 60 dials a day, and if I don't hit it 'we'll have to discuss next steps'. I've been a BDR here 7 months and had a rough quarter because my territory got reassigned twice. Is this basically a formality before they let me go? Should I try to hit the numbers or start interviewing right now? Not sure what my rights are either (Ontario, Canada if it matters).",
    'pip',
  ],
  [
    "Our VP told us on the team call to start telling prospects the Salesforce integration is 'live' when it's actually in beta and breaks half the time. His words: 'by the time they onboard, engineering will have it fixed.' I already had one customer buy partly because of that feature and now they're furious with me, not him. I'm a second-year AE with good numbers and I like the product otherwise. How do I handle this without ending up on his bad list? Can I just refuse to say it?",
    'asked_to_mislead',
  ],
  [
    "Had a CFO on a call today who spent ten minutes tearing into me. Called our product 'a toy', said I was 'wasting his time like every other sales kid', then asked if I even had a degree. I kept my cool on the call but I'm still a bit shaky an hour later. The deal is probably dead anyway. Is there anything I should do now, like follow up, ignore it, tell my manager? And how do you stop people like that getting in your head?",
    'rude_prospect',
  ],
  [
    "I'm an SDR in Bangalore at a US SaaS company, 2 years in. I've been top 3 in the region every quarter and I trained the last 4 hires. My fixed is still what I joined with, 8 LPA, and I found out a new joinee is getting 10.5. Our review cycle is in 2 months. How do I ask for more money without it sounding like I'm threatening to leave? Should I mention what the new hire is getting or is that a bad idea?",
    'raise_ask',
  ],
  [
    "ER nurse for 7 years and the 12-hour shifts are wrecking my body. A friend who's a med device rep says companies hire nurses all the time because we know the OR and can talk to surgeons. I'm interested but nervous, I've never had a sales target and I hear med device is really competitive to get into. Is it better to start at a smaller company, or do a clinical specialist role first? What should I be doing now while I'm still working shifts?",
    'switcher_nurse',
  ],
  [
    "I'm in a deal where everything runs through one guy, a director of IT who loves us. But whenever I ask to meet his boss or anyone in finance he says 'I'll handle that internally.' My manager keeps asking 'who else are you talking to?' and the honest answer is nobody. It's a $90k deal and I'm scared that if I go around him he'll get annoyed and I'll lose the only friend I have in there. How do I reach other people in the company without burning him?",
    'multi_threading',
  ],
  [
    'my manager rewrites every email i send and slacks me DURING live calls telling me what to say. how do i deal w him',
    'manager_conflict',
  ],
  [
    'my hands literaly shake before i dial. 3 weeks into my sdr job, how do ppl get over this',
    'cold_call_anxiety',
  ],
  [
    'whats a normal base vs variable split for ae roles? seeing 50/50 and 60/40 and idk which is better',
    'pay_structure',
  ],
  ['what does an enterprise ae at a series c actually make all in', 'salary_by_role'],
  ["how do i tell my mgr im leaving? we're actually close and i feel awful about it", 'resigning'],
  [
    '27, history degree, zero sales experience. how do i land my first tech sales job',
    'breaking_in',
  ],
  [
    'prospect was super engaged thru 2 demos then total silence for 3 weeks. what do i send',
    'follow_up_ghosted',
  ],
  [
    "kindly advise, client said product is interesting but 'not on our list for this quarter'. should i move on or keep pushing",
    'objection_not_priority',
  ],
]

describeSituations('many people, many ways of saying it', manyPeople)

import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { answerOffline } from './offline-coach'
import { situationCards } from './situations'
import { cardIds } from './situations/card-ids'

function situationOf(message: string): string {
  return answerOffline({ message, history: [], context: mayaContext }).situation
}

/** One line per situation, written the way people post: backstory, slang, typos. */
const goodLines: readonly (readonly [string, string])[] = [
  ['idk why im even typing this but i keep thinking about ending my life', 'crisis_self_harm'],
  [
    'I am completely overwhelmed and crying at my desk, I cant cope with everything',
    'distress_general',
  ],
  ['Welp. Got fired today after 9 months as a BDR. What now?', 'fired'],
  [
    'Company did a RIF this morning and my whole team was laid off. They offered severance.',
    'laid_off',
  ],
  ['got put on a PIP yesterday, 60 days to get to 100% or im out', 'pip'],
  [
    'My company refuses to pay commission on a deal I closed because the customer paid late',
    'commission_dispute',
  ],
  [
    'Customer churned after 4 months and now they want to claw back my commission',
    'commission_clawback',
  ],
  [
    'They raised my quota mid year by 30% and changed the comp plan, is that allowed?',
    'quota_raised_midyear',
  ],
  [
    'My territory is garbage, the other AE got all the good accounts in the realignment',
    'territory_unfair',
  ],
  ['Another SDR keeps stealing my leads by logging calls on my accounts', 'lead_stealing'],
  [
    'My manager wants me to tell customers the discount expires Friday when it doesnt',
    'asked_to_mislead',
  ],
  ['My manager makes sexist comments about me in front of clients', 'discrimination_harassment'],
  ['My manager micromanages every email I send and yells in 1:1s', 'manager_conflict'],
  ['The culture here is so toxic, leaderboard shaming and screaming every Monday', 'toxic_culture'],
  ['I am so burnt out, I dread logging in every morning', 'burnout'],
  ['Everyone on my team is crushing it and I feel like an imposter', 'low_confidence'],
  ['Third month in a row I missed quota and I dont know how to turn it around', 'missed_quota'],
  ['What does it take to get promoted from BDR to AE?', 'sdr_to_ae_path'],
  ['How long does it usually take to get promoted from SDR to AE?', 'sdr_to_ae_timeline'],
  ['How do I ask my boss for a promotion without sounding entitled?', 'promotion_ask'],
  [
    'They promised me the AE promo in Q1, now its Q3 and they gave it to someone else',
    'passed_over_promotion',
  ],
  ['How do I ask for a raise? I think I am underpaid', 'raise_ask'],
  ['I resigned and now they made a counter offer, should I stay?', 'counteroffer'],
  [
    'Two offers: 70k base 140k OTE startup vs 85k base 130k OTE at Oracle. Which?',
    'offer_comparison',
  ],
  ['How do I negotiate my job offer? They offered 60k base', 'offer_negotiation'],
  [
    'The startup is offering stock options with a 1 year cliff, how do I value them?',
    'startup_equity',
  ],
  [
    'Should I join an early stage startup or a big company for my first AE role?',
    'startup_vs_enterprise',
  ],
  ['I want to get out of sales entirely, what careers are there after sales?', 'leaving_sales'],
  ['How do I move into customer success from an SDR role?', 'move_to_csm'],
  ['Thinking about becoming an account manager, how do I make that move?', 'move_to_am'],
  ['How do I get into RevOps? I love building dashboards', 'move_to_revops'],
  ['Could I move into growth marketing after two years as an SDR?', 'move_to_marketing'],
  ['I want to become a sales engineer, I have a CS degree', 'move_to_sales_engineer'],
  ['I want to become a sales manager and lead a team of SDRs', 'move_to_sales_management'],
  ['How do I move from mid market to enterprise AE?', 'move_to_enterprise'],
  ['How do I break into tech sales with no experience?', 'breaking_in'],
  ['Is a sales bootcamp worth it or a waste of money?', 'bootcamp_worth_it'],
  ['I was a teacher for 6 years, can I become an SDR?', 'switcher_teacher'],
  ['I work in retail as a store manager, how do I move into tech sales?', 'switcher_retail'],
  ['I have been a bartender for years, is tech sales realistic for me?', 'switcher_hospitality'],
  ['I worked as a recruiter at an agency, can I switch to SaaS sales?', 'switcher_recruiter'],
  ['Army veteran getting out next year, is tech sales a good fit?', 'switcher_military'],
  [
    'I am a PhD researcher thinking about switching to sales for lab software',
    'switcher_scientist',
  ],
  ['I am a nurse and want to transition into medical device sales', 'switcher_nurse'],
  ['I founded a startup that failed, can I get an AE job now?', 'switcher_founder'],
  ['I am a lawyer in my 40s, is it too late to switch into sales?', 'switcher_general'],
  ['I have applied to 200 jobs and not hearing back from anyone', 'job_search'],
  ['Only been here 5 months, would it look bad if I leave?', 'job_hopping'],
  ['Just started a new AE job last week, how do I ramp fast?', 'first_90_days'],
  ['What questions do they ask in an SDR interview?', 'interview_prep'],
  ['They asked me to sell me this pen in the final round, how do I prepare?', 'mock_pitch'],
  ['How do I write a 30 60 90 day plan for my AE interview?', 'plan_30_60_90'],
  ['What should I put on my resume as an SDR applying for AE roles?', 'resume_sales'],
  ['How should I write my LinkedIn headline to get recruiters to notice me?', 'linkedin_profile'],
  ['What should I say when I message a hiring manager on LinkedIn?', 'linkedin_outreach'],
  ['Are there fully remote SDR jobs or do I need to relocate?', 'remote_work'],
  ['How does OTE work, what is base vs variable?', 'pay_structure'],
  ['They offer a recoverable draw during ramp, what does that mean?', 'ramp_and_draw'],
  ['What are accelerators and is my commission capped?', 'accelerators'],
  [
    'What percent of reps actually hit quota? Is 60% attainment normal?',
    'quota_attainment_reality',
  ],
  ['How much do AEs make?', 'salary_by_role'],
  ['I get so nervous before cold calling that I procrastinate all morning', 'cold_call_anxiety'],
  ['What is a good cold call opener that doesnt get hung up on?', 'cold_calling'],
  ['My cold emails get a 1% reply rate, what am I doing wrong?', 'cold_email'],
  ['I book 8 meetings a month as an SDR, is that good?', 'meetings_per_month'],
  ['My manager wants 100 dials a day, is that normal for activity metrics?', 'activity_metrics'],
  ['How do I build a better prospect list and research target accounts?', 'prospecting_strategy'],
  ['The receptionist never puts me through, how do I get past the gatekeeper?', 'gatekeeper'],
  ['What questions should I ask on a discovery call?', 'discovery'],
  ['My demos are boring, how do I run a better product demo?', 'demo_skills'],
  ['Every prospect says its too expensive, how do I respond?', 'objection_budget'],
  ['They always say just send me an email, what do I say?', 'objection_send_email'],
  ['What do I say when they say we already use a competitor?', 'objection_competitor'],
  ['Prospect said not a priority right now, call me next quarter', 'objection_not_priority'],
  ['How do I get better at handling objections in general?', 'objection_general'],
  ['How do I close deals faster? My deals keep stalling at the end', 'closing'],
  ['Procurement is pushing for a 30% discount, how do I negotiate?', 'negotiation_with_prospect'],
  ['Prospect ghosted me after the proposal, how do I follow up?', 'follow_up_ghosted'],
  ['How do I multi-thread a deal when I only talk to one champion?', 'multi_threading'],
  ['How do I keep my pipeline clean and forecast accurately?', 'pipeline_management'],
  ['A rep left and I inherited his accounts, how do I introduce myself?', 'inherited_accounts'],
  ['My biggest customer is threatening to churn at renewal, what do I do?', 'customer_at_risk'],
  ['A customer screamed at me on the phone today and I am still shaking', 'rude_prospect'],
  ['My new employer wants me to sign a non-compete, is that normal?', 'non_compete'],
  ['Two people on my team got laid off this week, am I next?', 'job_security'],
  ['I got a 2 on my performance review and I do not know what to do', 'performance_review'],
  ['Can you explain MEDDICC to me?', 'method_meddicc'],
  ['What is SPIN selling?', 'method_spin'],
  ['Is BANT still used for qualification?', 'method_bant'],
  ['How does the Challenger sale work?', 'method_challenger'],
  ['What is Gap Selling about?', 'method_gap_selling'],
  ['What is the Sandler method?', 'method_sandler'],
  ['Which certifications should I get for an AE role?', 'certifications'],
  ['What podcasts should I listen to to get better at sales?', 'learning_resources'],
  ['How do I learn Salesforce and Outreach before my first SDR job?', 'tools_crm'],
  ['How do I organise my day? I never have time to prospect', 'time_management'],
  ['Will AI replace SDRs in the next few years?', 'ai_in_sales'],
  ['What does ACV stand for?', 'glossary_term'],
  ['How do I unlock the next roadmap step with credits?', 'app_help'],
  ['What should I focus on next?', 'roadmap_next_step'],
  ['I finished the step you gave me!', 'progress_update'],
  ['I GOT THE PROMOTION!!! starting as an AE next month', 'celebration'],
  ['hey there', 'greeting'],
  ['thank you so much', 'thanks'],
  ['Can you give me a recipe for lasagna?', 'off_topic'],
]

/** Near-misses: words of one situation inside a message about another. */
const nearMisses: readonly (readonly [string, string])[] = [
  ['I am on a PIP and my quota is 120% of last year, what do I do?', 'pip'],
  ['I was a teacher, now an SDR. How long until I can be an AE?', 'sdr_to_ae_timeline'],
  ['My manager told me to lie to prospects about our integrations', 'asked_to_mislead'],
  [
    'My VP told us to tell prospects the price goes up Friday, but it does not. Should I do it?',
    'asked_to_mislead',
  ],
  [
    'The internal recruiter ghosted me about the AE role I applied for and they hired someone else',
    'passed_over_promotion',
  ],
  ['I am burned out from cold calling all day', 'burnout'],
  ['I am nervous about my AE interview next week, what should I prepare?', 'interview_prep'],
  ['With all the talk of layoffs, what careers can sales people transition to?', 'leaving_sales'],
  // News about someone else's job is not the person's own job loss.
  [
    'My boss got fired and I have a new sales manager starting next week. What should I expect?',
    'manager_conflict',
  ],
  ['my coworker was put on a PIP and I think I am next', 'job_security'],
  ['How much time should I spend researching an account before a call?', 'prospecting_strategy'],
]

/** Chat-style posts: slang, typos, no capitals, the question buried after the backstory. */
const messyLines: readonly (readonly [string, string])[] = [
  [
    "so my mangr just told me im getting pip'd next week if i dont book 12 more meetings, what do i even do",
    'pip',
  ],
  ['ngl im kinda freaking out, got let go this morning after 2 yrs. wife doesnt know yet', 'fired'],
  [
    'our VP wants us to tell prospects we have integrations we dont have yet. i feel gross about it',
    'asked_to_mislead',
  ],
  [
    'AE on my team keeps taking credit for meetings I booked and my manager just shrugs',
    'lead_stealing',
  ],
  [
    'been SDR 11 months, 130% of quota 3 qtrs in a row, how do i get promoted to AE faster',
    'sdr_to_ae_path',
  ],
  [
    'comp plan changed in june and now my accelerators only kick in at 120%, is that normal??',
    'accelerators',
  ],
  [
    'ex-teacher here, 34, trying to land my first BDR role, any tips for interviews?',
    'switcher_teacher',
  ],
  ['what should i say when prospect says we already use gong', 'objection_competitor'],
  ['how many dials a day is normal for an SDR? my manager wants 120', 'activity_metrics'],
  ['prospect went dark after the demo and pricing, been 3 weeks', 'follow_up_ghosted'],
  ['whats the difference between an AE and an AM', 'move_to_am'],
  ['i keep freezing when i have to cold call, heart racing, any tips', 'cold_call_anxiety'],
  ['is it dumb to leave my SDR job after 7 months for a startup AE role', 'job_hopping'],
  [
    'honestly thinking about leaving tech sales for good, what else is out there for someone like me',
    'leaving_sales',
  ],
  ['i got the offer!!! AE at a series B', 'celebration'],
]

describe('situation cards', () => {
  it('cover every situation of SITUATIONS.md exactly once', () => {
    const ids = situationCards.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const [, id] of goodLines) expect(ids).toContain(id)
    expect(ids.length).toBeGreaterThanOrEqual(80)
  })

  it('are named in the typed id list exactly once each, and nothing else is', () => {
    const ids = situationCards.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort()).toEqual(Object.keys(cardIds).sort())
    const absorbed = situationCards.flatMap((c) => c.absorbs ?? [])
    expect(absorbed.filter((id) => !ids.includes(id))).toEqual([])
  })

  it('end every sentence they say, so no reply stops mid-thought', () => {
    const unfinished = situationCards.flatMap((card) =>
      [card.answer, ...card.points, card.why, card.practice, card.askBack ?? '']
        .filter((text) => text.trim() !== '' && !/[.?!)"”:]$/.test(text.trim()))
        .map((text) => `${card.id}: ${text.slice(-40)}`),
    )
    expect(unfinished).toEqual([])
  })

  it('carry no dollar figures in their own words (figures come from the catalogue)', () => {
    for (const card of situationCards) {
      const words = [card.answer, ...card.points, card.why, card.practice].join(' ')
      expect(words, card.id).not.toMatch(/\$\d/)
    }
  })

  it.each(goodLines)('%s -> %s', (message, id) => {
    expect(situationOf(message)).toBe(id)
  })

  it.each(messyLines)('messy: %s -> %s', (message, id) => {
    expect(situationOf(message)).toBe(id)
  })

  it.each(nearMisses)('near-miss: %s -> %s', (message, id) => {
    expect(situationOf(message)).toBe(id)
  })

  it('does not read ordinary talk with prospects as being asked to mislead them', () => {
    expect(
      situationOf('What should I tell prospects when our price goes up next quarter?'),
    ).not.toBe('asked_to_mislead')
  })
})

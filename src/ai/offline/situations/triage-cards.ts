import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Safety first: these cards never carry a paid or product step. */
export const triageCards: readonly SituationCard[] = [
  {
    id: 'crisis_self_harm',
    title: 'a crisis moment',
    area: 'triage',
    safety: 'crisis',
    signals: ['self_harm'],
    cues: [],
    acknowledge:
      'I’m really glad you told me, and I’m sorry you’re carrying this. Your safety matters more than any job or number.',
    answer:
      'Please reach out to someone right now: in the US you can call or text **988** (Suicide & Crisis Lifeline), any time, free and confidential. Elsewhere, call your local emergency number or a local crisis line. If you might act on these thoughts, call emergency services now.',
    points: [
      'If you can, tell one person you trust today, a friend, family member or doctor, what you told me.',
      'Work will still be there later. Nothing about quota or a manager is worth your life.',
    ],
    why: 'A trained person on a crisis line can help in a way an app cannot, right now.',
    askBack: 'Are you safe right now?',
    practice: 'Call or text 988 (US) or your local emergency number now.',
  },
  {
    id: 'distress_general',
    title: 'feeling overwhelmed',
    area: 'triage',
    safety: 'distress',
    signals: ['distress'],
    cues: [...cues(2, 'overwhelmed', 'cant cope', 'crying', 'breaking down', 'falling apart')],
    acknowledge: 'That sounds like a lot to carry, and it makes sense that you feel overwhelmed.',
    answer:
      'Before any career plan, get through today: pick the one thing that must happen this week and let the rest wait. Overwhelm shrinks when the next step is small and clear.',
    points: [
      'Write down what is weighing on you and split it into "mine to fix" and "not mine to fix".',
      'Tell your manager or someone you trust that you are stretched; asking for help early is a strength, not a weakness.',
      'If it does not lift, or sleep and appetite go, talk to a doctor or a counsellor; many employers offer a free, confidential assistance line.',
    ],
    why: 'Stress narrows attention, so one small concrete step restores a sense of control faster than a big plan.',
    askBack: 'Is this mostly about work, or is a lot happening outside work too?',
    practice:
      'Take ten minutes tonight to write the one task that matters most tomorrow, and nothing else.',
    practiceTime: 'ten minutes tonight',
  },
  {
    id: 'fired',
    title: 'being let go',
    area: 'triage',
    safety: 'distress',
    signals: ['job_loss'],
    cues: [
      ...cues(4, 'fired', 'got fired', 'terminated', 'let go', 'lost my job'),
      ...cues(2, 'for performance', 'for cause', 'today'),
    ],
    acknowledge:
      'I’m sorry, being let go is a real shock, and it is okay to take a day before you plan anything.',
    answer:
      'Being fired from a sales job is common and survivable: most reps who miss a number in one company do fine in the next. First secure what you are owed, then tell the story in one honest sentence.',
    points: [
      'Ask in writing for your final pay, any commission still owed on closed deals, and when benefits end; check your comp plan for what happens to pending commission.',
      'Write a short, blame-free line for interviews: what happened, what you learned, what you do differently now.',
      'List your wins while they are fresh (meetings, pipeline, deals) with numbers you can prove; they carry to the next job.',
    ],
    why: 'Hiring managers care less that you left than whether you own it and show what you learned.',
    askBack: 'Did they give a reason, and is any commission still owed to you?',
    practice:
      'Today, email HR to confirm your last paycheck date, any commission owed and your benefits end date.',
    practiceTime: 'one email today',
  },
  {
    id: 'laid_off',
    title: 'a layoff',
    area: 'triage',
    safety: 'distress',
    signals: ['job_loss'],
    cues: [
      ...cues(
        4,
        'part of the rif',
        'part of the layoff',
        'part of the layoffs',
        'restructuring',
        'whole team got cut',
        'team got cut',
        'eliminated my role',
      ),
      ...cues(4, 'laid off', 'layoff*', 'lay off', 'rif', 'severance', 'position was eliminated'),
      ...cues(3, 'cut the team', 'restructur*', 'downsiz*', 'reduction in force'),
    ],
    acknowledge:
      'I’m sorry about the layoff. It says more about the company’s plan than about you.',
    answer:
      'A layoff is not a performance verdict, and you can say so plainly in interviews. Read the severance terms before you sign, then start the search while your network still remembers your work.',
    points: [
      'Before signing, check the severance amount, the deadline, what you give up (often the right to sue) and whether earned commission is included; you may ask for more time or money.',
      'Post a short note on LinkedIn that you are open to work, what you sold and to whom; former colleagues and customers are the fastest leads.',
      'Line up references now from a manager and a peer who saw your numbers.',
    ],
    why: 'Severance terms are usually negotiable only before you sign, and warm introductions beat cold applications.',
    askBack: 'Have they offered severance yet, and is there a deadline to sign?',
    practice:
      'Write a five-line summary of your last role (segment, quota, attainment, best deal) to reuse in every application.',
    practiceTime: 'about an hour',
  },
  {
    id: 'pip',
    title: 'being on a performance improvement plan',
    area: 'triage',
    safety: 'distress',
    signals: ['pip'],
    cues: [
      ...cues(4, 'pip', 'performance improvement plan', 'performance plan', 'written warning'),
    ],
    acknowledge: 'Being put on a PIP is stressful, and it is normal to feel shaken by it.',
    answer:
      'Treat the PIP as two jobs at once: hit the written targets if they are reachable, and quietly prepare your next move in case they are not. Many PIPs are documentation for an exit, some are real second chances; the plan itself tells you which.',
    points: [
      'Get the targets, the dates and the support promised in writing; ask "what does success look like each week?" and send a recap email after every check-in.',
      'Spend your hours on the activities that move the PIP metric, and log them daily so progress is visible.',
      'Update your resume and reach out to your network now; it costs nothing if you pass, and it protects you if the targets are out of reach.',
    ],
    why: 'A written, measurable plan can be met or disputed; a vague one is a signal to protect yourself early.',
    askBack: 'What exactly does the PIP ask you to hit, and by when?',
    practice:
      'Write back to your manager today summarising the PIP targets, dates and the support you were promised.',
    practiceTime: 'one email today',
  },
  {
    id: 'commission_dispute',
    title: 'a commission dispute',
    area: 'triage',
    safety: 'legal',
    signals: ['pay_dispute'],
    cues: [
      ...cues(
        4,
        'hasnt paid out',
        'havent paid out',
        'not paid out',
        'still hasnt paid',
        'changed how my commission',
        'commission is calculated',
        'commissions on a deal',
        'commission on a deal',
        'owed commission',
      ),
      ...cues(
        3,
        'not be receiving',
        'not receiving',
        'never paid',
        'paid me back',
        'collect the money',
        'went back on',
        'get paid',
      ),
      ...cues(
        2,
        'dock*',
        'take back commission',
        'not get commission',
        'no commission',
        'house account',
      ),
      ...cues(
        4,
        'commission dispute',
        'split my deal',
        'took my commission',
        'stole my commission',
      ),
      ...cues(3, 'commission', 'commissions', 'credit for the deal', 'deal credit', 'split'),
      ...cues(2, 'not paid', 'withh*', 'capped', 'retroactive*', 'owed', 'didnt pay', 'wont pay'),
    ],
    acknowledge:
      'Not being paid what you earned is maddening, and you are right to take it seriously.',
    answer:
      'Go back to the signed comp plan: it decides what you are owed, not the mood of the quarter. Put your claim in writing, with the deal, the date and the clause, and keep it factual.',
    points: [
      'Collect the evidence: the comp plan you signed, the CRM record and the close date, and any emails about the split or the cap.',
      'Email your manager and sales ops (or finance) asking how the payout was calculated, and cite the clause; ask for an answer by a date.',
      'If a retroactive change or unpaid earned commission is not fixed, your state labour department or an employment lawyer can tell you your rights; many give a first consultation free.',
    ],
    why: 'Commission disputes are won on documents; a calm written record is what HR, finance or a lawyer will ask for.',
    askBack:
      'Is it a deal that closed and was not paid, or a plan that was changed after the fact?',
    practice:
      'Write one email to your manager and sales ops with the deal, the close date, the plan clause and the amount you expected.',
    practiceTime: 'an hour to gather the documents',
  },
  {
    id: 'commission_clawback',
    title: 'a commission clawback',
    area: 'triage',
    safety: 'legal',
    signals: ['pay_dispute'],
    cues: [
      ...cues(
        4,
        'take back the commission',
        'take back my commission',
        'take the commission back',
        'churned',
        'customer cancelled',
        'client cancelled',
        'charge back',
        'chargeback',
      ),
      ...cues(4, 'clawback*', 'claw back', 'clawed back', 'draw repayment', 'recoverable draw'),
      ...cues(2, 'churn*', 'cancel*', 'refund*', 'pay it back', 'owe them'),
    ],
    acknowledge: 'A clawback on money you already counted as yours stings.',
    answer:
      'Whether they can claw back depends on what the signed comp plan says: the clawback window, what triggers it (non-payment, early cancellation) and whether a draw is recoverable. Read that clause before you agree to repay anything.',
    points: [
      'Find the clawback clause and the draw terms in the plan you signed, and check the dates against the customer’s cancellation.',
      'Ask sales ops for the calculation in writing; errors in clawbacks are common.',
      'Before your next offer, ask how clawbacks and draws work and get the answer in the plan.',
    ],
    why: 'Clawback rules live in the plan and in local wage law; both are written, so the answer is in the documents.',
    askBack: 'Was it a customer cancelling, or a draw you are now asked to repay?',
    practice:
      'Find the clawback clause in your signed comp plan and compare its window with the cancellation date.',
  },
  {
    id: 'quota_raised_midyear',
    title: 'a quota or comp plan changed mid-year',
    area: 'triage',
    safety: 'legal',
    cues: [
      ...cues(
        4,
        'bumped our number',
        'raised our number',
        'raised my number',
        'bumped my number',
        'number went up',
        'quota went up',
        'middle of the year',
        'mid year',
        'midyear',
        'increased our quota',
        'increased my quota',
      ),
      ...cues(
        4,
        'raised my quota',
        'quota was raised',
        'quota went up',
        'increased my quota',
        'changed the comp plan',
        'new comp plan',
      ),
      ...cues(
        3,
        'mid year',
        'midyear',
        'mid quarter',
        'territory was cut',
        'cut my territory',
        'changed our plan',
      ),
      ...cues(2, 'quota', 'comp plan', 'raised', 'increased', 'retroactive*'),
    ],
    answer:
      'Check whether the change is forward-looking or retroactive: most plans let the company change targets for future periods, while cutting commission already earned is a different matter. Then decide whether the new number is reachable, and say so with data.',
    points: [
      'Ask for the new plan in writing, the date it applies from, and how deals already in the pipeline are treated.',
      'Bring your pipeline and historical attainment to your manager and ask what support, leads or territory comes with the higher number.',
      'If earned commission is being reduced after the fact, that is worth a written question to HR and, if needed, advice from your state labour office.',
    ],
    why: 'Forward changes are usually allowed by the plan; retroactive cuts to earned pay often are not, so the date matters most.',
    askBack: 'Does the change apply to deals you already closed, or only from now on?',
    practice:
      'Put your current pipeline next to the new quota and work out what coverage you would need to hit it.',
  },
  {
    id: 'burnout',
    title: 'burnout',
    area: 'triage',
    safety: 'distress',
    signals: ['distress'],
    acts: ['venting'],
    cues: [
      ...cues(
        4,
        'fried',
        'evenings and weekends',
        'nights and weekends',
        'snapping at',
        'need a break',
        'dont even care',
        'need time off',
      ),
      ...cues(4, 'dreading', 'keep going', 'running on empty', 'nothing left'),
      ...cues(
        4,
        'throw in the towel',
        'throwing in the towel',
        'havent been happy',
        'not happy at work',
        'unhappy at work',
        'lost my passion',
        'lost the drive',
      ),
      ...cues(5, 'burned out', 'burnt out', 'burnout', 'burning out', 'exhausted', 'dread going'),
      ...cues(4, 'hate my job', 'rejection is getting to me', 'cant keep doing this'),
      ...cues(3, 'drained', 'no energy', 'so tired', 'cant keep', 'dread'),
      ...cues(2, 'tired', 'unmotivated', 'no motivation', 'stuck', 'going nowhere', 'grind'),
    ],
    acknowledge:
      'That sounds draining. Burnout is real, and it is not a sign that you are bad at sales.',
    answer:
      'Burnout in sales usually comes from too many low-value activities and too little control, so the fix is to cut and protect, not to push harder. Take back one block of your day first.',
    points: [
      'Protect two focused blocks a day for the activities that actually produce meetings or revenue, and drop or batch the rest.',
      'Separate rejection from worth: track what you control (attempts, conversations, learning) next to the results.',
      'Take real time off if you can, and if the exhaustion stays, talk to a doctor; if the role itself is the cause, it is fine to plan a move.',
    ],
    why: 'Energy returns faster with fewer, better tasks and some control than with more hours.',
    askBack:
      'Is it the activity itself, the pressure of the number, or whether you still believe in the product and company you sell for?',
    practice: 'Block your two best hours tomorrow for one high-value task, with notifications off.',
    practiceTime: 'two hours tomorrow',
  },
]

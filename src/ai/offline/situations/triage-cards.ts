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
    cues: [
      ...cues(4, 'just too much', 'too much rn', 'dont even know where to start'),
      ...cues(4, 'piling up', 'everything at once'),
      ...cues(4, 'cant think straight', 'everything is too much', 'everything feels like too much'),
      ...cues(2, 'overwhelmed', 'cant cope', 'crying', 'breaking down', 'falling apart'),
      // Named illness or attacks: care comes before any career question.
      ...cues(5, 'suffering from depression', 'my depression', 'panic attacks', 'anxiety attacks'),
      ...cues(5, 'consuming me', 'diagnosed with'),
      ...cues(3, 'depressed', 'depression'),
      // Fear that keeps someone awake is care first too; exhaustion from the hours is burnout's.
      ...cues(3, 'strong anxiety', 'severe anxiety', 'my anxiety', 'cant sleep', 'cannot sleep'),
    ],
    acknowledge: 'That sounds like a lot to carry, and it makes sense that you feel overwhelmed.',
    answer:
      'Before any career plan, get through today: pick the one thing that must happen this week and let the rest wait. Overwhelm shrinks when the next step is small and clear. If it ever feels like more than work, like you cannot go on, call or text 988 in the US or your local crisis line.',
    points: [
      'Write down what is weighing on you and split it into "mine to fix" and "not mine to fix".',
      'Tell your manager or someone you trust that you are stretched; asking for help early is a strength, not a weakness.',
      'If it does not lift, or sleep and appetite go, talk to a doctor or a counsellor; many employers offer a free, confidential assistance line.',
      'Drinking, or anything else, to get through the week? Tell a doctor or a counsellor, or call the assistance line if your employer has one: it is confidential, and help early is what keeps it from growing. If you ever feel unsafe, call or text 988 in the US or your local crisis line.',
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
      ...cues(4, 'got walked out', 'was walked out'),
      ...cues(4, 'ramping fast enough', 'explain this to hiring managers'),
      ...cues(
        4,
        'walked me out',
        'escorted out',

        'let me go',
      ),
      ...cues(5, 'explain being fired', 'explain getting fired', 'explain why i was fired'),
      ...cues(3, 'bounce back', 'tell recruiters', 'tell interviewers', 'for performance'),
      ...cues(4, 'fired', 'got fired', 'terminated', 'let go', 'lost my job', 'terminating you'),
      ...cues(2, 'for performance', 'for cause', 'today'),
    ],
    acknowledge:
      'I’m sorry, being let go is a real shock, and it is okay to take a day before you plan anything.',
    answer:
      'Being fired from a sales job is common and survivable: most reps who miss a number in one company do fine in the next. First secure what you are owed, then tell the story in one honest sentence.',
    points: [
      'Should you sign the severance? Not before you have read what you give up: you can ask for more time, more weeks of pay, commission owed paid out and a neutral reference, and a polite ask rarely costs the offer; if the release is broad or the sum large, an employment lawyer can review it for a set fee.',
      'Ask in writing for your final pay, any commission still owed on closed deals, and when benefits end; check your comp plan for what happens to pending commission.',
      'Write a short, blame-free line for interviews: what happened, what you learned, what you do differently now.',
      'List your wins while they are fresh (meetings, pipeline, deals) with numbers you can prove; they carry to the next job.',
      'Apply for unemployment benefits straight away: being let go for missing targets is usually not misconduct, and the agency decides eligibility, not your employer.',
      'Check when your health insurance ends and set a lean budget for the search, so you can choose the next job instead of taking the first one.',
      'Start the job search this week: tell your network you are looking and apply while your results are recent.',
      'If you think you have a case (a younger person hired into your job, a dismissal soon after leave, a complaint or reporting harassment), write down the dates, names and numbers, and talk to an employment lawyer or the EEOC in the US before you sign a separation agreement; many lawyers give a free first consultation.',
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
      ...cues(4, 'about efficiency', 'efficiency cuts', 'position eliminated'),
      ...cues(
        4,
        'part of the rif',
        'part of the layoff',
        'part of the layoffs',
        'restructuring',
        'whole team got cut',
        'team got cut',
        'eliminated my role',
        'role got cut',
        'role was cut',
        'position got cut',
        'position was cut',
        'role was eliminated',
      ),
      ...cues(4, 'laid off', 'layoff*', 'lay off', 'rif', 'severance', 'position was eliminated'),
      ...cues(3, 'cut the team', 'restructur*', 'downsiz*', 'reduction in force'),
      // Out of work for a while, whatever the cause: what the job-loss card says still applies.
      ...cues(4, 'since losing my job', 'after losing my job', 'my unemployment'),
      // Offered a layoff or a worse deal: the layoff is still the question.
      ...cues(4, 'the layoff', 'accept the layoff', 'accepting the layoff'),
    ],
    acknowledge:
      'I’m sorry about the layoff. It says more about the company’s plan than about you.',
    answer:
      'A layoff is not a performance verdict, and you can say so plainly in interviews. Read the severance terms before you sign, then start the search while your network still remembers your work.',
    points: [
      'Before signing, check the severance amount (in most of the US no law sets a minimum; it often follows years of service, and it can be negotiated), the deadline, what you give up (often the right to sue) and whether earned commission is included. You may ask for more time, more pay or a neutral reference, and a polite ask rarely costs the offer; an employment lawyer can review a broad release for a set fee.',
      'Post a short note on LinkedIn that you are open to work, what you sold and to whom; former colleagues and customers are the fastest leads.',
      'Line up references now from a manager and a peer who saw your numbers.',
      'Tell recruiters and interviewers plainly, in one sentence, then move to your results: "My role was cut in a layoff in [month]; before that I hit [X]% of target." Layoffs are common enough that nobody reads them as a verdict.',
      'File for unemployment benefits once your last day passes; if you are offered a worse role instead of the layoff, ask the agency how declining it affects your eligibility before you decide.',
      'Check when health insurance ends and what continuing it costs (COBRA in the US), and set a bare-bones budget so savings last through the search.',
      'In interviews keep it short and positive: the role was cut, here is what you achieved. Never criticise the old company.',
      'Commission on work you did that is signed or awarded after your last day: read what your plan or contract says about sales after termination, keep your emails and records on it, and ask an employment lawyer or the labour department about a wage claim before you sign a release.',
      'Asked to train your replacement before you go? Ask whether your separation pay depends on it, and get the answer in writing before you start.',
      'Can you negotiate it? Yes: once, in writing, before the deadline, ask for more weeks tied to your years and results, commission already earned paid out, health cover extended and a neutral reference. Terms in a large layoff are often fixed, but a clear ask costs nothing and the answer is sometimes yes.',
      'Should you sign it? Sign once three things hold: the sum is at least what the policy or your years of service suggest, commission you already earned is paid or named in it, and nothing in it stops you selling for your next employer. If one is missing, ask for it in writing before the deadline; if they say no and the deadline is close, signing a fair-enough offer is usually better than leaving with nothing.',
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
      ...cues(4, 'discuss next steps', 'formality before'),
      ...cues(4, 'handed me a doc'),
      ...cues(4, 'handed me a document', 'hr on it', 'hr on the call', 'had hr on'),
      ...cues(
        4,
        'for the next 30 days',
        'for the next 60 days',
        'for the next 90 days',
        'up to termination',
        'further action',
        'written document with',
      ),
      // A plan described, not named: "a doc with expectations for the next 60 days".
      ...cues(
        4,
        'formal plan',
        '45 day plan',
        '60 day plan',
        'expectations for the next',
        'signed by hr',
      ),
      ...cues(
        4,
        'or i am terminated',
        'or im terminated',
        'or be terminated',
        'placed on probation',
      ),
      ...cues(4, 'pip', 'performance improvement plan', 'performance plan', 'written warning'),
      ...cues(4, 'warning letter', 'face termination'),
    ],
    acknowledge: 'Being put on a PIP is stressful, and it is normal to feel shaken by it.',
    answer:
      'Treat the PIP as two jobs at once: hit the written targets if they are reachable, and start looking in parallel, quietly, in case they are not. Many PIPs are documentation for an exit, some are real second chances; the plan itself tells you which.',
    points: [
      'Get the targets, the dates and the support promised in writing; ask "what does success look like each week?" and send a recap email after every check-in.',
      'Spend your hours on the activities that move the PIP metric, and log them daily so progress is visible.',
      'It is worth doing both: update your resume, reach out to your network and start applying and interviewing quietly now; it costs nothing if you pass, and it protects you if the targets are out of reach.',
      'Ask HR whether severance is offered if the plan ends in an exit: it is not guaranteed, depends on company policy, and can sometimes be negotiated in exchange for leaving early.',
      'Look up your local unemployment rules now: being let go after failing a PIP or missing targets is often not misconduct, so benefits may still be available.',
      'Compare the length of the plan with your sales cycle: if deals take longer to close than the plan lasts, ask in writing which leading measures (meetings, pipeline) count.',
      'If you missed because of a change outside your control (a smaller territory, accounts moved to a colleague, a quota raised mid-year), state it in writing with the numbers before you sign, and ask that the targets reflect it.',
      'A PIP soon after maternity, parental or medical leave, a complaint, or a disclosed condition, or one that seems to single you out for your age after years of good results, can be retaliation or discrimination: write down the dates and talk to an employment lawyer before you sign anything.',
      'Thinking of quitting before a meeting you dread? Wait for it if you can: quitting first usually gives up payouts that a firing or a layoff may still bring, such as severance pay.',
      'Singled out while others on the team miss too? In most places that alone is legal; it becomes unlawful when the reason is your age, sex, race, a disability, leave you took or a complaint you made. Either way, ask in writing how your numbers compare with the team’s and what sets your case apart: the answer can change the targets, and the email is a record.',
      'If you have an offer while on a PIP, taking it is usually the safer move: a PIP often ends in an exit, and leaving when you choose keeps a firing off your record. First ask how resigning affects commission you are owed.',
      // Worded narrowly, so these lead only when asked, not in every long PIP story.
      'Getting through a PIP is possible; people do survive one. Targets are realistic when they are specific and close to your usual numbers, and your chances of passing are best then; if they are far beyond anyone’s, plan the exit while you try.',
      'You do not have to explain a PIP to interviewers: in interviews, talk about what you want next. Asked directly, do not lie: one sentence on the fit, then your results.',
    ],
    why: 'A written, measurable plan can be met or disputed; a vague one is a signal to protect yourself early.',
    askBack: 'What exactly does the PIP ask you to hit, and by when?',
    askBackNeeds: ['number', 'span'],
    practice:
      'Write back to your manager today summarising the PIP targets, dates and the support you were promised.',
    practiceTime: 'one email today',
  },
]

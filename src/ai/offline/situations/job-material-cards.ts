import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Interviews and the material that gets you into them. */
export const jobMaterialCards: readonly SituationCard[] = [
  {
    id: 'interview_prep',
    title: 'preparing for sales interviews',
    area: 'career',
    cues: [
      ...cues(
        4,
        'interview',
        'interviews',
        'interviewing',
        'hiring process',
        'final round',
        'panel interview',
      ),
      ...cues(2, 'prepare for', 'hiring manager'),
      // Asking what the interview holds is interview prep, whoever is asking.
      ...cues(4, 'will they ask', 'they ask me', 'will i be asked', 'what questions', 'prep for'),
    ],
    answer:
      'Sales interviews test whether you can sell yourself: clear stories with numbers, good questions, and a confident close. Prepare those three things and most rounds get easier.',
    points: [
      'Prepare three stories (a target you hit, a rejection you turned around, something you learned fast), each ending in a result.',
      'Research the company like a prospect: what they sell, to whom, and one question about their sales motion.',
      'Close the interview: ask "Is there anything that would stop you from moving me forward?"',
      'Questions to ask at the end: what the top rep does differently, how many SDRs were promoted last year, and "Is there anything that would stop you from moving me forward?"',
      'For "why sales?": one sentence on what draws you (competing, people, being paid for results), a moment you already did it, and why this company.',
      'For "tell me about a time you failed": pick a real miss with a number, say what you changed, and show the result after the change; own it rather than blaming the team.',
      'After an interview, send a short thank-you within a day with one reason you fit; if you hear nothing a week after the date they gave, follow up once, and keep interviewing elsewhere meanwhile.',
    ],
    why: 'Interviewers judge how you would sell their product by how you sell yourself in the room.',
    askBack: 'Which role and which round are you preparing for?',
    step: { stems: ['interview'], roles: ['sdr', 'ae'] },
    practice: 'Write your three stories with a number in each and say them out loud once.',
  },
  {
    id: 'mock_pitch',
    title: 'a mock pitch or “sell me this pen”',
    area: 'career',
    cues: [
      ...cues(
        5,
        'role play',
        'roleplay',
        'role plays',
        'mock call',
        'mock discovery',
        'mock cold call',
        'mock pitch',
        'sell me this pen',
      ),
      ...cues(
        3,
        'sell me this pen',
        'sell me a pen',
        'sell me this',
        'sell me something',
        'mock pitch',
      ),
      ...cues(
        4,
        'sell me this pen',
        'sell me a pen',
        'mock pitch',
        'mock demo',
        'pitch round',
        'role play interview',
        'mock cold call',
      ),
      ...cues(2, 'pitch', 'role play', 'roleplay'),
    ],
    answer:
      'In a “sell me this pen” or mock pitch, the test is whether you ask before you pitch: find out what the buyer needs, then sell to that. Jumping straight to features is the classic miss.',
    points: [
      'Open with two or three questions: "When did you last use a pen? What for? What happens when it fails?"',
      'Tie one feature to what they said, and only one.',
      'Close: ask for the business or the next step, plainly.',
    ],
    why: 'Interviewers use the pitch to see discovery and closing instincts, not product knowledge.',
    askBack: 'Do you know what product they will ask you to pitch?',
    step: { stems: ['discovery', 'demo'], roles: ['ae'] },
    practice: 'Record yourself doing a two-minute pen pitch that starts with three questions.',
  },
  {
    id: 'mock_interview',
    title: 'mock interview practice',
    area: 'career',
    acts: ['practise'],
    cues: [
      ...cues(
        4,
        'mock interview',
        'quiz me',
        'practice interview',
        'interview questions',
        'practise with me',
        'practice with me',
      ),
    ],
    answer: 'Let’s practise.',
    points: [],
    why: 'Practising answers out loud is what makes them come out clearly in the real interview.',
    practice: 'Answer one interview question out loud and time it under two minutes.',
  },
  {
    id: 'plan_30_60_90',
    title: 'a 30-60-90 day plan',
    area: 'career',
    cues: [
      ...cues(4, '30 60 90', '30/60/90', '306090', '90 day plan', 'first 90 days plan'),
      ...cues(2, 'plan'),
    ],
    answer:
      'A good 30-60-90 plan shows you will learn fast, produce early and grow: month one learning, month two executing, month three owning and improving.',
    points: [
      '30 days: product, buyer personas, tools, shadowing; measurable learning goals.',
      '60 days: full activity, first meetings or deals, feedback loops with your manager.',
      '90 days: at or near target, one improvement you bring to the team.',
    ],
    why: 'Hiring managers use the plan to see whether you think in outcomes and in their business.',
    askBack: 'Is the plan for an interview or for a job you just started?',
    practice: 'Draft one measurable goal for each of the 30, 60 and 90 day marks.',
  },
  {
    id: 'resume_sales',
    title: 'a sales resume',
    area: 'career',
    cues: [
      ...cues(4, 'cover letter'),
      ...cues(4, 'resume', 'cv', 'my resume', 'on my resume', 'resume for'),
      ...cues(2, 'bullet points', 'metrics', 'format'),
      ...cues(3, 'on my resume', 'on my cv'),
      // Asking for a review of a document they wrote.
      ...cues(2, 'i drafted', 'my draft', 'critique', 'review my', 'look over', 'feedback on my'),
    ],
    answer:
      'A sales resume is a results sheet: every line should say what you achieved against a target, with a number. Recruiters skim for quota, attainment and the kind of buyer you sold to.',
    points: [
      'Lead each role with numbers: % of quota or meeting target, rank on the team, pipeline created.',
      'Say who you sold to and what: segment, deal size, buyer title.',
      'Keep it to one page and cut duties that do not show a result.',
      'A gap after a layoff or a long search needs one honest line, not hiding: "Role eliminated in a restructuring; since then: [course, contract work, volunteering]." An unexplained gap worries recruiters more than a gap.',
      'Is it ok to round a number up? No: say what you really hit. Attainment gets checked through references and commission statements, and an inflated number found later costs the offer; give honest context for the real number instead (a new territory, rank on the team, one big deal).',
    ],
    why: 'Sales managers hire on proof of results; a number is faster to trust than an adjective.',
    askBack: 'Which role is the resume for?',
    step: { stems: ['resume'], roles: ['sdr', 'ae'] },
    practice: 'Rewrite your top three resume bullets so each has a number and a result.',
  },
  {
    id: 'linkedin_profile',
    title: 'a LinkedIn profile for sales',
    area: 'career',
    cues: [
      ...cues(4, 'linkedin profile', 'my linkedin', 'linkedin headline', 'linkedin summary'),
      ...cues(2, 'profile', 'headline', 'banner'),
    ],
    answer:
      'Your LinkedIn profile should read like a landing page for the role you want: a headline with the target role and a result, and an About section that tells a short story with numbers.',
    points: [
      'Headline: role you want plus proof, e.g. "SDR | 120% of meeting target | SaaS".',
      'About: three short lines on what you sell (or want to), to whom, and one result.',
      'Turn on open-to-work for recruiters only, and post once a week about what you are learning.',
    ],
    why: 'Recruiters search by title and skim headlines; a clear one gets you into the search results.',
    askBack: 'What is your headline today?',
    step: { stems: ['linkedin'], roles: ['sdr', 'ae'] },
    practice: 'Rewrite your headline to name the role you want and one result.',
  },
  {
    id: 'linkedin_outreach',
    title: 'reaching hiring managers on LinkedIn',
    area: 'career',
    cues: [
      ...cues(
        4,
        'message a hiring manager',
        'message hiring managers',
        'reach out to',
        'cold message',
        'inmail',
        'connection request',
        'referral',
      ),
      ...cues(3, 'linkedin message', 'linkedin', 'network*'),
      ...cues(2, 'hiring manager', 'recruiter'),
    ],
    answer:
      'Message hiring managers like a good prospect email: short, about them, with one reason you fit and a small ask. Three sentences beat three paragraphs.',
    points: [
      'Open with something specific about their team or company, not about you.',
      'One line of proof: a result or a relevant background.',
      'Ask for something small: "Open to a 10-minute chat this week?"',
    ],
    why: 'Sales managers read outreach as a sample of your prospecting.',
    askBack: 'Who are you trying to reach, and for which role?',
    step: { stems: ['linkedin', 'social'], roles: ['sdr'] },
    practice: 'Send three personalised connection notes to SDR or sales managers this week.',
  },
]

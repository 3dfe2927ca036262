import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Harassment and discrimination at work, in its own file for its length (workplace-cards.ts lists it last). */
export const harassmentCards: readonly SituationCard[] = [
  {
    id: 'discrimination_harassment',
    title: 'harassment or discrimination at work',
    area: 'triage',
    safety: 'legal',
    signals: ['harassment'],
    cues: [
      ...cues(4, 'my outfits', 'have a boyfriend', 'have a girlfriend'),
      ...cues(
        4,
        'pretty face',
        'flirt',
        'too sensitive',
        'one of two women',
        'comments about my looks',
        'guys were all invited',
      ),
      ...cues(
        4,
        'my appearance',
        'hitting on me',
        'if i report',
        'for reporting',
        'pregnant and they',
        'hits on me',
        'asking me out',
        'touched me',
        'comments about my',
        'only woman',
        'only black',
        'only person of color',
        'my looks',
        // Remarks about the body, not "the shifts are wrecking my body".
        'about my body',
        'on my body',
        'my accent',
      ),
      ...cues(4, 'harass*', 'discriminat*', 'sexist', 'racist', 'retaliat*', 'hostile work'),
      // Age bias is rarely named as discrimination: "replaced by someone younger", "targeted due
      // to my age". "At my age" alone is a switcher's worry, not bias.
      ...cues(
        4,
        'because of my age',
        'due to my age',
        'age discrimination',
        'someone younger',
        'younger person',
        'person hired is',
        'much younger',
        'my age group',
        'replaced by younger',
      ),
      ...cues(2, 'do i have a case', 'years old'),
    ],
    acknowledge: 'I’m sorry you are dealing with this. It is not okay, and it is not your fault.',
    answer:
      'Write down what happened while it is fresh (date, words, witnesses), then report it through HR or the channel your company names; retaliation for reporting is illegal in many places. You do not have to handle it alone.',
    points: [
      'Keep a private, dated log and copies of messages; store them outside company systems if you can.',
      'Report to HR in writing, and keep a copy; if HR is part of the problem, an employment lawyer or your local equal-employment agency (the EEOC in the US) can advise you.',
      'Lean on someone you trust outside work; this is heavy to carry alone.',
      'A top performer or someone senior? The company’s duty to act does not depend on their numbers: report in writing anyway, and if nothing happens, the EEOC or an employment lawyer can take it from there.',
      'Manager or HR first? Go straight to HR, in writing, when your manager is involved, close to the person or has brushed it off before; otherwise either works, since a manager who hears it usually has to pass it on. Either way, put it in writing and keep a copy.',
    ],
    why: 'A written, dated record is what makes a complaint actionable and protects you against retaliation.',
    askBack: 'Do you feel safe at work right now?',
    practice: 'Tonight, write a dated note of each incident you remember, with who was there.',
  },
]

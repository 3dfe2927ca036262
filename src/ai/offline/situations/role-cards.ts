import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** What a role is like day to day: the catalogue's description of the role named, or of the AE. */
export const roleCards: readonly SituationCard[] = [
  {
    id: 'role_explainer',
    title: 'what a sales role does day to day',
    area: 'career',
    acts: ['what_is'],
    cues: [
      // Two entry titles set side by side: "what's the difference between an SDR and a BDR?"
      ...cues(
        5,
        'difference between an sdr',
        'difference between a bdr',
        'sdr vs bdr',
        'bdr vs sdr',
      ),
      ...cues(5, 'sdr and a bdr', 'bdr and an sdr', 'sdr and bdr', 'difference between sdr'),
      ...cues(
        5,
        'what does an sdr do',
        'what does a bdr do',
        'what does an ae do',
        'what does an account executive do',
        'what do sdrs do',
        'what do aes do',
        'what does a sales engineer do',
        'what does a csm do',
        'day in the life',
        'typical day',
        'all day',
        'day to day',
        'what is the job like',
        'what is the role like',
        'first year look like',
        'first year actually look like',
        'first year as an sdr',
        'first year as an ae',
        'first few months look like',
      ),
      ...cues(4, 'hours a week', 'how many hours', 'what hours'),
    ],
    answer:
      'Here is the role in plain words from the SalesPath catalogue; the fastest way to feel it is to watch one hour of someone doing it.',
    points: [
      'Ask someone in the role to let you shadow a call or a meeting; one hour tells you more than any job post.',
      'Read three job posts for the role at companies you like and list the verbs they repeat: that is the real job.',
      'Open the role profile in SalesPath for its skills, pay and the usual path in and out.',
      'Hours? They vary by company and segment: a standard working week of calls and meetings is common, with longer days near quarter end; ask the team in the interview what a normal week looks like.',
    ],
    why: 'People who know what the day looks like choose better and interview better.',
    askBack: 'Which part of the day worries or excites you most?',
    facts: [
      { kind: 'description', role: 'mentioned' },
      { kind: 'salary', role: 'mentioned' },
    ],
    practice: 'Find one person in the role on LinkedIn and ask for 15 minutes about their week.',
  },
  {
    id: 'sdr_or_ae_first',
    title: 'starting as an SDR or going straight to AE',
    area: 'career',
    acts: ['choose'],
    cues: [
      ...cues(4, 'booking meetings for someone else', 'straight into a closing'),
      ...cues(4, 'start as sdr', 'apply for ae roles directly'),
      ...cues(5, 'sdr job or', 'or hold out'),
      ...cues(4, 'hold out for ae', 'straight out of college'),
      ...cues(
        4,
        'hold out for a closing',
        'hold out for an ae',
        'work my way back up',
        'entry level prospecting',
      ),
      ...cues(5, 'without being an sdr', 'skip the sdr', 'straight to ae', 'first ae job'),
      ...cues(
        5,
        'straight to ae',
        'straight into ae',
        'straight for ae',
        'skip the sdr',
        'skip sdr',
        'start as an sdr',
        'sdr or ae',
        'directly as an ae',
      ),
    ],
    answer:
      'Start as an SDR unless you have already closed deals: straight to AE is realistic for people who have sold before (retail, B2B services, their own business), and rare without it. The SDR seat teaches the prospecting every AE needs.',
    points: [
      'If you have closing experience, apply for SMB or entry AE roles and lead with numbers: what you sold, to whom, against what target.',
      'If you start as an SDR, ask in the interview how many SDRs were promoted to AE last year and how long it took.',
      'Either way, learn discovery and prospecting now; they are what both interviews test.',
    ],
    why: 'AE roles are hired on proof of closing; SDR roles are hired on potential, which is what a career changer can show.',
    askBack: 'Have you sold anything before, with a target or a commission?',
    facts: [{ kind: 'path', role: 'ae' }],
    practice:
      'Write down every time you have persuaded someone to buy or commit, with a number if you have one.',
  },
]

import { normalizeText } from '@/domain/coaching'
import { ownEventsOnly } from './event-owner'
import { withoutNegated } from './negation'

/**
 * Step 1 of understanding: lower-case, strip punctuation (normalizeText), then fix the typos and
 * spellings people use in chat so the cue tables can stay short. Whole words only.
 */
const spellings: Readonly<Record<string, string>> = {
  comission: 'commission',
  calc: 'calculation',
  calcs: 'calculations',
  commision: 'commission',
  comissions: 'commissions',
  commisions: 'commissions',
  quata: 'quota',
  qouta: 'quota',
  managr: 'manager',
  manger: 'manager',
  mangaer: 'manager',
  promtion: 'promotion',
  promotoin: 'promotion',
  recieve: 'receive',
  recieved: 'received',
  interveiw: 'interview',
  intreview: 'interview',
  resum: 'resume',
  linkdin: 'linkedin',
  linkedln: 'linkedin',
  u: 'you',
  promo: 'promotion',
  promos: 'promotions',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  idk: 'i dont know',
  tbh: '',
  imo: '',
  rn: 'right now',
  mo: 'month',
  mos: 'months',
  yr: 'year',
  yrs: 'years',
  w: 'with',
  bc: 'because',
  cuz: 'because',
  gonna: 'going to',
  wanna: 'want to',
  pipd: 'pip',
  piped: 'pip',
  pipped: 'pip',
  sdrs: 'sdr',
  bdrs: 'bdr',
  aes: 'ae',
  ae2: 'ae',
  csms: 'csm',
  ghosting: 'ghosted',
  lol: '',
  fml: 'overwhelmed',
}

/**
 * Other names for a quota, so one cue table covers them ("my 2024 sales goal is insane").
 * Phrases, applied after the word fixes; spaces on both sides keep them whole.
 */
const synonyms: readonly (readonly [string, string])[] = [
  [' sales goals ', ' quotas '],
  [' sales goal ', ' quota '],
  [' sales targets ', ' quotas '],
  [' sales target ', ' quota '],
  [' revenue target ', ' quota '],
  [' revenue goal ', ' quota '],
  [' annual target ', ' quota '],
  // Being called a scammer is an insult received, not an ethics problem of one's own.
  [' called me a scammer ', ' insulted me '],
  [' calling me a scammer ', ' insulting me '],
  [' called me a scam artist ', ' insulted me '],
  [' called me a liar ', ' insulted me '],
  [' calling me a liar ', ' insulting me '],
  [' called me a fraud ', ' insulted me '],
  // "My sales manager" is a boss; "sales manager" alone is the job someone wants.
  [' my sales manager ', ' my manager '],
  [' our sales manager ', ' our manager '],
  [' my sales managers ', ' my managers '],
  // "What are my options?" asks what to do; it is no question about stock options.
  [' what are my options ', ' what can i do '],
  [' what my options are ', ' what i can do '],
  [' weigh my options ', ' weigh my choices '],
  [' explore my options ', ' explore my choices '],
  // Being lied to by a manager is a broken promise, not a request to mislead customers.
  [' lie to me ', ' break a promise to me '],
  [' lied to me ', ' broke a promise to me '],
  [' lying to me ', ' breaking a promise to me '],
  [' lied to us ', ' broke a promise to us '],
  [' misled me ', ' broke a promise to me '],
  [' misleading answers ', ' evasive answers '],
  [' misleading but ', ' evasive but '],
  // A household's budget is money at home, not a prospect's "no budget".
  [' live on a budget ', ' live on an uneven income '],
  [' on a budget ', ' with tight money '],
  [' household budget ', ' household money '],
  [' family budget ', ' family money '],
  [' personal budget ', ' personal money '],
  // A former employer's ways, given as the reason someone left, are no ask to mislead now.
  [' practices were unethical ', ' practices were poor '],
  [' company was unethical ', ' company was poor '],
  // A review held midyear is a review, not a quota changed mid-year.
  [' midyear review ', ' performance review '],
  [' mid year review ', ' performance review '],
  [' year end review ', ' performance review '],
  [' lying to us ', ' breaking a promise to us '],
]

export interface Normalised {
  /** The message as typed, trimmed. */
  raw: string
  /** ' words like this ' with spaces at both ends, for cue matching. */
  text: string
  words: number
}

export function normalise(message: string): Normalised {
  // 'résumé' must read as 'resume', not 'r sum'.
  // A spaced ampersand is "and" ("offers from Microsoft & a startup"); "R&D" stays one word.
  const base = normalizeText(
    message
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s&\s/g, ' and '),
  )
  const fixed = base
    .trim()
    .split(' ')
    .map((w) => spellings[w] ?? w)
    .filter((w) => w !== '')
    .join(' ')
  const text =
    fixed === ''
      ? ' '
      : withoutNegated(
          ownEventsOnly(synonyms.reduce((t, [from, to]) => t.replaceAll(from, to), ` ${fixed} `)),
        )
  return { raw: message.trim(), text, words: fixed === '' ? 0 : text.trim().split(' ').length }
}

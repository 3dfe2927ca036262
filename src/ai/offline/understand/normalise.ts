import { normalizeText } from '@/domain/coaching'

/**
 * Step 1 of understanding: lower-case, strip punctuation (normalizeText), then fix the typos and
 * spellings people use in chat so the cue tables can stay short. Whole words only.
 */
const spellings: Readonly<Record<string, string>> = {
  comission: 'commission',
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
  // Being lied to by a manager is a broken promise, not a request to mislead customers.
  [' lie to me ', ' break a promise to me '],
  [' lied to me ', ' broke a promise to me '],
  [' lying to me ', ' breaking a promise to me '],
  [' lied to us ', ' broke a promise to us '],
  [' lying to us ', ' breaking a promise to us '],
]

/**
 * People whose job loss or PIP a message may report: "my boss got fired" or "my teammate was put on
 * a PIP" is news about someone else, not the user's own event, so it must not raise the job-loss
 * or PIP signal (the person asks about a new manager, or whether they are next).
 */
const otherPeople = [
  'boss',
  'manager',
  'sales manager',
  'supervisor',
  'director',
  'vp',
  'ceo',
  'founder',
  'team lead',
  'coworker',
  'co worker',
  'colleague',
  'teammate',
  'team mate',
  'peer',
  'mentor',
  'friend',
  'best friend',
  'husband',
  'wife',
  'partner',
  'rep',
  'predecessor',
]
const who = `(?:new |old |former |previous |last |other )?(?:${otherPeople.join('|')})s?`
/** "Two people on my team", "half the team", "some of my coworkers". */
const several = `(?:two|three|four|five|six|some|several|a few|a couple of|half|most|many|\\d+) (?:of )?(?:the |my |our )?(?:people|reps|team|${otherPeople.join('|')})s?(?: on| in| from)?(?: my| our| the)?(?: team| office| company)?`
const someoneElse = new RegExp(
  ` ((?:my|our|a|the|another|his|her) ${who}|${several}|he|she)` +
    ' (?:just )?(?:got|was|were|has been|have been|had been|is being|are being|is getting|are getting|is going to be|will be)' +
    ' (?:just )?(?:fired|laid off|let go|terminated|sacked|put on (?:a )?pip|placed on (?:a )?pip)(?= )',
  'g',
)

export interface Normalised {
  /** The message as typed, trimmed. */
  raw: string
  /** ' words like this ' with spaces at both ends, for cue matching. */
  text: string
  words: number
}

export function normalise(message: string): Normalised {
  // 'résumé' must read as 'resume', not 'r sum'.
  const base = normalizeText(message.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
  const fixed = base
    .trim()
    .split(' ')
    .map((w) => spellings[w] ?? w)
    .filter((w) => w !== '')
    .join(' ')
  const text =
    fixed === ''
      ? ' '
      : synonyms
          .reduce((t, [from, to]) => t.replaceAll(from, to), ` ${fixed} `)
          .replace(someoneElse, ' $1 moved on')
  return { raw: message.trim(), text, words: fixed === '' ? 0 : text.trim().split(' ').length }
}

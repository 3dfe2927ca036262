/**
 * Scores for telling a job title from the other fields around a job's dates (company, place).
 * Each feature adds its weight; the best-scoring field near the newest dates is the title.
 */
export const titleScores = {
  /** Has a word from role-words.ts ("Manager", "Engineer", "SDR"). */
  titleWord: 3,
  /** Sits on the dated line itself. */
  sameLine: 1,
  /** Per line of distance from the dated line. */
  perLineAway: -0.5,
  /** One to eight words: the length of a title. */
  titleLength: 1,
  /** Reads like an organisation ("Inc.", "University", "GmbH"). */
  company: -2.5,
  /** Reads like a place ("Austin, TX", "Remote", "S.Korea"). */
  place: -2.5,
  /** Starts in lower case or ends like a sentence: prose, not a title. */
  prose: -2,
} as const

/** A field must score at least this to be taken as the title. */
export const MIN_TITLE_SCORE = 1.5

/** Longest title taken ("Founding Member & Site Reliability Engineer & Infrastructure Team Lead"). */
export const MAX_TITLE_FIELD_WORDS = 12

/** Words that mark an organisation, matched as whole words, case-insensitively. */
export const companyWords: readonly string[] = [
  'inc',
  'inc.',
  'llc',
  'ltd',
  'ltd.',
  'corp',
  'corp.',
  'corporation',
  'gmbh',
  'co.',
  'company',
  'university',
  'college',
  'school',
  'institute',
  'academy',
  'labs',
  'group',
  'organization',
  'foundation',
]

/** Places: US state codes and words that stand for a work location. */
export const placeWords: readonly string[] = [
  'remote',
  'hybrid',
  'on-site',
  'usa',
  'u.s.a',
  'uk',
  's.korea',
  'germany',
  'india',
  'canada',
]
export const stateCodes =
  /^(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$/u

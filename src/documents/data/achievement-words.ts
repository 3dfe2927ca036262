/**
 * What makes a line an achievement: a number (years alone do not count: "Joined in 2019" measures
 * nothing), a currency or percent sign, or one of these words of measured or ranked results.
 */
export const measurableWords: readonly string[] = [
  'quota',
  'attainment',
  "president's club",
  'president’s club',
  'club',
  'award',
  'awarded',
  'ranked',
  'exceeded',
  'surpassed',
  'top performer',
  'doubled',
  'tripled',
  'quadrupled',
  'halved',
  'first place',
  'winner',
  'won',
]

/** A sub-heading inside an awards section ("International Awards"), not an award. */
export const awardSubheading = /^(?:\p{L}+\s+)?(?:awards?|honou?rs|prizes|recognition)$/iu

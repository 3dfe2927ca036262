import { cues } from '@/domain/coaching'
import type { EverydayPhrases } from './phrase-types'

/** Trouble at work, pressure, people, careers, offers, moves, switchers, job search and pay. */
export const peopleAndPressurePhrases: EverydayPhrases = {
  pip: cues(4, 'performance conversation', 'managed out', 'managing me out'),
}

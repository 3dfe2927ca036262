import { cues } from '@/domain/coaching'
import type { EverydayPhrases } from './phrase-types'

/** Job material, methods, selling skills, prospecting, deals, objections and the app itself. */
export const skillsAndDealsPhrases: EverydayPhrases = {
  follow_up_ghosted: cues(4, 'weeks of silence', 'radio silence', 'gone silent', 'went silent'),
}

import { describe, expect, it } from 'vitest'
import { understand } from './index'

/**
 * Trouble told in the plainest words, the way letters to advice columns open: each lands on its
 * card, and a general word ("fear of", "if I stay") no longer pulls it elsewhere.
 */
describe('plain words for trouble at work', () => {
  it.each([
    ['i hate my boss. is there anything i can do?', 'manager_conflict'],
    [
      'my supervisor never stands up for me or the team, how do i deal with her?',
      'manager_conflict',
    ],
    [
      'our company laid off 15% last month. i wasnt laid off but should i start looking before the next wave?',
      'job_security',
    ],
    [
      'we just got a hiring freeze and I have a real fear of future layoffs. should I start looking now?',
      'job_security',
    ],
    ['i lost a client last month after a billing mistake, how do i win them back?', 'lost_deal'],
    ['it is hard to get out of bed for this job, i drag myself in every day', 'burnout'],
  ])('"%s" is %s', (message, card) => {
    expect(understand(message).card?.id).toBe(card)
  })
})

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
    ['my boss is never happy, whatever number i hit she always wants more', 'manager_conflict'],
    [
      'a new internal role came up and i want to go for the job, how do i raise it',
      'promotion_ask',
    ],
    [
      'i have not been here a year yet, can i move internally or should i look outside',
      'job_hopping',
    ],
    ['we lost a big client to a startup and nobody knows why', 'lost_deal'],
    [
      'my biggest issue is time, i cant find the time to prospect between closings',
      'time_management',
    ],
  ])('"%s" is %s', (message, card) => {
    expect(understand(message).card?.id).toBe(card)
  })
})

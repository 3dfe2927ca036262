import { describe, expect, it } from 'vitest'
import { understand } from './index'

/** Whose job loss a message reports decides whether Becky answers it as the person's own. */
describe('event owner', () => {
  const signals = (message: string) => understand(message).signals

  it('keeps the person’s own job loss', () => {
    expect(signals('I got fired today')).toContain('job_loss')
    expect(signals('they let me go this morning after 2 years')).toContain('job_loss')
    // Life after a firing is still a firing question.
    const ids = understand('Will I get unemployment if I get fired?').ranked.map((r) => r.card.id)
    expect(ids).toContain('fired')
  })

  it('reads someone else’s job loss as news', () => {
    for (const message of [
      'my boss got fired yesterday',
      'my teammate was laid off',
      'two people on my team were let go',
      'she got put on a PIP last week',
    ]) {
      expect(signals(message)).not.toContain('job_loss')
      expect(signals(message)).not.toContain('pip')
    }
  })

  it('hears worry in news of colleagues let go', () => {
    expect(understand('two reps on my team got laid off today').card?.id).toBe('job_security')
  })

  it('reads a question about whether they may fire the person as a risk, not a firing', () => {
    const u = understand('If I decline both options, can they let me go with reason?')
    expect(u.signals).not.toContain('job_loss')
    expect(u.card?.id).not.toBe('fired')
  })

  it('reads the fear of a firing during a PIP as the PIP, not as a firing', () => {
    const u = understand(
      'My PIP ended and my manager booked a meeting with HR on Friday. I am paranoid that this is a "you\'re getting fired" meeting. If they were going to fire me, wouldn\'t they have done it already?',
    )
    expect(u.signals).not.toContain('job_loss')
    expect(u.card?.id).toBe('pip')
    expect(understand('am I getting fired? my numbers are down two quarters').card?.id).not.toBe(
      'fired',
    )
  })

  it('reads a lie told about the person as a false account, not as being asked to lie', () => {
    const u = understand(
      'My review contains a lie that another co-worker told my boss. If I sign the review, am I confirming the lie is true?',
    )
    expect(u.signals).not.toContain('unethical')
    expect(u.card?.id).toBe('performance_review')
    expect(
      understand('my manager told me to lie to a customer about the renewal price').card?.id,
    ).toBe('asked_to_mislead')
  })

  it('never answers a layoff survivor with the layoff card', () => {
    const u = understand(
      'My company let go of all the sales staff except me and gave me a new comp plan with a bonus I cannot reach. What are my options?',
    )
    expect(u.ranked.map((r) => r.card.id)).not.toContain('laid_off')
    expect(u.ranked.map((r) => r.card.id)).not.toContain('startup_equity')
    expect(u.card?.id).toBe('quota_raised_midyear')
  })
})

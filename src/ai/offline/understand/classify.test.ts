import { describe, expect, it } from 'vitest'
import { understand } from './index'

describe('classify: off-topic is for short asides only', () => {
  it('reads a one-line question about dinner as off-topic', () => {
    expect(understand('Any good recipe for dinner tonight?').ranked[0]?.card.id).toBe('off_topic')
  })

  it('never reads a long work story as off-topic because it mentions dinner or a car', () => {
    const story =
      'I have been an inside rep for two years and my numbers are fine, but every night at dinner ' +
      'I think about work, I sit in my car before going in, and I cannot tell whether it is this ' +
      'company or this career. My friends say to push through until the next review. What would you do?'
    expect(understand(story).ranked.map((r) => r.card.id)).not.toContain('off_topic')
  })

  it('never picks the glossary for a phrase it cannot define', () => {
    const ranked = understand(
      'My manager says I need to be more strategic. What does that even mean?',
    )
    expect(ranked.ranked.map((r) => r.card.id)).not.toContain('glossary_term')
    expect(understand('what does ARR stand for').ranked[0]?.card.id).toBe('glossary_term')
  })
})

describe('classify: whose event, and which span', () => {
  const best = (message: string) => understand(message).card?.id

  it('reads a colleague being let go as news, not as the person’s own job loss', () => {
    expect(understand('My boss got fired and a new sales manager starts Monday').signals).toEqual(
      [],
    )
    expect(best('My boss got fired and I have a new sales manager starting next week')).toBe(
      'manager_conflict',
    )
    expect(best('5 reps were let go today. Am I next?')).toBe('job_security')
    expect(best('there are layoff rumors at my company, what should I do')).toBe('job_security')
    // The person's own event still comes first.
    expect(best('my manager fired me this morning')).toBe('fired')
    expect(best('I got laid off today after 3 years at the company')).toBe('laid_off')
  })

  it('reads years in sales as a career, and many short jobs as a pattern', () => {
    expect(best('I have been in sales for 3 years and I want to quit')).toBe('leaving_sales')
    expect(best('I have been at this company 8 months and want to quit, will it look bad?')).toBe(
      'job_hopping',
    )
    expect(
      best("I've had 4 jobs in 3 years, two of them layoffs. How do I explain that in interviews?"),
    ).toBe('job_hopping')
  })

  it('reads a manager lying to the person as a broken promise, not as being asked to lie', () => {
    expect(understand('my manager lied to me about the promotion').signals).not.toContain(
      'unethical',
    )
    expect(best('my manager told me to lie to the customer about the features')).toBe(
      'asked_to_mislead',
    )
  })

  it('reads "how long did it take you to get good" as learning, not as a finished step', () => {
    const u = understand('Honestly, how long did it take YOU to become a good salesman?')
    expect(u.followUp).not.toBe('did_it')
    expect(u.ranked[0]?.card.id).toBe('low_confidence')
  })
})

describe('classify: work words with two meanings', () => {
  const best = (message: string) => understand(message).card?.id

  it('reads "on notice" after resigning as a notice period, not a warning', () => {
    const u = understand(
      'I resigned last week. My bonus scheme says I do not qualify for payments if I am on notice. Do I lose the bonus?',
    )
    expect(u.signals).not.toContain('pip')
    expect(u.card?.id).toBe('commission_dispute')
  })

  it('reads pay lost around a resignation as the pay, not as a firing', () => {
    expect(
      best(
        'I resigned and agreed a last day, then they terminated my contract early and I lost commission of 14k. Can they do that?',
      ),
    ).toBe('commission_dispute')
  })

  it('reads a slump as low confidence, and age bias said plainly', () => {
    expect(
      best('Three days with no new business, in a slump and bummed out. How do you get out of it?'),
    ).toBe('low_confidence')
    expect(
      best('They replaced me and others in my age group with much younger reps. Is that legal?'),
    ).toBe('discrimination_harassment')
  })
})

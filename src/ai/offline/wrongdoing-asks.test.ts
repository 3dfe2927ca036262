import { describe, expect, it } from 'vitest'
import { firstReply } from '../testing/play-turns'
import { understand } from './understand'

const first = firstReply

/** Asks to fake a record or a claim, worded the many ways people write them. */
const asks = [
  'My boss told me to pad the forecast so leadership doesn’t freak out. What do I do?',
  'Our VP wants us to push deals into this quarter by giving customers side letters. That seems wrong.',
  'I’m supposed to tell customers the discount ends Friday but it never does. How do I handle this?',
  'My team lead asked me to change the close dates in Salesforce so the pipeline looks healthier',
  'Our company has us book fake meetings to hit SDR quota. How do I say no without getting fired?',
  'My manager wants me to log calls I never made so our activity numbers look better. Should I do it?',
  'Boss wants us to bill clients for hours nobody worked',
  'My sales manager keeps telling us to say the implementation takes two weeks when it always takes three months',
  'My boss said to tell the customer the feature is on the roadmap for Q1 but there’s no such plan',
  'they want me to guarantee ROI numbers to a client that we can’t back up',
  'We’re told not to mention the cancellation fee unless the customer asks directly',
  'My VP said to stop telling prospects about the known outage issues until after they sign',
  'I’m expected to tell customers our product integrates with their system. It only partly does.',
  'my boss wants me to mark deals closed-won before the contract is countersigned so we hit the quarter',
  'I found out our sales team has been quoting delivery dates we know we can’t hit. Should I keep doing it?',
  // The untrue half after "which": "..., which we aren't".
  'whats the best cold email template? my boss wants us to say we are partners with Google, which we aren’t',
  'my manager told me to tell them it integrates with SAP, which it doesn’t',
]

describe('being asked to fake a record or a claim', () => {
  it.each(asks)('answers "%s" as an ask to mislead, with no paid step', (message) => {
    const reply = first(message)
    expect(reply?.situation).toBe('asked_to_mislead')
    expect(reply?.text).not.toMatch(/credits|unlock/i)
  })

  it('keeps a skill the lie is dressed in behind it: a false certification claim', () => {
    const reply = first(
      'How do I handle being told to claim we’re SOC 2 certified when the audit isn’t done?',
    )
    expect(reply?.situation).toBe('asked_to_mislead')
  })
})

describe('ordinary instructions and honest work', () => {
  const honest = [
    'My manager wants me to log all my calls in Salesforce every day. Is that normal?',
    'How do I make my pipeline look healthier before my QBR?',
    'My boss told me to make 80 dials a day. How do I get through them?',
    'They want us to move deals into this quarter. How do I ask a customer to sign earlier?',
    'My manager told me to tell the customer about the price change. How do I word it?',
    'The product doesn’t have SSO yet. How do I handle that objection honestly?',
    'My manager wants me to use a new opener on every call. How do I make it sound natural?',
    'My manager asked me to not mention pricing on the first call. Is that a good idea?',
    'My team lead told us to hide the old pricing page from the deck',
    'How do I tell a customer that the feature they want isn’t built yet?',
    'The prospect no-showed, so the demo never happened. How do I follow up?',
    'nobody worked the leads from the trade show, can I take them?',
    'I tend to exaggerate when I’m nervous on calls, how do I stop?',
    'My manager said the promotion never happened because of budget',
    'the customer signed a side deal with our partner, does that affect my commission?',
  ]

  it.each(honest)('raises no ethics problem for "%s"', (message) => {
    expect(understand(message).signals).not.toContain('unethical')
    expect(first(message)?.situation).not.toBe('asked_to_mislead')
  })
})

import { hasCue } from '@/domain/coaching'

/** Sales vocabulary for "what is X?" questions. Definitions only, no figures. */
export const glossary: readonly { term: string; aliases: readonly string[]; meaning: string }[] = [
  {
    term: 'ARR',
    aliases: ['arr', 'annual recurring revenue'],
    meaning: 'annual recurring revenue: the yearly value of subscription contracts.',
  },
  {
    term: 'MRR',
    aliases: ['mrr', 'monthly recurring revenue'],
    meaning: 'monthly recurring revenue: subscription revenue per month.',
  },
  {
    term: 'ACV',
    aliases: ['acv', 'annual contract value'],
    meaning: 'annual contract value: what one customer contract is worth per year.',
  },
  {
    term: 'TCV',
    aliases: ['tcv', 'total contract value'],
    meaning: 'total contract value: the whole contract over its full term.',
  },
  {
    term: 'OTE',
    aliases: ['ote', 'on target earnings'],
    meaning: 'on-target earnings: base salary plus the variable pay you earn at 100% of quota.',
  },
  {
    term: 'inbound vs outbound',
    aliases: ['inbound', 'outbound'],
    meaning:
      'two kinds of prospecting: an inbound rep follows up people who came to the company first (demo requests, sign-ups, downloads); an outbound rep contacts people who have shown no interest yet, by calls, emails and LinkedIn. Outbound is harder, and it is the skill most AE hiring managers look for.',
  },
  {
    term: 'SaaS',
    aliases: ['saas', 'software as a service'],
    meaning:
      'software as a service: software sold as a subscription and used online. SaaS sales means selling those subscriptions, usually with an SDR booking meetings and an AE running the deal, then renewals and upsell after.',
  },
  {
    term: 'inside vs outside sales',
    aliases: ['inside sales', 'outside sales', 'field sales'],
    meaning:
      'two ways of selling: inside sales works remotely, by phone, video and email, and covers most tech sales roles; outside (field) sales meets customers in person and travels, common in medical devices, industrial and large enterprise deals.',
  },
  {
    term: 'MQL',
    aliases: ['mql', 'marketing qualified lead'],
    meaning: 'marketing qualified lead: a lead marketing judges ready for sales follow-up.',
  },
  {
    term: 'SQL',
    aliases: ['sql', 'sales qualified lead'],
    meaning: 'sales qualified lead: a lead sales has accepted as a real potential deal.',
  },
  {
    term: 'SQO',
    aliases: ['sqo', 'sales qualified opportunity'],
    meaning:
      'sales qualified opportunity: a meeting that became an accepted opportunity in the CRM.',
  },
  {
    term: 'ICP',
    aliases: ['icp', 'ideal customer profile'],
    meaning:
      'ideal customer profile: the kind of company that gets the most value from your product.',
  },
  {
    term: 'NRR',
    aliases: ['nrr', 'net revenue retention'],
    meaning:
      'net revenue retention: revenue kept from existing customers after churn, downgrades and expansion.',
  },
  {
    term: 'pipeline coverage',
    aliases: ['pipeline coverage', 'coverage ratio'],
    meaning:
      'open pipeline divided by the quota still to close; it shows whether there are enough deals to hit the number.',
  },
  {
    term: 'churn',
    aliases: ['churn', 'churn rate'],
    meaning: 'customers or revenue lost when customers cancel or do not renew.',
  },
  {
    term: 'quota',
    aliases: ['quota'],
    meaning: 'the sales target you are measured and paid against for a period.',
  },
  {
    term: 'SPIF',
    aliases: ['spif', 'spiff'],
    meaning: 'a short-term bonus for a specific behaviour or product.',
  },
]

export function glossaryEntry(text: string) {
  return glossary.find((entry) => entry.aliases.some((alias) => hasCue(text, alias)))
}

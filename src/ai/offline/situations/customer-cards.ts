import { cues } from '@/domain/coaching'
import type { SituationCard } from './situation-types'

/** Customers and accounts: a book taken over from another rep, one that may leave, a rude buyer. */
export const customerCards: readonly SituationCard[] = [
  {
    id: 'inherited_accounts',
    title: 'taking over accounts from another rep',
    area: 'skills',
    cues: [
      ...cues(4, 'accounts from a rep', 'book from a rep', 'rep who quit', 'rep who left'),
      ...cues(
        5,
        'inherited',
        'inherit his',
        'inherit her',
        'inherit accounts',
        'took over his accounts',
        'took over her accounts',
        'taking over accounts',
        'handed me his accounts',
        'handed me her accounts',
        'previous rep',
        'rep before me',
        'new book of business',
        'took over a book',
        'took over accounts',
      ),
      ...cues(3, 'book of business', 'introduce myself', 'his accounts', 'her accounts'),
    ],
    answer:
      'Introduce yourself as continuity, not a fresh start: a short note to each account in your first week or two saying you are their new contact, what you already know of their account, and one useful next step. Start with the largest accounts and anything up for renewal.',
    points: [
      'Read the CRM history and open tickets before you reach out, so no customer has to repeat their story.',
      'Ask your manager, and the previous rep if you can, for open promises, renewals, pricing exceptions and any unhappy accounts.',
      'Offer a short call, not a pitch: "What is working, what is not, and what should I know?"',
      'Sort the accounts by value and renewal date, and plan your first touches in that order.',
    ],
    why: 'Customers worry about losing what the last rep knew; showing you already know their history keeps their trust.',
    askBack: 'How many accounts did you take over, and are any renewals coming up soon?',
    practice:
      'List your inherited accounts by value and renewal date, and send the first three introductions this week.',
  },
  {
    id: 'customer_at_risk',
    title: 'a customer who may leave',
    area: 'skills',
    cues: [
      ...cues(4, 'stopped logging in', 'usage dropped', 'champion left', 'renewal is in'),
      ...cues(
        5,
        'threatening to churn',
        'going to churn',
        'about to churn',
        'might churn',
        'threatening to leave',
        'threatening to cancel',
        'wants to cancel',
        'renewal at risk',
        'at risk renewal',
        'unhappy customer',
        'customer is unhappy',
        'not going to renew',
        'wont renew',
        'not renewing',
        'decided not to renew',
        'will not renew',
      ),
      ...cues(3, 'renewal', 'renew', 'churn', 'cancel'),
    ],
    answer:
      'Call before you email: find out what changed (a missed promise, a new decision maker, a smaller budget, low use), then agree one fix with a date. A customer who says they may leave is still talking to you, which is the chance to save it.',
    points: [
      'Bring in help early: your manager, customer success or support, and a senior person on your side for a senior person on theirs.',
      'Check how much they actually use the product: low use is usually the real reason, and a plan to raise it is the strongest save.',
      'Do not lead with a discount; if price is truly the issue, trade it for term or scope, as in any negotiation.',
      'Write down the agreed fix and its date in a short recap email, and check in on that date.',
    ],
    why: 'Most customers leave over a problem nobody fixed, not over price; naming it and fixing it on a date is what rebuilds trust.',
    askBack: 'What reason did they give, and when is the renewal?',
    practice:
      'List what changed at the account in the last six months, then book a call to ask about it.',
  },
  {
    id: 'rude_prospect',
    title: 'a prospect or customer who was rude',
    area: 'skills',
    acts: ['venting'],
    cues: [
      ...cues(
        5,
        'customer yelled',
        'prospect yelled',
        'customer screamed',
        'prospect screamed',
        'customer was rude',
        'prospect was rude',
        'rude customer',
        'rude prospect',
        'hung up on me',
        'cursed at me',
        'swore at me',
      ),
      ...cues(
        3,
        'rude',
        'yelled at me',
        'screamed at me',
        'insulted me',
        'insulting me',
        'cant stop thinking about it',
      ),
      ...cues(2, 'customer', 'prospect', 'on the phone'),
    ],
    acknowledge:
      'Being yelled at is rattling, and it is normal that it stays with you for a while.',
    answer:
      'It says more about their day than about you: step away from the phone for five minutes, write one line on what set it off, and make your next call an easy one. If a customer turns abusive, you may end the call politely and tell your manager.',
    points: [
      'Separate the tone from the message: was there a real complaint under it (a bill, a broken promise)? That part is worth fixing.',
      'For a customer you will keep working with, follow up in writing the next day: calm, short, with what you will do.',
      'Rude reactions on cold calls are part of the numbers; count them as data, not as a verdict on you.',
      'If it keeps happening with one account or one list, tell your manager: the list or the message may need changing.',
    ],
    why: 'Rejection stings less when each call is its own event; dwelling on one call costs the next ten.',
    askBack: 'Was it a prospect on a cold call, or a customer you will keep working with?',
    practice: 'Write one line on what set the call off, then make three easy calls to reset.',
  },
]

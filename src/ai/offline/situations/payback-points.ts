/**
 * "What if they retaliate?" asked inside a dispute is fear of payback for raising that dispute,
 * answered on the dispute's own card (understand/payback.ts keeps the thread there). One wording
 * per kind of dispute, since what protects the person differs.
 */

/** Leads, accounts, territory: a process question. */
export const paybackForRaising =
  'Afraid of retaliation for complaining? Keep every message about the process, dated and in writing: a calm question about who owns an account is hard to punish, and if your leads, accounts or reviews change after you raised it, that record is what HR will ask for first.'

/** Pay that is owed. */
export const paybackForPay =
  'Afraid of retaliation for complaining about pay? Ask in writing, quote the plan and the figures, and keep copies outside company systems; in many places punishing someone for asking about wages they are owed is itself unlawful, and your dated record is what a labour office or employment lawyer will ask for.'

/** Refusing to mislead a customer. */
export const paybackForRefusing =
  'Afraid of retaliation for saying no? Say it calmly and in writing, offer the honest alternative, and keep a private note of what you were asked and when; if your leads, pay or reviews change afterwards, that note is what HR, compliance or a lawyer will ask for.'

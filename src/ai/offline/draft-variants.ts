import type { DraftFacts, DraftKind } from './compose-drafts'

/**
 * Short versions of each draft, for "make it shorter": the same facts, with only what the reader
 * needs to say yes (who you are, one reason, one small ask). Written out rather than cut by rule,
 * since dropping sentences by length drops the one detail that earns a reply.
 */
export const shortDrafts: Readonly<Record<DraftKind, (f: DraftFacts) => string>> = {
  linkedin_message: (f) =>
    `> Hi [first name], I saw [team or company news] at ${f.company}. I am ${f.name}, ${f.current} aiming for ${f.target}, and my ${f.strengths} are what I would bring. Open to a 10-minute chat?`,
  interview_thank_you: (f) =>
    `> Subject: Thank you\n>\n> Hi [first name], thank you for today. [One thing they said] made me even keener on the ${f.target} role at ${f.company}. I would be glad to send anything that helps.\n>\n> Best, ${f.name}`,
  follow_up_email: (f) =>
    `> Subject: [their goal] – next step\n>\n> Hi [first name], following up on [the call] about [their priority]. Would [two time options] work for [the next step]?\n>\n> Best, ${f.name}`,
  cold_email: (f) =>
    `> Subject: [their priority]\n>\n> Hi [first name], I saw [the trigger]. [A similar customer] [a result with a number] on [the problem]. Worth 15 minutes to see if that applies to ${f.company}?\n>\n> Best, ${f.name}`,
  promotion_case: (f) =>
    `> **Ask:** ${f.current} to ${f.target} by [date].\n> **Evidence:** [% of target] over the last [n] quarters; [a deal or call that shows you already do the next job].\n> **What I need:** the criteria in writing and a review date.`,
  plan_30_60_90: () =>
    `> **Days 1-30:** learn the product, buyers and tools; agree on success measures.\n> **Days 31-60:** full activity and the first [meetings / deals].\n> **Days 61-90:** at or near [target], plus one improvement for the team.`,
}

/** What each draft is called in a reply: how a later turn finds the draft it revises. */
export const draftLabels: Readonly<Record<DraftKind, string>> = {
  linkedin_message: 'LinkedIn note',
  interview_thank_you: 'thank-you note',
  follow_up_email: 'follow-up email',
  cold_email: 'cold email',
  promotion_case: 'promotion case',
  plan_30_60_90: '30-60-90 day plan',
}

export type Tone = 'casual' | 'formal'

/** Word swaps for a tone, applied in order. Placeholders in [brackets] are left alone. */
export const toneSwaps: Readonly<Record<Tone, readonly (readonly [RegExp, string])[]>> = {
  casual: [
    [/\b(Hi|Dear) \[first name\],/g, 'Hey [first name],'],
    [/\bI am\b/g, 'I’m'],
    [/\bI would\b/g, 'I’d'],
    [/\bI have\b/g, 'I’ve'],
    [/\bthank you for\b/g, 'thanks for'],
    [/\bit caught my attention\b/g, 'it caught my eye'],
    [
      /Would you be open to a 10-minute chat next week\?/g,
      'Up for a quick 10-minute chat next week?',
    ],
    [/Open to a 10-minute chat\?/g, 'Up for a quick chat?'],
    [/Is there anything else I can send you\?/g, 'Anything else I can send over?'],
    [/> (Best|Kind regards),/g, '> Cheers,'],
  ],
  formal: [
    [/\b(Hi|Hey) \[first name\],/g, 'Dear [first name],'],
    [/\bI’m\b/g, 'I am'],
    [/\bI’d\b/g, 'I would'],
    [/\bI’ve\b/g, 'I have'],
    [/\bthanks for\b/g, 'thank you for'],
    [
      /Up for a quick 10-minute chat next week\?/g,
      'Would you be open to a 10-minute call next week?',
    ],
    [/Up for a quick chat\?/g, 'Would you be open to a 10-minute call?'],
    [/Open to a 10-minute chat\?/g, 'Would you be open to a 10-minute call?'],
    [/> (Best|Cheers),/g, '> Kind regards,'],
  ],
}

export function withTone(text: string, tone: Tone | undefined): string {
  if (tone === undefined) return text
  return toneSwaps[tone].reduce((out, [pattern, swap]) => out.replace(pattern, swap), text)
}

import type { RoleId } from '../catalogue'

/**
 * Becky's tips: short, concrete things a person can do today. General tips suit anyone on a sales
 * career path; role tips are shown when the target role is known. Add rows freely: selection is by
 * day number modulo the table length, so every row is used in turn.
 */
export const generalTips: readonly string[] = [
  'Block 20 minutes today to say your 30-second pitch out loud. Saying it beats rereading it.',
  'Write down one win from this week with a number attached: meetings booked, replies, deals. Numbers make interviews easier.',
  'Message one person who holds the role you want and ask one specific question about their first 90 days.',
  'Before your next call, write the one question you most need answered. Good discovery starts with curiosity, not a script.',
  "Review an email or call that didn't land. What would you change in the first sentence?",
  "Update your LinkedIn headline to the role you're working toward, not only the one you have.",
  'Pick one objection you hear often and write two honest answers to it.',
  'Spend 15 minutes learning how a company you admire makes money: pricing page, customers, competitors.',
  "Track one activity for a week before you change it. You can't improve a number you don't know.",
  "Ask your manager what 'ready for the next role' looks like, in writing. A clear bar is easier to clear.",
  'Consistency beats cramming: 30 focused minutes a day adds up to 180 hours a year.',
  'Keep a swipe file of phrases that work on calls and emails. Borrow the structure, keep your own voice.',
  'Set one measurable goal for this week and tell someone about it.',
  "Read three customer reviews of a product you'd like to sell. Buyers' own words make the best talk tracks.",
]

export const roleTips: Readonly<Record<RoleId, readonly string[]>> = {
  sdr: [
    'Personalise the first line of every cold email with something the prospect actually wrote or did.',
    "Build tomorrow's call list today, then protect your call block like a meeting.",
    "Log the reason behind each 'no' in your CRM. Patterns in rejection are free coaching.",
    'Make your first touch a question worth replying to, not a pitch.',
  ],
  ae: [
    "Open each demo by restating the buyer's top two problems in their words, then show only what solves them.",
    "Qualify out early: a fast 'no' frees your calendar for deals that can close.",
    'Multi-thread: every live deal should have at least two contacts who know your name.',
    'End every call with mutual next steps and a date, written down for both sides.',
  ],
  csm: [
    'Check the health of your three riskiest accounts before they call you.',
    'Turn one repeated support question into a help article or an onboarding tweak.',
    "Open your next business review with the customer's goals, not your product's features.",
    'Ask a happy customer what almost made them leave, then fix it for the next one.',
  ],
  am: [
    "Map one account's buying group this week: who signs, who uses, who influences.",
    'Start renewal conversations 90 days out, leading with the value delivered so far.',
    'Look for one team using a workaround your product already solves: that is expansion.',
    'Send a key contact a short value recap with no ask attached.',
  ],
  revops: [
    'Audit one CRM field nobody trusts. Fix its definition before you fix the data.',
    'Build one report a leader will read weekly, then ask which decision it changes.',
    'Draw one sales process as a simple flowchart. Clarity comes before automation.',
    'Learn one new spreadsheet function today and use it on real pipeline data.',
  ],
  marketing: [
    'Write three subject lines for the same email and let a test pick the winner, not a hunch.',
    "Rank last month's channels by pipeline created, not by clicks.",
    'Interview one customer and reuse a phrase of theirs on your next landing page.',
    'Set one A/B test with a clear success metric before you launch anything.',
  ],
}

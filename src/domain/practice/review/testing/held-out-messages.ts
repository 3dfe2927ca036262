import type { LabelledMessage } from './pasted-messages'

/**
 * Chat messages labelled like pasted-messages.ts, written at the same time by the same hand but
 * never used to tune looksLikePastedText: its accuracy here is the figure to quote.
 */
export const heldOutMessages: readonly LabelledMessage[] = [
  [
    'thoughts? Subject: 4 clinics, 1 schedule\n\nHi Dr. Lee, noticed Harbor Dental added a fourth location in March. Front desks usually lose 6-8 hours a week juggling calendars across sites. Could I show you how Smilebook fixed that for Brightside in 10 minutes on Thursday?\n\nThanks,\nMo',
    true,
  ],
  [
    'Hello Mr. Grant, my name is Ivy and I work at Sendwise. We provide email automation solutions for companies of all sizes. I wanted to see if you would be interested in learning more. Please let me know a good time to talk. Best regards, Ivy',
    true,
  ],
  [
    "linkedin note: Hi Kai! We're both alumni of the Pavilion SDR school. I saw you moved to Ramp last month - congrats. Would love to hear how their outbound motion differs from Brex.",
    true,
  ],
  [
    '- Generated $650K pipeline via cold outreach to 200 target accounts\n- Promoted to senior SDR in 9 months (fastest in cohort)',
    true,
  ],
  [
    "Hi, this is Dan with Corelight, 312-555-0101. I'm calling because your team posted about moving off on-prem firewalls, and we helped Tidewater do that in 6 weeks. I'll email you a short note. Dan, Corelight, 312-555-0101.",
    true,
  ],
  [
    'can you tear apart my pitch. Most sales teams lose 1 in 4 deals to a competitor they never saw coming. Signalpath tells your reps who else is in the deal before the demo. Want to see what it would have flagged in your last 10 losses?',
    true,
  ],
  [
    "Hi Nadia,\n\nQuick follow-up on the webinar you attended on pipeline hygiene. You asked about stale deals, so here's a 1-page checklist our customers use. Would a 20-minute walkthrough on Monday or Tuesday help?\n\nBest,\nLeo",
    true,
  ],
  [
    'what about this resume line: Helped drive sales by working with customers and building relationships',
    true,
  ],
  [
    'Dear Hiring Manager, I am excited to apply for the Account Executive position at Zentro. In my current role I closed $1.1M in new business, 118% of my target. I would welcome a conversation about how I could help your mid-market team. Sincerely, Carla Diaz',
    true,
  ],
  [
    "Hey Rob - saw your comment on Jen's post about SDR burnout. 100% agree on protecting call blocks. We built a dialer that batches calls so reps get 2 hrs back a day. Mind if I send a 1-min video?",
    true,
  ],
  ['Is it better to send cold emails in the morning or afternoon?', false],
  [
    "I've been an SDR for 14 months and my manager keeps saying I'm 'almost ready' for AE. How do I get a real date?",
    false,
  ],
  ['Can you look at my cold email and tell me why no one replies?', false],
  ['What should I say in a voicemail when the prospect never picks up?', false],
  [
    'My pitch for the interview is about my retail background, I managed a store of 12 people and hit my targets most months. Is that relevant for SDR roles or should I focus on something else?',
    false,
  ],
  ['How do I make my resume bullets sound less like a job description?', false],
  [
    'We got a new VP of sales and she wants every rep to rewrite their email templates by Friday. Where do I even start?',
    false,
  ],
  [
    "Hi Becky, I need help. My ramp ended last month and I'm at 40% of quota. My manager scheduled a meeting for Monday. What should I prepare? Thanks",
    false,
  ],
  ["what's the best subject line for a cold email to a CFO?", false],
  [
    'I sent this to a prospect yesterday and they unsubscribed lol. should I apologise or just move on?',
    false,
  ],
]

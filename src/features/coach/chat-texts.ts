/** Becky's fixed chat texts (spec sections 2 and 8), in one place. */
export const chatTexts = {
  name: 'Becky',
  subtitle: 'Your AI Career Coach',
  greeting: "Hi! I'm Becky 👋 What would you like to explore?",
  placeholder: 'Ask me anything about your career...',
  /** Non-OK response or network failure (landing widget). */
  failure: "Sorry, I'm having trouble responding right now. Can you try asking again?",
  /** The answer had no `response` field (landing widget). */
  emptyResponse: "I'm here to help! Can you tell me more about what you're looking for?",
  /** Agent demo failures are only logged (spec section 8). */
  agentFailureLog: 'Failed to send message',
  fallbackNote:
    "The on-device model stopped part-way, so Becky's offline coach finished this answer.",
  onDeviceNote: 'Answered by the on-device model',
} as const

/** Agent demo starter chips (spec section 2) and the message each one sends. */
export const starterChips = [
  {
    label: 'SDR to AE path',
    message: 'What is the path from SDR to AE, and how do I get promoted?',
  },
  {
    label: 'Salary Negotiation',
    message: 'How should I negotiate my salary and OTE for a new sales role?',
  },
  {
    label: 'Career Pivot',
    message: 'I am thinking about a career pivot. Which sales-adjacent roles fit me?',
  },
] as const

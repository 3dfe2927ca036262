/** Transcripts the tests, the bench and the e2e spec share: the strong and weak cold calls. */
export const strongColdCall = [
  "Hi Dana, it's Alex from Tallyflow. I know I'm calling out of the blue. Do you have 30 seconds so I can tell you why I'm calling?",
  "The reason I'm calling is that Larkspur is growing its sales team, and ops leaders there often lose hours to CRM admin. How are your reps logging their calls today?",
  'What does that cost the team in a typical week?',
  "Totally understand, and I'll keep it short. Could we take 20 minutes on Tuesday at 10am to look at it together?",
]

export const weakColdCall = [
  'Hi, this is Alex from Tallyflow and we are the leading platform for revenue teams. Our product captures every call automatically, writes the notes into your CRM, scores every deal with machine learning, builds forecasts that your leadership can trust, coaches reps with real-time prompts during calls, and integrates with every tool your team already uses, from email to calendars to dialers. Customers love how quickly they get started because onboarding takes only a few days and our support team is available around the clock. We have won several industry awards this year and we are growing fast, so this is a great moment to join. I would love to tell you more about our pricing, which is very competitive, and our roadmap, which is exciting.',
]

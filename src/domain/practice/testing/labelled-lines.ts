/**
 * Lines labelled by hand for the detectors: for each detector, lines that should fire (true) and
 * lines that should not (false). Written by the team, not taken from the detectors' cue tables, so
 * the accuracy they give is an honest measure (README, "Detector accuracy").
 */
export type DetectorName =
  | 'permission'
  | 'reason'
  | 'personalised'
  | 'openQuestion'
  | 'closedQuestion'
  | 'acknowledges'
  | 'quantifies'
  | 'decisionProcess'
  | 'nextStep'
  | 'fillers'

export const labelledLines: Record<DetectorName, [string, boolean][]> = {
  permission: [
    ['Hi Dana, did I catch you at a bad time?', true],
    ['Is now a bad time for a quick call?', true],
    ['Do you have 30 seconds so I can tell you why I called?', true],
    ['Mind if I take two minutes to explain why I called?', true],
    ['Got a minute? I promise to be brief.', true],
    ['Would it be okay if I told you why I am calling?', true],
    ['Hi, this is Alex from Tallyflow and we help sales teams automate CRM.', false],
    ['Let me tell you about our product.', false],
    ['We are the leading platform for revenue intelligence.', false],
    ['I will be quick, our tool saves hours.', false],
  ],
  reason: [
    ["The reason I'm calling is that your team is hiring SDRs.", true],
    ['I am calling because we help ops leaders cut CRM admin.', true],
    ["I'm reaching out because I saw your post about forecasting.", true],
    ['I wanted to talk to you about how your reps log calls.', true],
    ['Why I called: teams like yours lose hours to notes.', true],
    ['Hi, how are you today?', false],
    ['We have a great product for you.', false],
    ['Can you tell me who handles sales operations?', false],
    ['Our platform has many features.', false],
  ],
  personalised: [
    ['I saw your post about onboarding new reps last week.', true],
    ['Congrats on the Series B, that is exciting.', true],
    ['I noticed your team just opened an office in Austin.', true],
    ['You recently moved into the head of sales ops role, right?', true],
    ['We work with companies of all sizes.', false],
    ['Our software is used by thousands of teams.', false],
    ['Hello, is this the right person for sales tools?', false],
    ['I am calling a lot of people today.', false],
  ],
  openQuestion: [
    ['How are your reps logging their calls today?', true],
    ['What happens when a forecast is wrong?', true],
    ['Tell me about how you onboard new customers.', true],
    ['Walk me through your current process.', true],
    ['So, what would need to change for this to matter?', true],
    ["I'm curious, how do you measure that?", true],
    ['Do you use a CRM?', false],
    ['Is that a problem for you?', false],
    ['We help sales teams save time.', false],
    ['Would Tuesday work?', false],
  ],
  closedQuestion: [
    ['Do you use Salesforce?', true],
    ['Is that a priority this quarter?', true],
    ['Are you the right person to speak to?', true],
    ['Would it help if I sent a case study?', true],
    ['What tools do you use today?', false],
    ['How do you decide on new tools?', false],
    ['That makes sense.', false],
    ['Tell me more about that.', false],
  ],
  acknowledges: [
    ['That makes sense, most people I call are busy. Can I ask one question?', true],
    ['I hear you. Budgets are tight everywhere this year.', true],
    ["Totally understand, and I'll keep it short.", true],
    ['Fair enough. What would need to be true to look at this?', true],
    ['Thanks for being honest. What do you like about your current tool?', true],
    ['But our product is cheaper than theirs.', false],
    ['Actually, we are much better than the competitor.', false],
    ['Let me explain why you are wrong about that.', false],
    ['Our pricing starts low, so budget is not an issue.', false],
  ],
  quantifies: [
    ['Roughly how many hours a week does that cost your team?', true],
    ['How much revenue did those lost accounts represent?', true],
    ['What does that cost you per month?', true],
    // A vendor claim is not the buyer's pain (issue 31).
    ['We cut admin time by 30% for a similar team.', false],
    ['How often does that happen?', true],
    ['Tell me about your team.', false],
    ['Who else is involved?', false],
    ['Does that bother you?', false],
    ['Great, thanks for sharing.', false],
  ],
  decisionProcess: [
    ['Who else would be involved in a decision like this?', true],
    ['How do you usually evaluate new tools?', true],
    ['Who signs off on a purchase of this size?', true],
    ['What does your buying process look like?', true],
    // A yes/no on one step is not the decision process (issue 31).
    ['Does procurement need to review contracts?', false],
    ['How are your reps logging calls?', false],
    ['What does that cost you?', false],
    ['Can we meet on Tuesday at 10?', false],
    ['I hear you, that makes sense.', false],
  ],
  nextStep: [
    ['Could we meet on Tuesday at 10?', true],
    ['How about Thursday at 2pm for 20 minutes?', true],
    ['Does Friday at 9:30 work for a demo?', true],
    ['Can I grab 15 minutes tomorrow at 11am?', true],
    ['Let us find time next week.', false],
    ['Can we set up a follow-up call sometime?', false],
    ['I will send you an email.', false],
    ['Are you free on Tuesday?', false],
    ['Does 10am work for you?', false],
  ],
  fillers: [
    ['Um, so, like, we basically help teams, you know, save time.', true],
    ['Uh, I mean, it is sort of a platform.', true],
    ['Literally everyone, um, uses it.', true],
    ['How are you logging calls today?', false],
    ['We help teams cut CRM admin.', false],
    ['Could we meet on Tuesday at 10?', false],
  ],
}

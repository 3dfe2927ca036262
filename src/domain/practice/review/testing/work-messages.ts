/**
 * Messages real users pasted to the coach (the ask and the text), each going to someone they
 * work with or are negotiating a job with, not to a prospect; and one that does go to a customer.
 */

export const offerReply = `ok here's what i was going to send back, is this too blunt: "Thank you for the offer. Before I can decide I need to understand how the compensation is structured, what portion is guaranteed, what the territory and targets look like, and what happened to the last person in this role."`

export const commissionSlack = `here's the slack i drafted, thoughts? "Hey - following up on the upsell. Per my offer letter, commission is calculated on incremental ACV and this account is named specifically. Incremental ACV is $50k. Can we get it booked at $50k for this month's payroll?"`

export const championApology = `what do i say to our champion? she went to bat for us and now she looks bad too. this is my draft: "I'm so sorry. I let you down and I know you put your name on the line for us. Is there anything at all that can still be done, or a future opportunity we should be ready for?"`

export const managerIdea = `i want to email him directly. is this ok? "Hi - following up on the summer hours idea from May. Since school customers are mostly unreachable in July, we'd cover every territory daily and track response times so nothing slips. Could we pilot it for the rest of July and revisit in August?"`

/** To a customer: a follow-up on a deal, which the prospecting formats fit. */
export const pricingReminder = `this is what i was going to send today, too pushy? "Hi - quick reminder that the January pricing expires on the 31st. If it helps I can send the PO paperwork pre-filled so it's one signature on your end. Anything I can do to make this easier?"`

export const workplaceMessages = [offerReply, commissionSlack, championApology, managerIdea]

export const hostileMessage = "This is ridiculous. You always move the goalposts and it's unfair!!"

/**
 * What to say, word for word, when someone asks "what do I say to him?" after Becky's answer.
 * Kept apart from the cards so a card stays about when it applies and what to do. Square brackets
 * are for the person's own details; each script is short enough to say out loud or paste into an
 * email, and never admits fault or promises anything the person has not decided.
 */
export const scripts: Readonly<Record<string, string>> = {
  pip: 'Thanks for being clear about the plan. I want to pass it, so I would like to confirm three things in writing: the exact targets, the dates we review them, and the support I will get. Can we meet weekly, and can I send you a short recap after each check-in?',
  fired:
    'For recruiters and interviewers: "The role and I were not the right fit: [one honest sentence on what happened]. What I learned is [one lesson], and that is why I am looking for [the kind of role you want]." Then move on to what you achieved there.',
  laid_off:
    'For recruiters and interviewers: "My role was eliminated in a layoff that affected [the team or a number of people]. While I was there I [one result with a number]. I am now looking for [the kind of role you want]."',
  commission_dispute:
    'By email to your manager and sales ops: "Hi [name], for [deal] closed on [date], I expected [amount] under section [clause] of my signed comp plan, and I was paid [amount]. Could you show me how the payout was calculated, and let me know by [date]? Thanks."',
  commission_clawback:
    'By email: "Hi [name], I see a clawback of [amount] on [deal]. Could you point me to the clause in my signed plan that applies, and the dates used? I would like to check it against the customer\'s cancellation date."',
  quota_raised_midyear:
    'In a one-to-one: "I want to hit the new number. Looking at my pipeline and last year\'s attainment, I would need [what: leads, accounts, ramp time] to get there. Can we agree on that, and does the change apply to deals already in my pipeline?"',
  inherited_accounts:
    'By email: "Hi [name], I am [your name], your new contact at [company], taking over from [previous rep]. I have read up on [their product or last project] and want to make sure nothing falls through the cracks. Do you have 15 minutes next week to tell me what is working and what is not?"',
  deal_slipped:
    'To your manager: "Quick update on [account]: they moved the signature to [new date] because [their reason, in their words]. Our next step is [meeting] on [day], and I will confirm the date in writing after it."',
  territory_unfair:
    'In a one-to-one, with numbers: "My territory has [accounts or leads] against the team\'s [average]. I am not asking for special treatment, just to understand how accounts are assigned and whether [one specific change] is possible next quarter."',
  lead_stealing:
    'To your manager, calmly: "On [date], [account] came in through [my outreach]. It is now with [colleague]. Can you help me understand the rule for who owns an account, so we do not have this question again?"',
  manager_conflict:
    'In a one-to-one: "I want to do well for you. What would you like to see more of from me, and what less? I will send you a short recap so we are aligned." If the problem is how you are treated: "When [specific moment], it made it hard to do my job. I would prefer feedback in private."',
  passed_over_promotion:
    'To your manager: "I was disappointed not to get the role, and I want to be the obvious choice next time. What exactly was missing, and can we put those gaps and a review date in writing?"',
  promotion_ask:
    'To your manager: "I would like to be considered for [role] by [date]. What would you need to see from me to make that an easy yes? Can we put those criteria in writing and review them monthly?"',
  raise_ask:
    'To your manager: "Over the last [period] I [results with numbers], and my responsibilities grew to include [what]. Based on that and the market for this role, I would like to discuss moving my pay to [number]. What would it take to make that happen by [date]?"',
  asked_to_mislead:
    'To your manager, by email if you can: "I want to close this deal, but I am not comfortable telling the customer [the claim] because it is not accurate yet. Can I say [honest alternative] instead?"',
  counteroffer:
    'To your manager when you resign: "Thank you, I have accepted another offer and my decision is final. I would like to make the handover easy: here is what I will finish before [last day]."',
  resigning:
    'To your manager: "I have some news I wanted you to hear from me first. I have accepted an offer elsewhere, and my last day will be [date]. I am grateful for [one specific thing], and I will make the handover easy: here is my plan for my open deals."',
  offer_negotiation:
    'To the recruiter: "I am excited about the role. Based on [market data or another offer], I was expecting a base of [number]. If we can get there, I am ready to sign this week."',
  job_hopping:
    'For interviews: "I joined [company] to [what you wanted]. It turned out [one neutral sentence], so I am looking for [what this role offers]. In my time there I [one result]."',
  burnout:
    'To your manager: "I want to keep performing, and my current load is not sustainable. Can we agree on the two or three activities that matter most, and drop or pause [what you would cut] for the next month?"',
  discrimination_harassment:
    'By email to HR, keeping a copy: "I would like to report [what happened] on [date] involving [person]. [Who was there]. I am asking for this to be looked into and for a reply in writing."',
  missed_quota:
    'To your manager before they ask: "I missed last quarter. Here is where my pipeline broke down, [stage or number], and my plan to fix it this quarter: [two actions]. Can I get your feedback on it every two weeks?"',
}

/** Words for recruiters and interviewers while leaving a hard job: forward, true, no grievance. */
const whyLeaving =
  'For recruiters and interviewers: "I have learned a lot at [company], and I did [one result with a number]. I am looking for [what this role offers: the segment, the product, the team] where I can [what you want to do next]." Keep it about where you are going; you do not have to mention the plan or the trouble, and never run down your employer.'

const toRecruiters =
  / (recruiters?|interviews?|interviewers?|hiring managers?|why (im|i am) leaving|why i (want to|am) leav(e|ing)) /

/**
 * Words for a narrower moment of the same situation, chosen by what the message says: asked for
 * salary expectations before any offer, the counter script ("I was expecting a base of...") would
 * be the wrong words.
 */
const variants: Readonly<Record<string, readonly { when: RegExp; script: string }[]>> = {
  // On a PIP, "what do I tell recruiters?" wants words for the search, not for the manager.
  pip: [{ when: toRecruiters, script: whyLeaving }],
  burnout: [{ when: toRecruiters, script: whyLeaving }],
  manager_conflict: [{ when: toRecruiters, script: whyLeaving }],
  territory_unfair: [{ when: toRecruiters, script: whyLeaving }],
  quota_raised_midyear: [{ when: toRecruiters, script: whyLeaving }],
  offer_negotiation: [
    {
      when: / salary (expectations?|requirements|history)| desired salary| (how much|what) (im|i am|i) mak(e|ing)| current (salary|pay|ote) /,
      script:
        'To the recruiter: "For this role I am looking at an OTE in the range of [researched range], depending on the split, the quota and the rest of the package. What budget do you have for the role?"',
    },
  ],
}

/** The script for a card, or its narrower variant when the normalised message asks for one. */
export function scriptFor(cardId: string, text: string): string | undefined {
  return variants[cardId]?.find((v) => v.when.test(text))?.script ?? scripts[cardId]
}

/** Texts the review's tests, the chat's tests and the e2e spec share. */

export const strongColdEmail = `Subject: Larkspur's new Denver office

Hi Dana,

Saw Larkspur just opened in Denver and is hiring 12 reps. When teams grow that fast, ramp usually slips past 6 months. Fieldnote's reps reached a first deal in 41 days with our onboarding plan.

Worth 15 minutes on Tuesday at 10am to see if that applies to your team?

Best,
Alex`

export const weakColdEmail = `Subject: FREE demo - 100% GUARANTEED results!!!

Hi there,

I hope this email finds you well! My name is Jordan and I'm an account executive at Brightloop. We are a leading provider of innovative sales software that leverages AI to drive synergy. I would love to book a call to walk you through our platform and also send you our brochure and a case study. Let me know when works!

Thanks,
Jordan`

export const linkedInNote =
  "Hi Jordan, loved your post on ramping SDRs in 60 days, especially the point about call shadowing. I run enablement at a 40-person team and we're trying the same thing. Would be great to connect."

export const weakLinkedInNote =
  "Hi Alicia, I'd like to add you to my professional network on LinkedIn. I'm a sales rep at Orbitly and I think there could be synergies between our companies. Let me know if you want to hop on a call and also check out our website."

export const ramblingVoicemail =
  "Hi, this is Jill from Corvant. I wanted to introduce myself as your new dedicated account executive. We're a leading provider of managed IT services and our main differentiator is the range of our offerings. I'd like an opportunity to explore how we can work with your organization going forward. I look forward to hearing back from you."

export const weakBullets =
  '• Responsible for prospecting new accounts\n• Helped the team with cold calling and emails\n• Worked on CRM hygiene'

export const strongBullets =
  '- Booked 47 qualified meetings in Q3, 134% of quota\n- Sourced $1.2M in pipeline from outbound to fintech accounts\n- Ranked #2 of 18 SDRs for conversations per day'

export const weakPitch =
  "We are Dataloom. We are the leading AI-powered data platform. We have 200 customers and we won three awards this year. We integrate with everything and we are growing fast. We'd love to show you our demo."

/** A strong and a weak SDR phone screen (shared by the unit tests and the e2e spec). */
export const strongSdrScreen = [
  'I taught maths for six years at Riverside High. Last year I ran the parent outreach for my year group: I called 30 parents a week, and as a result attendance went up by 12%. That is when I realised I like selling ideas.',
  'Because I want a job where my effort shows up in a number. At Riverside I set up a weekly call list and tracked every reply, which led to 40 parents joining the workshops.',
  'That is a fair concern. When I started the outreach, half the parents never called back. I changed my script and tried evenings instead, and in the end 70% replied, so I know rejection is part of the process.',
  'When our fundraiser lost its sponsor in March, I called 25 local businesses in two weeks. Most said no, but I kept going, and as a result we signed three sponsors and raised 4,000 dollars.',
  'What does a great first 90 days look like for an SDR at Northbeam?',
]

export const weakSdrScreen = ['I like people.', 'Money.', 'I am good.', 'Yes.', 'No questions.']

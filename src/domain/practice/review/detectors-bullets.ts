import type { ReviewDetector } from './detector-types'

/** Resume bullets: a duty or a done verb at the start, and a result. */
export const bulletDetectors: Record<'weakStart' | 'strongStart' | 'result', ReviewDetector> = {
  weakStart: {
    looksFor: 'a bullet that opens with a duty instead of what you did',
    cues: [],
    patterns: [
      /^(responsible for|helped|helping|assisted|assisting|worked on|worked with|working on|duties included|tasked with|participated in|involved in|in charge of|handled|supported|was|did)\b/i,
    ],
    examples: {
      hit: ['Responsible for prospecting new accounts', 'Helped the team with cold calling'],
      miss: ['Booked 47 qualified meetings in Q3', 'Led a team of 6 SDRs'],
    },
  },
  strongStart: {
    looksFor: 'a bullet that opens with a past-tense action verb',
    cues: [],
    patterns: [
      /^[a-z]+ed\b/i,
      /^(led|built|ran|won|grew|sold|drove|made|beat|took|wrote|hit|set|cut|became|brought|taught|began|found|kept|met|spoke|overcame|rebuilt|oversaw)\b/i,
    ],
    examples: {
      hit: ['Exceeded annual quota by 22%', 'Grew catering revenue 38% in a year'],
      miss: ['Teacher for 7 years', 'Cold calling and emails'],
    },
  },
  result: {
    looksFor: 'what the work led to: a rise, a cut, a rank, quota, a record',
    cues: [
      'resulting in',
      'which led',
      'leading to',
      'increas*',
      'grew',
      'growing',
      'raised',
      'raising',
      'reduc*',
      'cut',
      'cutting',
      'saved',
      'saving',
      'improv*',
      'boost*',
      'exceed*',
      'beat',
      'ranked',
      'promoted',
      'record',
      'largest',
      'fastest',
      'top',
      'quota',
      'target',
      'award*',
      'generat*',
      'sourced',
      'closed',
      'booked',
      'won',
    ],
    patterns: [/\$\s?\d/, /\d\s?%/, /#\d/, /\bfrom \S+ .{0,20}\bto \S+/i],
    examples: {
      hit: [
        'Grew net revenue retention from 94% to 108%',
        'Ranked #2 of 18 SDRs for conversations per day',
      ],
      miss: ['Worked on CRM hygiene', 'Mentored new hires'],
    },
  },
}

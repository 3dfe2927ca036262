import otherPeopleFile from '../data/rules/other-people.json'
import { otherPeopleFileSchema } from './rule-schemas'

/**
 * Whose event a message reports. The job-loss and PIP cues read "fired" or "laid off" wherever it
 * stands, but "my boss got fired", "can they let me go if I decline?" and "they let go of everyone
 * except me" are not the person's own job loss. These rewrites run on normalised text, before
 * triage and the cue tables, and replace such phrases with words that raise no event.
 */

/** People whose job loss or PIP a message may report, as data (data/rules/other-people.json). */
const otherPeople = otherPeopleFileSchema.parse(otherPeopleFile).people.join('|')

const who = `(?:new |old |former |previous |last |other )?(?:${otherPeople})s?`
/** "Two people on my team", "half the team", "some of my coworkers". */
const several = `(?:two|three|four|five|six|some|several|a few|a couple of|half|most|many|\\d+) (?:of )?(?:the |my |our )?(?:people|ppl|reps|team|${otherPeople})s?(?: on| in| from| at)?(?: my| our| the)?(?: team| office| company| firm)?`
const subject = ` ((?:my|our|a|the|another|his|her) ${who}|${several}|he|she)`
const was =
  ' (?:just )?(?:got|was|were|has been|have been|had been|is being|are being|is getting|are getting|is going to be|will be) (?:just )?'

/**
 * "My boss got fired", "5 reps were let go": news about someone else, which may worry the person
 * ("their jobs" is what the job-security card listens for), and "she was put on a PIP".
 */
const someoneElseLost = new RegExp(
  `${subject}(?: who)?${was}(?:fired|laid off|let go|terminated|sacked|cut)(?= )`,
  'g',
)
const someoneElsePip = new RegExp(`${subject}${was}(?:put|placed) on (?:a )?pip(?= )`, 'g')

/**
 * "Can they let me go if I decline?", "could I be fired for this?": a risk, not an event. "If I
 * get fired, can I claim unemployment?" stays: it asks about life after a firing.
 */
const whatIf = new RegExp(
  ' (?:(?:can|could|will|would|might|may|before) (?:they|he|she|my boss|my manager|the company|my company|my employer) (?:fire me|let me go|lay me off|terminate me)' +
    '|(?:can|could|might|may|will|would) i (?:be|get) (?:fired|let go|laid off|terminated))(?= )',
  'g',
)

/**
 * Fear of a firing that has not happened: "am I getting fired?", "paranoid that this is a you're
 * getting fired meeting", "if they were going to fire me, wouldn't they have done it already?".
 */
/**
 * "What if he fires me for refusing?": a consequence feared inside another problem (an ask to
 * mislead, a complaint), asked as the next step of that problem, not news of a firing.
 */
const whatIfFired =
  / what if (?:they|he|she|my (?:boss|manager)|the company) (?:fires? me|terminates? me|lets? me go)(?= )/g

const fearedFiring = new RegExp(
  ' (?:(?:am i|(?:do you think|think|if|whether) (?:i am|im)) (?:getting|going to (?:be|get)|about to (?:be|get)) (?:fired|let go|laid off|terminated)' +
    '|(?:worried|worry|scared|afraid|fears?|concerns?|paranoid)(?: [a-z]+){0,2} (?:of|about) (?:being|getting) (?:fired|let go|laid off|terminated)' +
    '|youre (?:getting |being )?fired meeting' +
    '|if (?:they|he|she) (?:were|was) going to (?:fire me|let me go|lay me off))(?= )',
  'g',
)

/**
 * Lies told about the person ("the review contains a lie that a co-worker told my boss", "she
 * spreads lies about me"): a false account to answer, not a request to mislead anyone.
 */
const liesAboutMe = new RegExp(
  ` (?:(?:a|the) lies? (?:that |which )?(?:${who}|someone|somebody|he|she|they|another [a-z]+(?: [a-z]+)?) (?:told|said|made up|spread)` +
    '|(?:told|telling|spread|spreading|spreads|tells) lies about me|lied about me)(?= )',
  'g',
)

/** Once a lie about the person is named, "am I confirming the lie?" later refers to it. */
const theLieAgain = / (?:the|that|this) lie(?= )/g

/**
 * "My territory got cut in half", "my base was cut": something of the job was cut, not the job.
 * The role, the position or the team being cut stays a job loss.
 */
const payCut =
  / (commissions?|pay|salary|base|bonus|rate|benefits) (got|was|were|has been|have been) cut(?= )/g
const shareCut =
  / (territory|quota|accounts|leads|budget|hours|expenses) (got|was|were|has been|have been) cut(?= )/g

/** "They let go of all the sales staff except me": the person kept the job. */
const survivor =
  / (?:let go|laid off|fired) (?:of )?(?:all|most|half|everyone|everybody|the rest)(?: [a-z]+){0,4} (?:except|but) me(?= )/g

/**
 * Layoffs rumoured, announced or expected ("headed for yet another downsizing", "a rumor that
 * many people will be fired in January"): nobody has lost a job yet, and the question is how to
 * prepare. Written as one phrase the job-security card listens for.
 */
const layoffsAhead = new RegExp(
  ' (?:rumou?rs?|rumou?red|possib(?:le|ility)|upcoming|announced|expect(?:ed|ing)?|plann(?:ed|ing)|headed for)' +
    '(?: of| that| for)?(?: yet)?(?: another| more| a| the| significant| big| major| some)*' +
    ' (?:layoffs?|downsizing|restructuring|round of cuts|job cuts|redundancies)(?= )',
  'g',
)

export function ownEventsOnly(text: string): string {
  return text
    .replace(someoneElseLost, ' $1 lost their jobs')
    .replace(someoneElsePip, ' $1 got a warning')
    .replace(whatIf, ' could put my job at risk')
    .replace(whatIfFired, ' what if i lose my job')
    .replace(fearedFiring, ' could put my job at risk')
    .replace(liesAboutMe, ' a false account of me')
    .replace(theLieAgain, (match, _offset: number, whole: string) =>
      whole.includes(' a false account of me ') ? ' the false account' : match,
    )
    .replace(survivor, ' cut the others but kept me')
    .replace(layoffsAhead, ' layoffs may be coming')
    .replace(payCut, ' $1 cut')
    .replace(shareCut, ' $1 shrank')
}

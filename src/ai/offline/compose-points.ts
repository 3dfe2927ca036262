import { contentStems, normalise, wordWeight } from './understand'
import { pickSome } from './variation'

/** A point shares this much distinctive wording with the message before it counts as asked for. */
const askedFor = 1.5

/** "Asking if I've signed it" is no condition: "if" there means whether. */
/** A condition ends where the question starts again: "if he does this, should I be looking?". */
const condition =
  /(?<! (ask|asks|asked|asking|wonder|wondering|know|check)) (if|when) (?:(?! (?:should|can|could|do|does|will|would|is|am|are) (?:i|it|we|you) )[^?.!])*/g

/**
 * The part of a short question that asks, without its condition: in "can I get unemployment if
 * they fire me?" the point wanted is about unemployment, not about being fired. A question that
 * is all condition ("what if they fire me?") is kept whole.
 */
export function askedPart(message: string): string {
  if (message.trim().split(' ').length > 20) return message
  const main = message.replace(condition, ' ')
  return contentStems(main).length > 0 ? main : message
}

/**
 * At most `count` of a card's points: the ones the message asks about first (a fired rep asking
 * about unemployment gets the unemployment point, whatever the seed), then seeded variety.
 * `asked` says how many lead because the message asked about them. `topic` is the card's title,
 * then its own cues (topicWordsOf). `whole` is the message before `askedPart` took its condition
 * away: "if i tell them i have adhd" is no ask, but it is the case.
 */
export function pointsFor(
  points: readonly string[],
  message: string,
  count: number,
  seed: number,
  topic: readonly string[] = [],
  whole = message,
): { points: string[]; asked: number } {
  // The topic's own words ("pip" on the PIP card) chose the card; where several points use them
  // they cannot choose among those points. A topic word only one point uses still singles it out
  // ("interviewing elsewhere" finds the job-search card and its point about telling your boss).
  const pointStems = points.map((point) => new Set(contentStems(point)))
  const inPoints = (stem: string) => pointStems.filter((stems) => stems.has(stem)).length
  const [title = '', ...cueWords] = topic
  const known = new Set([
    ...contentStems(title),
    ...cueWords.flatMap(contentStems).filter((stem) => inPoints(stem) !== 1),
  ])
  const stems = new Set(contentStems(message))
  const said = new Set(contentStems(whole))
  const onlyTopic = namesOnlyTopic(message, title)
  const asked = new Set([...stems].filter((stem) => !known.has(stem)))
  const scored = points
    .map((point, index) => ({
      point,
      index,
      score:
        [...(pointStems[index] ?? [])]
          .filter((stem) => asked.has(stem))
          .reduce((sum, stem) => sum + wordWeight(stem), 0) +
        (quotesAsked(point, message) ? askedFor * 2 : 0) +
        (opensOnAsked(point, asked) ? openerWeight : 0) +
        (!onlyTopic && labelIsAsked(point, stems) ? askedFor : 0),
    }))
    .filter(
      (p) =>
        p.score >= (caseSaid(p.point, said) ? askedFor : askedFor * 1.25) &&
        circumstanceSaid(p.point, stems),
    )
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
  const chosen = new Set(scored.map((p) => p.point))
  // Points for one case ("A manager who takes credit ...", "Employer bankrupt?") come only when
  // asked: given unasked, they answer a situation the person may not be in (weekend messages to
  // someone shouted at in front of the team). Fewer bullets beat a wrong one.
  const left = points.filter((point) => !chosen.has(point) && !forOneCase(point))
  const general = pickSome(left, count - chosen.size, seed)
  return { points: [...chosen, ...general], asked: chosen.size }
}

/**
 * "With kids at home: ..." is for people who said so: a word of its circumstance must be in the
 * message, not only a word of its advice ("apply" had brought it to a nurse without children).
 */
function circumstanceSaid(point: string, stems: ReadonlySet<string>): boolean {
  const label = /^With ([^.:;!?]{0,40}):/.exec(point)?.[1]
  return label === undefined || contentStems(label).some((stem) => stems.has(stem))
}

/**
 * A point for one case is asked for by a word of its case; words only of its advice must say
 * more: "nothing worked" is no ask for 'Offering to be a reference ...? ... say nothing about why'.
 */
function caseSaid(point: string, stems: ReadonlySet<string>): boolean {
  if (!forOneCase(point)) return true
  // A question is its case whole; 'For "a", "b" or "c":' runs to the colon; a condition to its comma.
  const opening =
    /^[^.:;!]{0,90}\?|^For "[^:]*|^(?:[^.:;!?,(]|\([^)]*\))*/.exec(point)?.[0] ?? point
  return contentStems(opening).some((stem) => stems.has(stem))
}

/** "what do I do about my manager" only names the card ("a difficult manager"), no case of it. */
export function namesOnlyTopic(message: string, title: string): boolean {
  const [stems, titleStems] = [contentStems(message), contentStems(title)]
  return stems.length > 0 && stems.every((stem) => titleStems.includes(stem))
}

/** The lead a point gets when its opening question holds a word asked: "Sign it or not? ...". */
const openerWeight = 0.1

/**
 * Among points sharing the asked words, the one whose opening question is made of them answers
 * the question itself; the others only mention it ("before you sign a release").
 */
function opensOnAsked(point: string, asked: ReadonlySet<string>): boolean {
  const opener = /^([^.:;!]{0,80})\?/.exec(point)?.[1]
  return opener !== undefined && contentStems(opener).some((stem) => asked.has(stem))
}

/**
 * A short ask made only of a point's label ("what will they ask?" and "What they usually ask:
 * ...") asks for that point, though its words are too common to single it out by weight.
 */
function labelIsAsked(point: string, asked: ReadonlySet<string>): boolean {
  if (asked.size === 0 || asked.size > 2) return false
  const label = /^([^.:;!?]{0,40}):/.exec(point)?.[1]
  const inLabel = new Set(contentStems(label ?? ''))
  return label !== undefined && [...asked].every((stem) => inLabel.has(stem))
}

/** A point that opens on its case: a question ("Too old?"), a condition, or "a manager who". */
export function forOneCase(point: string): boolean {
  return (
    /^[^.:;!]{0,90}\?/.test(point) ||
    // "If you can, tell one person you trust" is for anyone; "If the plan changed" is a case.
    /^(If (?!you can\b)|When |For "|Once |After |Before )/.test(point) ||
    /^With [^.:;!?]{0,40}:/.test(point) ||
    /^An? [a-zA-Z ]{0,40} (who|arriving|bringing|being|soon after)\b/.test(point)
  )
}

/**
 * A point that quotes a question ('For "why sales?": ...') answers it when the message asks the
 * same words, however common they are: "why" and "sales" alone would never single it out.
 */
export function quotesAsked(point: string, message: string): boolean {
  const quoted = [...point.matchAll(/"([^"]{4,60})"|\u201c([^\u201d]{4,60})\u201d/g)]
  const words = (text: string) =>
    ` ${text
      .replace(/[^a-z0-9 ]/g, ' ')
      .split(/ +/)
      .filter(Boolean)
      .join(' ')} `
  const said = words(message)
  return quoted.some((m) => {
    const phrase = words(normalise(m[1] ?? m[2] ?? '').text)
    return phrase.trim() !== '' && said.includes(phrase)
  })
}

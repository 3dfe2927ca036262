import { contentStems, wordWeight } from './understand'
import { pickSome } from './variation'

/** A point shares this much distinctive wording with the message before it counts as asked for. */
const askedFor = 1.5

/**
 * At most `count` of a card's points: the ones the message asks about first (a fired rep asking
 * about unemployment gets the unemployment point, whatever the seed), then seeded variety.
 * `asked` says how many lead because the message asked about them. `topic` is the card's title,
 * then its own cues (topicWordsOf).
 */
export function pointsFor(
  points: readonly string[],
  message: string,
  count: number,
  seed: number,
  topic: readonly string[] = [],
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
  const asked = new Set(contentStems(message).filter((stem) => !known.has(stem)))
  const scored = points
    .map((point, index) => ({
      point,
      index,
      score: [...(pointStems[index] ?? [])]
        .filter((stem) => asked.has(stem))
        .reduce((sum, stem) => sum + wordWeight(stem), 0),
    }))
    .filter((p) => p.score >= askedFor)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
  const chosen = new Set(scored.map((p) => p.point))
  const rest = pickSome(
    points.filter((point) => !chosen.has(point)),
    count - chosen.size,
    seed,
  )
  return { points: [...chosen, ...rest], asked: chosen.size }
}

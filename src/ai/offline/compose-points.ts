import { contentStems, wordWeight } from './understand'
import { pickSome } from './variation'

/** A point shares this much distinctive wording with the message before it counts as asked for. */
const askedFor = 1.5

/**
 * At most `count` of a card's points: the ones the message asks about first (a fired rep asking
 * about unemployment gets the unemployment point, whatever the seed), then seeded variety.
 * `asked` says how many lead because the message asked about them. `topic` is the card's own
 * cues and title.
 */
export function pointsFor(
  points: readonly string[],
  message: string,
  count: number,
  seed: number,
  topic: readonly string[] = [],
): { points: string[]; asked: number } {
  // The topic's own words ("pip" on the PIP card) chose the card; they cannot choose among its
  // points.
  const known = new Set(topic.flatMap(contentStems))
  const asked = new Set(contentStems(message).filter((stem) => !known.has(stem)))
  const scored = points
    .map((point, index) => ({
      point,
      index,
      score: [...new Set(contentStems(point))]
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

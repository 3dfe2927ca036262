import { capitalise, lowerFirst, trimEnd } from './text-lines'

/** Resume bullets rewritten: a duty turned into what was done ("Responsible for managing" -> "Managed"). */

const irregularIngStems: Record<string, string> = {
  runn: 'ran',
  lead: 'led',
  build: 'built',
  sell: 'sold',
  writ: 'wrote',
  winn: 'won',
  mak: 'made',
  tak: 'took',
  sett: 'set',
  cutt: 'cut',
  meet: 'met',
  driv: 'drove',
  grow: 'grew',
  bring: 'brought',
  teach: 'taught',
  speak: 'spoke',
  find: 'found',
  hold: 'held',
  keep: 'kept',
  send: 'sent',
  spend: 'spent',
  beginn: 'began',
  gett: 'got',
}

const irregularBases: Record<string, string> = {
  drive: 'drove',
  grow: 'grew',
  build: 'built',
  run: 'ran',
  sell: 'sold',
  win: 'won',
  lead: 'led',
  make: 'made',
  set: 'set',
  cut: 'cut',
}

/** "prospect" (from "prospecting") -> "prospected"; "runn" -> "ran"; "manag" -> "managed". */
function pastOfIngStem(stem: string): string {
  return irregularIngStems[stem.toLowerCase()] ?? `${stem}ed`
}

/** "drive" -> "drove", "close" -> "closed", "book" -> "booked". */
function pastOfBase(verb: string): string {
  const known = irregularBases[verb.toLowerCase()]
  if (known) return known
  if (verb.endsWith('e')) return `${verb}d`
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ied`
  return `${verb}ed`
}

const baseVerbs =
  /^(drive|grow|build|run|sell|win|lead|make|close|launch|increase|reduce|improve|create|develop|manage|generate|book|open|set|cut|expand|onboard|train|implement|design|deliver|source|secure|land)$/i

export function actionVerbAlternative(bullet: string): string {
  const line = trimEnd(bullet)
  const duty =
    /^(?:responsible for|in charge of|tasked with|duties included|helped(?: to)?|assisted(?: with)?|supported)\s+(\w+)ing\b(.*)$/i.exec(
      line,
    )
  if (duty?.[1] !== undefined) {
    return `${capitalise(pastOfIngStem(duty[1]))}${duty[2] ?? ''} [how many, how much].`
  }
  const helpedDo = /^(?:helped|assisted|supported)(?: to)? (\w+)\b(.*)$/i.exec(line)
  if (helpedDo?.[1] !== undefined && baseVerbs.test(helpedDo[1])) {
    return `${capitalise(pastOfBase(helpedDo[1]))}${helpedDo[2] ?? ''} [how many, how much].`
  }
  const helpedWith =
    /^(?:helped|assisted|supported) ((?:the |my |our )?(?:\w+ )?(?:team|manager|managers|reps|aes|customers|clients)) with (.+)$/i.exec(
      line,
    )
  if (helpedWith?.[2] !== undefined) {
    return `[Ran/Co-led] ${helpedWith[2]} for ${helpedWith[1] ?? 'the team'} [how many, how much].`
  }
  const rest = line.replace(
    /^(?:responsible for|in charge of|tasked with|duties included|helped|assisted|supported|worked on|worked with|participated in|involved in|was|did|handled)\s+/i,
    '',
  )
  return `[Ran/Built/Closed] ${lowerFirst(rest)} [how many, how much].`
}

export function resultAlternative(bullet: string): string {
  return `${trimEnd(bullet)}, [resulting in: % of quota, $ pipeline or a rank].`
}

import { feelingOf } from './feeling'
import { normalise } from './normalise'

/** A plan the user states ("I'll ask my manager on Friday"), worded for reading back. */

const maxPlanChars = 90

/** Memory is read back to the user: "my manager" becomes "your manager". */
function secondPerson(phrase: string): string {
  const swaps: Readonly<Record<string, string>> = {
    my: 'your',
    me: 'you',
    i: 'you',
    mine: 'yours',
    myself: 'yourself',
    im: 'you are',
  }
  return phrase.replace(/\b[A-Za-z]+\b/g, (w) => swaps[w.toLowerCase()] ?? w)
}

/** The few words before the "I'll" name a feeling (nerves, self-doubt) or a worry or hope. */
function fearBefore(text: string): boolean {
  // "I'm nervous but I'll practise tonight" is a plan: a "but" or "so" turns from the feeling.
  const lastWords = (
    normalise(text)
      .text.split(/\b(?:but|so|anyway)\b/)
      .pop() ?? ''
  )
    .trim()
    .split(/\s+/)
    .slice(-4)
    .join(' ')
  return (
    feelingOf(` ${lastWords} `) !== undefined ||
    /\b(worried|worry|worries|hope|hoping|what if|afraid that|scared that|know)$/.test(lastWords)
  )
}

/** "I'll ask my manager for the criteria on Friday" -> "ask my manager for the criteria on Friday". */
export function commitmentOf(message: string): string | undefined {
  // A quoted draft ("I'll make the handoff smooth", written for a boss) is words to send, not a
  // plan told to Becky.
  const own = message.replace(/["\u201c][^"\u201d]*(?:["\u201d]|$)/g, ' ')
  const match =
    /\b(?:I will|I'll|Ill|I’ll|I'm going to|I’m going to|I am going to|I plan to|I'm planning to|I’m planning to)\s+([^.!?\n]{6,})/i.exec(
      own,
    )
  const phrase = match?.[1]?.trim()
  // "do that" refers to Becky's step (handled by the caller); "get fired" and "freeze up" are
  // fears, not plans; "I'll own that" and "I'll admit" grant a point.
  if (
    phrase === undefined ||
    /^((do|try) (that|it|this)|be|have been|get|lose|fail|never|find (reasons|excuses|a reason|an excuse)|have to|need|die|end|kill|hurt|freeze|blank|choke|mess|screw|bomb|panic|forget|cry|own (that|it|this|up)|admit|grant|give you that)\b/i.test(
      phrase,
    )
  ) {
    return undefined
  }
  // "I'm nervous I'll ...", "worried I'm going to ...", "I hope I'll ...": a fear or a wish.
  if (fearBefore(own.slice(0, match?.index ?? 0))) return undefined
  return secondPerson(phrase).length > maxPlanChars
    ? `${secondPerson(phrase)
        .slice(0, maxPlanChars)
        .replace(/\s+\S*$/, '')}…`
    : secondPerson(phrase)
}

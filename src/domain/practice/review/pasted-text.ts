import { detects, pronounCounts } from './review-detectors'
import { splitText, wordsIn } from './text-parts'

/**
 * Is a chat message a pasted piece of writing to review ("review my pitch: ...", an email with a
 * subject line, a LinkedIn note, a voicemail script, resume bullets), or a person describing
 * their situation or asking about their career (which may name pitches, emails or ramp time)?
 * Read in two steps: an ask to review followed by the text ("<ask>: <text>"), else the message's
 * own shape. The labelled table in testing/pasted-messages.ts measures it.
 */

/**
 * Where an ask can end and the text begin: a colon, a new line, a dash, an end mark, or the space
 * before an opening quote ('is it ok "Hi, I've been thinking...').
 */
const separator = /:\s|:$|\n|\s[-—–]\s|[?.!](?=\s)|\s(?=["“])/gm
// "A performance review" or "a pipeline review" is a meeting, not an ask to review a text.
const leadWords =
  /\b((?<!(performance|annual|quarterly|pipeline|year-end|mid-year|salary|pay) )review|look at|check|critique|rate|score|grade|tear apart|roast|improve|rewrite|edit|proofread|fix|polish|feedback|thoughts|think of|what about|is this|how'?s this|here'?s|here is|here goes|it goes|goes like|draft|drafted|pitch|e-?mail|linkedin|inmail|note|message|dm|voicemail|script|bullets?|resume|cv|opener|subject line|cover letter|(how )?does (this|that|it) (work|sound|read|look)|be honest|what i wrote|like this)\b/i
/**
 * An ask about sending or saying one's own draft: "what i was going to send back", "this is what
 * i'd say", "what if i say this to him", "i wrote this to send to HR", "this is my reply", "too pushy?", "the slack".
 */
const sendWords =
  /\b((going|about|planning|want|wanted) to (send|say)|gonna (send|say)|(thinking|thought) (of|about) sending|send(ing)? (him|her|them) this|(if|should|can|could) i (say|send) this|i wrote this|to send to|to send (him|her|them|my)|what i('d| would) say|my reply|send (it |this )?back|i('d| would) send|i drafted|slack|teams message|too (pushy|blunt|harsh|aggressive|soft|long|much|needy|passive|formal|vague|casual))\b/i
/** Said about one's own situation: a description, not the text itself. */
const situation =
  /\b(my (manager|boss|team lead|ae|sdr|territory|ramp|quota|pipeline|pitch|e-?mails?|voicemails?|resume|cv)\b|i keep\b|keeps? (saying|getting)|i got feedback|they (said|say|told)|i('ve| have)? sent\b|i wrote\b|no ?one replies|nobody (answers|replies))/i
/** An ask that is about someone else's words ("here's what my manager sent me: ..."). */
const othersWords =
  /\b((?<!\b(to|for|with|email|message|ask|tell|send|slack|ping) )my (manager|boss|team lead|ae|sdr|recruiter|mentor|vp)\b(?! (interview|role|job|position))|(sent|gave) me\b|told me\b(?! to )|is (this|that|it) (fair|normal|legal|standard|common|a red flag|a lowball)\b|what does (this|that|it) mean\b)/i
/** The ask claims the text as the person's own, so a manager named earlier is its reader. */
const ownDraft =
  /\b(my draft|my (cold )?(email|message|pitch|opener|script|voicemail)|i drafted|i('ve| have) (written|drafted)|i was going to send|i('m| am) (going|about|planning) to send|i want to send)\b/i
/** A question to the coach about one's own career. */
const coachQuestion =
  /\b(how (do|can|should|would) (i|we)\b|how (short|long|many|much) should|should i\b|what should|what do i\b|where do i\b|is (it|that|this) (normal|ok|okay|good|bad|too|relevant|better|worth)\b|is \d+%?[^.?]{0,40}\bgood\b|am i\b|any (tips|advice)\b|can you help|help me\b|what('s| is) (a|the) (good|normal|best|difference)\b|what does .{1,40} mean\b|do recruiters\b|who usually\b|what('s| is) a normal\b|is (he|she|they) right\b)/i
const selfIntro =
  /\b(this is|it's|its|it is)\s+[A-Za-z][\w'-]*(?:\s[A-Z][\w'-]*)?\s*,?\s*(?:from|with|at|over at)\s+[A-Za-z]/i
const callBack =
  /\b(call me|give me a call|call back|calling (because|about)|i'm calling|my number|reach me|i'll try you|i'll send|i'll email)\b|\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/i
const pitchMarkers: readonly RegExp[] = [
  /\b(we|i) help\b/i,
  /\b(our|my) (\w+ )?(platform|product|tool|solution|software|app|service|dialer|demo|customers|clients)\b/i,
  /\bimagine\b/i,
  /\b(teams|companies|customers|clients|people) like\b/i,
  /\b(worth a (quick )?(look|chat|call)|open to a|would you be open|mind if i|want to see|curious how|how (are|do|does) (you|your))\b/i,
  /\bwe(?: are|'re) (?:the|a) (?:leading|top|fastest|only)\b/i,
]

function pitchScore(text: string): number {
  const { you } = pronounCounts(text)
  const markers = pitchMarkers.filter((p) => p.test(text)).length
  return markers + (you >= 2 ? 1 : 0) + (you >= 1 && detects('number', text) ? 1 : 0)
}

function bulletLike(line: string): boolean {
  return (
    (detects('strongStart', line) || detects('weakStart', line)) &&
    pronounCounts(line).you === 0 &&
    !/\?\s*$/.test(line)
  )
}

/** The text's own shape says it is a piece of writing: a subject, a letter, a voicemail, bullets, a pitch. */
function pieceLike(text: string, pitchBar: number): boolean {
  const parts = splitText(text)
  const words = wordsIn(text)
  if (words < 8) return false
  if (parts.subject !== null) return true
  if (parts.name !== null && !/^becky$/i.test(parts.name) && wordsIn(parts.body) >= 8) return true
  if (parts.greeting !== null && (parts.signOff !== null || selfIntro.test(text))) return true
  if (selfIntro.test(text) && callBack.test(text)) return true
  const lines = text.split('\n').filter((l) => l.trim() !== '')
  // One line that asks something ("whats normal to tip a barber? going after this") is no bullet.
  const oneLine = lines.length === 1 && !text.includes('?') ? lines : []
  const bullets = parts.bullets.length > 0 ? parts.bullets : oneLine
  if (bullets.length > 0 && bullets.filter(bulletLike).length * 2 > bullets.length) {
    return pronounCounts(text).me === 0 || bullets.length >= 2
  }
  return pitchScore(text) >= pitchBar
}

const unquote = (text: string) =>
  text
    .trim()
    .replace(/^["'“‘]+/, '')
    .replace(/["'”’]+$/, '')
    .trim()

/** The longest ask before a pasted text: "i wrote this linkedin message to an SE manager at a company i like, is it any good:". */
const maxAskWords = 20

/** A cut inside quotes is part of the text ("Hey - following up ..."), not the end of the ask. */
const insideQuotes = (lead: string) => (lead.match(/["“”]/g) ?? []).length % 2 === 1

/**
 * The ask before a cut: all of it, or before a colon only its last sentence, since people tell
 * the story first ("what do i say to our champion? she went to bat for us ... this is my draft:").
 */
function askOf(lead: string, mark: string): string {
  // "...so theres a record. like this? \"Hi Jane...\"": the ask is the last sentence before the mark.
  return /^[:?.!]/.test(mark) ? (lead.split(/[.?!]\s+|\n/).at(-1) ?? lead) : lead
}

function separators(text: string): { index: number; mark: string }[] {
  return [...text.matchAll(separator)]
    .map((m) => ({ index: m.index, mark: m[0] }))
    .filter((cut) => {
      const lead = text.slice(0, cut.index)
      return !insideQuotes(lead) && wordsIn(askOf(lead, cut.mark)) <= maxAskWords
    })
}

/** Quotes round all of what follows the ask mark it as the text, as firmly as a colon does. */
const quotedWhole = (raw: string) => /^\s*["“']/.test(raw) && /["”'][.!?]?\s*$/.test(raw)

/** A quoted draft with a short question after it ('"..." too passive aggressive?'): the draft. */
const quotedThenAsk = (raw: string) =>
  /^\s*["“]([^"”]{20,})["”][.!?]?\s+([^"“”]{1,60})$/.exec(raw)?.[1]

/**
 * An opener told as a scene ('"Hi, this is Jill ..." they say good. then "I just wanted to ..."'):
 * the quoted lines are the text, the narration around them is not.
 */
function spokenLines(raw: string): string | undefined {
  const lines = [...raw.matchAll(/["“]([^"”]+)["”]/g)]
    .map((m) => (m[1] ?? '').trim())
    .filter((line) => wordsIn(line) >= 4)
  return lines.length >= 2 ? lines.join(' ') : undefined
}

const spokenAsk =
  /\b(in (the |my |an )?interviews?|interview answer|about yourself|phone screen|my answer (for|to) (why|what|how|the|")|(this is|here is|heres|here.s) my answer|this is (what|how) i (said|answered)|how i answered)(\b|$)/i

/** An interview answer pasted in: the words before it (the ask) and the answer itself. */
export interface SpokenAnswer {
  ask: string
  answer: string
}

/**
 * An answer the person means to say in an interview, after their ask ("my answer for why im
 * leaving teaching: ..."): its words are a draft to coach, not how the person feels now.
 */
export function spokenAnswerIn(message: string): SpokenAnswer | undefined {
  const text = message.trim()
  // The last cut: "they asked "tell me about a time...". this is what i said: "..."" quotes the
  // question before the answer.
  for (const cut of [...separators(text)].reverse()) {
    const ask = askOf(text.slice(0, cut.index), cut.mark)
    const answer = unquote(text.slice(cut.index + cut.mark.length))
    if (spokenAsk.test(ask) && wordsIn(answer) >= 8)
      return { ask: text.slice(0, cut.index), answer }
  }
  return undefined
}

/** The text after an ask to review it ("review my pitch: ..."), when that is what the message is. */
function fromAsk(text: string, cut: { index: number; mark: string }): string | undefined {
  const lead = text.slice(0, cut.index)
  const ask = askOf(lead, cut.mark)
  const after = text.slice(cut.index + cut.mark.length)
  const draft = quotedThenAsk(after)
  const raw = draft === undefined ? after : `"${draft}"`
  const rest = spokenLines(raw) ?? unquote(raw)
  const asksIn = (words: string) => leadWords.test(words) || sendWords.test(words)
  // "can you look at this before i send it? and should i cc hr on it: "Hi..."": the ask to review
  // may sit a sentence before the colon when the text after it is quoted whole.
  const before = lead
    .split(/[.?!]\s+|\n/)
    .slice(-2)
    .join(' ')
  const asks = asksIn(ask) || (quotedWhole(raw) && asksIn(before))
  const others = othersWords.test(lead) && !ownDraft.test(lead)
  // An answer to say in an interview is coached as one, not scored as a pitch or an email.
  const spoken = spokenAsk.test(ask)
  if (!asks || others || spoken || wordsIn(rest) < 8) return undefined
  if (pieceLike(rest, 2)) return rest
  const quoted = quotedWhole(raw)
  const strong = quoted || /^(:|\n|\s[-—–]\s)/.test(cut.mark)
  const split = splitText(rest)
  const describes = !quoted && situation.test(rest) && split.greeting === null
  // A question inside a quoted draft ("Can you help me understand...") is the draft's own.
  return strong && !describes && (quoted || !coachQuestion.test(rest)) ? rest : undefined
}

/** The text to review inside a chat message, or undefined when the message is not one. */
export function pastedTextIn(message: string): string | undefined {
  const text = message.trim()
  if (wordsIn(text) < 8) return undefined
  // '"Full-time Family Caregiver (3 years). Managed ..." does that sound pathetic': the draft.
  const draft = quotedThenAsk(text)
  if (draft && leadWords.test(text.slice(text.search(/["”][.!?]?\s+[^"“”]{1,60}$/)))) return draft
  // "<ask to review>: <the text>", the ask ending at any of the first few separators.
  const found = separators(text)
    .map((cut) => fromAsk(text, cut))
    .find((rest) => rest !== undefined)
  if (found !== undefined) return found
  if (/\bbecky\b/i.test(text)) return undefined
  const parts = splitText(text)
  const named = parts.name !== null
  if (parts.subject !== null) return text
  if (coachQuestion.test(text) && !named) return undefined
  if (situation.test(text) && !named && parts.greeting === null) return undefined
  return pieceLike(text, 3) ? text : undefined
}

export function looksLikePastedText(message: string): boolean {
  return pastedTextIn(message) !== undefined
}

export { formatNamedIn } from './named-format'

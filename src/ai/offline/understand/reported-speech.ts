import distressFile from '../data/distress.json' with { type: 'json' }
import { crisisShape } from './crisis-patterns'
import { plainWords } from '@/domain/coaching'

/**
 * Words someone else said, quoted ("on his way out he said 'some days I don't see the point'"),
 * are theirs: the person is worried about them, not in distress or crisis themselves. A quote
 * with words of distress or self-harm becomes a plain marker, before any reading, which the card
 * for someone who may be struggling finds by its cues.
 */

/** Who the person may be telling about: the same list for what they said and for their tears. */
const others = '(he|she|they|my rep|a rep|my friend|my coworker|my colleague|my teammate)( just)?'

const speech = new RegExp(
  `\\b${others} (said|says|told me|tells me|wrote|texted me|messaged me)( something like| stuff like)?[:,]?\\s*["“'‘]([^"”’]{6,})["”’']`,
  'gi',
)

const { dark, hopeless, signs } = distressFile
const worryWords = [...dark, ...hopeless, ...signs].map(plainWords)

/** Someone else's tears ("do i tell HR he cried"), told by a manager or a colleague: theirs too. */
const tears = new RegExp(
  `\\b${others} (cried|(was|started) crying|broke down|burst into tears)\\b`,
  'gi',
)

export function ownWords(message: string): string {
  const told = message.replace(tears, '$1 was upset')
  return told.replace(speech, (whole, who: string, _just, _verb, _like, quote: string) => {
    const text = plainWords(quote)
    const worrying = crisisShape(text) || worryWords.some((words) => text.includes(words))
    return worrying ? `${who} said something that worried me` : whole
  })
}

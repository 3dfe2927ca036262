import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'

const converse = (messages: readonly string[]) => playTurns(messages, mayaContext)
/** The draft in a reply, without the quote marks. */
const quoteOf = (text = '') =>
  text
    .split('\n')
    .filter((line) => line.startsWith('>'))
    .map((line) => line.replace(/^> ?/, ''))
    .join('\n')
    .trim()

describe('revising a draft', () => {
  const [draft, shorter, casual, again, formal] = converse([
    'write me a linkedin message to a hiring manager at Gong',
    'make it shorter',
    'can you make it more casual',
    'too long still',
    'ok now more formal',
  ])

  it('makes the LinkedIn note shorter, inside the connection-note limit, with its facts kept', () => {
    const before = quoteOf(draft?.text)
    const after = quoteOf(shorter?.text)
    expect(after.length).toBeLessThan(before.length)
    expect(after.length).toBeLessThanOrEqual(300)
    expect(after).toContain('Gong')
    expect(after).toContain('Maya')
    expect(after).toMatch(/\?$/)
    expect(shorter?.text).toContain(`It is ${String(after.length)} characters`)
    expect(shorter?.situation).toBe('linkedin_outreach')
  })

  it('keeps it short when the tone changes to casual, and says so when asked to cut again', () => {
    expect(quoteOf(casual?.text)).toMatch(/^Hey \[first name\],/)
    expect(quoteOf(casual?.text)).toContain('I’m Maya')
    expect(quoteOf(casual?.text).length).toBeLessThanOrEqual(quoteOf(shorter?.text).length)
    expect(again?.text).toMatch(/about as short as it can be/)
    expect(quoteOf(again?.text)).toBe(quoteOf(casual?.text))
  })

  it('turns formal with the full words and a formal greeting', () => {
    expect(quoteOf(formal?.text)).toMatch(/^Dear \[first name\],/)
    expect(quoteOf(formal?.text)).not.toMatch(/I’m|Hey/)
  })

  it('shortens an email and keeps its subject and sign-off', () => {
    const [email, short] = converse([
      'can you write a follow up email after my discovery call',
      'shorter please',
    ])
    expect(quoteOf(short?.text).split(/\s+/).length).toBeLessThan(
      quoteOf(email?.text).split(/\s+/).length,
    )
    expect(quoteOf(short?.text)).toMatch(/^Subject: /)
    expect(quoteOf(short?.text)).toMatch(/Best, Maya$/)
  })

  it('reads "shorter" as a revision only right after a draft and in a short message', () => {
    const [, reply] = converse(['how do I get better at discovery calls', 'make it shorter'])
    expect(reply?.text).not.toMatch(/^Here is the .*, shorter:/)
    const [, story] = converse([
      'write me a linkedin message to a hiring manager',
      'my manager wants our calls shorter and I keep running over, how do I cut my talk track down',
    ])
    expect(story?.text).not.toMatch(/LinkedIn note/)
  })

  it('gives the gist of an ordinary reply when it is too long to read', () => {
    const [full, gist] = converse(['i got put on a pip today', 'too long, can you make it shorter'])
    expect(gist?.situation).toBe('pip')
    expect(gist?.text).toMatch(/^\*\*In short:\*\* Treat the PIP as two jobs at once/)
    expect(gist?.text).toMatch(/\*\*The one thing to do:\*\* Write back to your manager/)
    expect(gist?.text.length ?? 0).toBeLessThan((full?.text.length ?? 0) / 2)
    // The person's own name and the lead-in are dropped; nothing is added that was not said.
    const [, tldr] = converse(['how do i get better at discovery calls', 'tldr?'])
    expect(tldr?.text).toMatch(/^\*\*In short:\*\* Great discovery uncovers a problem/)
  })
})

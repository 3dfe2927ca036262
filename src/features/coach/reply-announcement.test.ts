import { describe, expect, it } from 'vitest'
import { replyAnnouncement } from './reply-announcement'

describe('replyAnnouncement', () => {
  it('says who replied and only the first sentence, without markdown marks', () => {
    const reply =
      'Sam, **short answer:** ask for the criteria in writing. Then:\n\n- Pull your numbers\n- Book a review'
    expect(replyAnnouncement(reply)).toBe(
      'Becky replied: Sam, short answer: ask for the criteria in writing.',
    )
  })

  it('cuts a very long first sentence at a word', () => {
    const long = `${'word '.repeat(80)}end.`
    const said = replyAnnouncement(long)
    expect(said.length).toBeLessThan(230)
    expect(said).toMatch(/word\.\.\.$/)
  })

  it('still announces an empty reply', () => {
    expect(replyAnnouncement('   ')).toBe('Becky replied.')
  })
})

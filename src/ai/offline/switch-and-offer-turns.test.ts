import { describe, expect, it } from 'vitest'
import { mayaContext } from '../testing/coach-fixtures'
import { playTurns } from '../testing/play-turns'
import { withShippedReader } from '../testing/shipped-reader-hooks'

/**
 * A teacher weighing the switch, a rep on a PIP, two offers: follow-ups played whole, with the
 * shipped reader, that Becky answered beside the question.
 */

await withShippedReader()

describe('a teacher weighing the switch', () => {
  const [, cut, hired] = playTurns(
    [
      "i'm a high school chemistry teacher, 8 years in, thinking about edtech sales",
      'would i have to take a pay cut? i make 62k',
      'how long would it take to get hired',
    ],
    mayaContext,
  )

  it('sets "a pay cut?" against the pay the person gave', () => {
    expect(cut?.text).toMatch(/against your \$62K/)
  })
  it('reads "how long to get hired" as breaking in, not the SDR-to-AE promotion', () => {
    expect(hired?.situation).toBe('breaking_in')
  })
})

describe('more turns on a PIP', () => {
  it('keeps the lead-in of a list, so a later reply never opens on a bare bullet', () => {
    const [, , decided] = playTurns(
      [
        "i'm 3 weeks into a PIP. 12 demos in 30 days, i'm at 4",
        'my manager barely talks to me now',
        'honestly i think they already decided',
      ],
      mayaContext,
    )
    expect(decided?.text).not.toMatch(/^- /)
  })
})

describe('an offer said to be easy to hit', () => {
  it('tells how to check "80% of reps hit it" before counting on it', () => {
    const [, , verify] = playTurns(
      [
        'got two offers. one is 70k base 140k OTE at a series B, other is 85k base 130k OTE at a public company',
        'the startup says ote is very achievable, 80% of reps hit it',
        'how do i verify that',
      ],
      mayaContext,
    )
    expect(verify?.situation).toBe('offer_comparison')
    expect(verify?.text).toMatch(/last four quarters/)
  })
})

describe('a deal that slipped', () => {
  it('gives words for telling the manager about the slip, not a resignation', () => {
    const [, , tell] = playTurns(
      [
        "my biggest deal just slipped to next quarter and i'm going to miss my number",
        'the champion says legal is slow',
        'how do i tell my manager',
      ],
      mayaContext,
    )
    expect(tell?.situation).toBe('deal_slipped')
    expect(tell?.text).toMatch(/moved the signature/)
  })
})

describe('a bartender asking about the roles', () => {
  it('explains what a BDR is, not a resume gap', () => {
    const [, , bdr] = playTurns(
      [
        "i'm a bartender, 29, thinking about getting into tech sales. is it too late",
        'how do i explain bartending on my resume',
        "what's a bdr",
      ],
      mayaContext,
    )
    expect(bdr?.situation).toBe('role_explainer')
    expect(bdr?.text).toMatch(/book meetings/)
  })
})

describe('a verbal offer, then silence', () => {
  const [ghosted, , , , coming] = playTurns(
    [
      'i got a verbal offer last week and now the recruiter is ghosting me',
      "it's been 6 days",
      'should i email the hiring manager directly',
      'what do i say',
      'they just replied, offer is coming tomorrow!!',
    ],
    mayaContext,
  )

  it('reads a recruiter gone quiet as the job search, not a prospect to chase', () => {
    expect(ghosted?.situation).toBe('job_search')
    expect(ghosted?.text).toMatch(/ask for the written offer/)
  })
  it('celebrates the offer on its way', () => {
    expect(coming?.situation).toBe('celebration')
  })
})

describe('an ICU nurse weighing device sales', () => {
  it('answers "would I lose my pension" with what stays vested', () => {
    const [, , , pension] = playTurns(
      [
        'im a nurse, 6 years in the ICU. burnt out and looking at medical device sales',
        'is it true device reps make 150k+',
        'how do i get my foot in the door with no sales experience',
        'would i lose my pension',
      ],
      mayaContext,
    )
    expect(pension?.text).toMatch(/vested/)
  })
})

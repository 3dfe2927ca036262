import { describe, expect, it } from 'vitest'
import { counterNote, payNote, quotaNote, rangeNote } from './compose-pay'
import { normalise, payOffersIn, quotaIn } from './understand'

const offersOf = (message: string) => payOffersIn(normalise(message).text)

describe('pay figures in a message', () => {
  it('reads base and OTE pairs in the order written', () => {
    expect(offersOf('One is 75k base 150k OTE, the other $95K base and $160K OTE.')).toEqual([
      { base: 75, ote: 150 },
      { base: 95, ote: 160 },
    ])
  })

  it('adds a variable to its base, and reads amounts written out in full', () => {
    expect(offersOf('They offered 85,000 salary and 60,000 commission.')).toEqual([
      { base: 85, ote: 145 },
    ])
  })

  it('ignores amounts that are not pay (a deal size, a quota) and a base with no variable', () => {
    expect(offersOf('I closed a 200k deal against a 900k quota.')).toEqual([])
    expect(offersOf('The base is 70k.')).toEqual([])
  })
})

describe('the pay note', () => {
  it('works two offers through: what is sure, what is at target, and below target', () => {
    const note = payNote([
      { base: 75, ote: 150 },
      { base: 95, ote: 160 },
    ])
    expect(note).toContain('$75K base + $75K variable ($150K OTE, 50% at risk)')
    expect(note).toContain('The second pays $20K more for sure and $10K more at target')
    expect(note).toContain('about $128K and $141K')
  })

  it('says nothing when the message has no offer', () => {
    expect(payNote([])).toBeUndefined()
  })
})

describe('one offer against the catalogue range of the role it names', () => {
  const sdr = { title: 'Sales Development Representative', salary: '$45K-$75K' }

  it('says where the OTE falls, with the range and its source', () => {
    expect(rangeNote({ base: 60, ote: 120 }, sdr)).toMatch(
      /^That \$120K OTE is above the Sales Development Representative range in the SalesPath catalogue \(\$45K-\$75K OTE, US, 2026 estimates\)/,
    )
    expect(rangeNote({ base: 50, ote: 70 }, sdr)).toContain('is within')
    expect(rangeNote({ base: 35, ote: 40 }, sdr)).toContain('is below')
  })

  it('says nothing when the catalogue gives no range to compare with', () => {
    expect(rangeNote({ base: 60, ote: 120 }, { title: 'X', salary: 'varies' })).toBeUndefined()
  })
})

describe('a counter for one offer', () => {
  const ae = { title: 'Account Executive', salary: '$80K-$150K' }

  it('asks about a tenth more inside the range, at most its top, and its bottom below it', () => {
    expect(counterNote({ base: 75, ote: 130 }, ae)).toContain('a counter toward $145K OTE')
    expect(counterNote({ base: 50, ote: 100 }, ae)).toContain('a counter toward $110K OTE')
    expect(counterNote({ base: 70, ote: 140 }, ae)).toContain('a counter toward $150K OTE')
    expect(counterNote({ base: 50, ote: 70 }, ae)).toContain('a counter toward $80K OTE')
  })

  it('moves the ask to base, ramp or sign-on when the OTE is already at the top', () => {
    expect(counterNote({ base: 90, ote: 160 }, ae)).toMatch(/higher base, a guaranteed ramp/)
  })
})

describe('a quota next to the OTE', () => {
  const quotaOf = (message: string) => quotaIn(normalise(message).text)

  it('reads a quota written as $1.1M, 900k or in full', () => {
    expect(quotaOf('70k base, 140k OTE, with a $1.1M annual quota')).toBe(1100)
    expect(quotaOf('my quota is 900k this year')).toBe(900)
    expect(quotaOf('a quota of $1,100,000')).toBe(1100)
    expect(quotaOf('I closed a 200k deal last month')).toBeUndefined()
  })

  it('says how many times the OTE the quota is', () => {
    expect(quotaNote(140, 1100)).toContain('Your $1.1M quota is about 7.9 times the $140K OTE')
    expect(quotaNote(140, 100)).toBeUndefined()
  })
})

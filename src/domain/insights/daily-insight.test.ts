import { describe, expect, it } from 'vitest'
import { roleIds } from '../catalogue'
import { dailyInsight, dayNumber, weeklyTip } from './daily-insight'
import { generalTips, roleTips } from './daily-tips'

const DAY = 24 * 60 * 60 * 1000
/** 2026-03-02 is a Monday and an even day number. */
const monday = new Date('2026-03-02T09:00:00Z')

describe('dailyInsight', () => {
  it('gives the same tip all day long and a different one tomorrow', () => {
    const morning = dailyInsight(new Date('2026-03-02T00:00:01Z'))
    expect(dailyInsight(new Date('2026-03-02T23:59:59Z'))).toBe(morning)
    expect(dailyInsight(new Date('2026-03-03T00:00:01Z'))).not.toBe(morning)
  })

  it('uses every general tip over a full cycle when the role is unknown', () => {
    const seen = new Set(
      Array.from({ length: generalTips.length * 2 }, (_, i) =>
        dailyInsight(new Date(monday.getTime() + i * DAY)),
      ),
    )
    expect(seen).toEqual(new Set(generalTips))
  })

  it("alternates the target role's tips with general ones", () => {
    expect(dayNumber(monday) % 2).toBe(0)
    for (const roleId of roleIds) {
      expect(roleTips[roleId]).toContain(dailyInsight(monday, roleId))
      expect(generalTips).toContain(dailyInsight(new Date(monday.getTime() + DAY), roleId))
    }
  })

  it('personalises: different target roles get different advice on the same day', () => {
    const tips = new Set(roleIds.map((roleId) => dailyInsight(monday, roleId)))
    expect(tips.size).toBe(roleIds.length)
  })
})

describe('weeklyTip', () => {
  it('stays the same from Monday to Sunday and changes the next Monday', () => {
    const tip = weeklyTip(monday, 'ae')
    expect(weeklyTip(new Date(monday.getTime() + 6 * DAY), 'ae')).toBe(tip)
    expect(weeklyTip(new Date(monday.getTime() + 7 * DAY), 'ae')).not.toBe(tip)
    expect(roleTips.ae).toContain(tip)
  })

  it('falls back to the general table without a role', () => {
    expect(generalTips).toContain(weeklyTip(monday))
  })
})

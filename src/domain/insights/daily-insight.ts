import type { RoleId } from '../catalogue'
import { generalTips, roleTips } from './daily-tips'

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole UTC days since 1970-01-01: the same calendar day gives the same tip on every device. */
export function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS)
}

/** Whole weeks since 1970-01-05 (a Monday), so a weekly tip changes on Mondays. */
export function weekNumber(date: Date): number {
  return Math.floor((dayNumber(date) - 4) / 7)
}

function pick(list: readonly string[], index: number): string {
  const item = list[((index % list.length) + list.length) % list.length]
  if (item === undefined) throw new Error('A tip table is empty')
  return item
}

/**
 * Today's tip. With a known target role, even days show a tip for that role and odd days a general
 * one, so the role's advice comes up every other day without repeating it too often.
 */
export function dailyInsight(date: Date, roleId: RoleId | null = null): string {
  const day = dayNumber(date)
  if (roleId === null) return pick(generalTips, day)
  if (day % 2 !== 0) return pick(generalTips, (day - 1) / 2)
  return pick(roleTips[roleId], day / 2)
}

/** This week's tip for the dashboard: the target role's tips, else the general table. */
export function weeklyTip(date: Date, roleId: RoleId | null = null): string {
  const week = weekNumber(date)
  return roleId === null ? pick(generalTips, week) : pick(roleTips[roleId], week)
}

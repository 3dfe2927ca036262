/**
 * A narrow sidebar is its own stream. Read beside the main column, its last heading ("Education",
 * "Certifications") would take in the main column's next page: latexcv's left sidebar filed three
 * jobs under Certifications. So a page's main text stays in reading order and its sidebar is set
 * aside; the sidebars of all pages are read after the main text, sections starting afresh.
 */
import type { PdfItem } from '../document-types'
import {
  crosses,
  findGutter,
  groupColumns,
  leftOf,
  peelHeaderBand,
  type Gutter,
} from './group-columns'

/** A side this narrow, as a share of the text's width, is a sidebar; two even columns are not. */
const MAX_SIDEBAR_WIDTH_SHARE = 0.4

export interface PageStreams {
  main: PdfItem[][]
  side: PdfItem[][]
}

const right = (item: PdfItem): number => item.x + item.width

function sidebarOf(items: PdfItem[], gutter: Gutter): PdfItem[] | undefined {
  const minX = items.reduce((m, i) => Math.min(m, i.x), Infinity)
  const maxX = items.reduce((m, i) => Math.max(m, right(i)), -Infinity)
  const limit = (maxX - minX) * MAX_SIDEBAR_WIDTH_SHARE
  const [leftWidth, rightWidth] = [gutter.from - minX, maxX - gutter.to]
  const inColumns = items.filter((i) => !crosses(i, gutter))
  if (leftWidth <= limit && leftWidth < rightWidth)
    return inColumns.filter((i) => leftOf(i, gutter))
  if (rightWidth <= limit && rightWidth < leftWidth) {
    return inColumns.filter((i) => !leftOf(i, gutter))
  }
  return undefined
}

export function pageStreams(items: PdfItem[]): PageStreams {
  const gutter = findGutter(items)
  const peeled = gutter ? undefined : peelHeaderBand(items)
  const rest = peeled?.rest ?? items
  const found = gutter ?? peeled?.gutter
  const side = found && sidebarOf(rest, found)
  if (!side) return { main: groupColumns(items), side: [] }
  const inSide = new Set(side)
  const main = groupColumns(
    rest.filter((i) => !inSide.has(i)),
    1,
  )
  return { main: peeled ? [peeled.band, ...main] : main, side: groupColumns(side, 1) }
}

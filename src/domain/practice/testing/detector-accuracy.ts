import { analyseLine } from '../detectors'
import { labelledLines, type DetectorName } from './labelled-lines'

/** What each detector says about a line, in the labels' terms. */
export function detectorVerdict(name: DetectorName, line: string): boolean {
  const a = analyseLine(line)
  switch (name) {
    case 'openQuestion':
      return a.questions.includes('open')
    case 'closedQuestion':
      return a.questions.includes('closed')
    case 'fillers':
      return a.fillers > 0
    default:
      return a[name]
  }
}

export interface DetectorAccuracy {
  name: DetectorName
  correct: number
  total: number
  misses: string[]
}

export function detectorAccuracy(): DetectorAccuracy[] {
  return (Object.keys(labelledLines) as DetectorName[]).map((name) => {
    const rows = labelledLines[name]
    const misses = rows.filter(([line, label]) => detectorVerdict(name, line) !== label)
    return {
      name,
      correct: rows.length - misses.length,
      total: rows.length,
      misses: misses.map(([line]) => line),
    }
  })
}

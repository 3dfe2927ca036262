import { afterAll, beforeAll } from 'vitest'
import { loadReader, useReaderForEvaluation } from '../offline/reader/shipped-reader'

/**
 * Plays a test file's conversations with the compiled reader loaded, as the app does after its
 * idle warm-up, and unloads it afterwards so files that test the rules alone stay unaffected.
 */
export function withShippedReader(): void {
  beforeAll(async () => {
    await loadReader()
  })
  afterAll(() => {
    useReaderForEvaluation(undefined)
  })
}

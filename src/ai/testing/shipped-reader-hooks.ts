import { afterAll } from 'vitest'
import { loadReader, useReaderForEvaluation } from '../offline/reader/shipped-reader'

/**
 * Plays a test file's conversations with the compiled reader loaded, as the app does after its
 * idle warm-up, and unloads it afterwards so files that test the rules alone stay unaffected.
 * Awaited at the top of the file: conversations played in a `describe` body run while the file is
 * collected, before any `beforeAll`, and would otherwise be played without the reader.
 */
export async function withShippedReader(): Promise<void> {
  await loadReader()
  afterAll(() => {
    useReaderForEvaluation(undefined)
  })
}

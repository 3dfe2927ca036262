import { readerFrom, type CompiledWeights, type Reader } from './compiled-reader'

/**
 * The compiled weights load with the coach, not with the page: a dynamic import makes them a
 * chunk of their own (precached for offline use), fetched when the browser is idle after the
 * coach's code has loaded (issue 33: at 4x CPU the 1 MB chunk was most of the first reply's
 * wait), or by the first reply if that comes sooner. Until they arrive the precise rules answer
 * alone.
 */
let loaded: Reader | undefined
let loading: Promise<Reader> | undefined

export function loadReader(): Promise<Reader> {
  loading ??= import('../data/reader-weights.json').then((m) => {
    loaded = readerFrom(m.default as CompiledWeights)
    return loaded
  })
  // A failed download (offline before the chunk was cached) is tried again by the next reply.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

// Pages only (Node and jsdom have no requestIdleCallback): tests and tools load on first use.
if (typeof requestIdleCallback === 'function')
  requestIdleCallback(() => void loadReader().catch(() => undefined), { timeout: 5_000 })

/** The reader when it has loaded, else undefined (the rules then answer alone). */
export const currentReader = (): Reader | undefined => loaded

/** For the evaluation only: read with another reader (out-of-fold readings of the dev part). */
export function useReaderForEvaluation(reader: Reader | undefined): void {
  loaded = reader
}

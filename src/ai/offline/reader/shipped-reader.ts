import { readerFrom, type CompiledWeights, type Reader } from './compiled-reader'

/**
 * The compiled weights load with the coach, not with the page: a dynamic import makes them a
 * chunk of their own, fetched the first time Becky answers (and precached for offline use).
 * Until they arrive the precise rules answer alone.
 */
let loaded: Reader | undefined
let loading: Promise<Reader> | undefined

export function loadReader(): Promise<Reader> {
  loading ??= import('../data/reader-weights.json').then((m) => {
    loaded = readerFrom(m.default as CompiledWeights)
    return loaded
  })
  return loading
}

/** The reader when it has loaded, else undefined (the rules then answer alone). */
export function currentReader(): Reader | undefined {
  return loaded
}

/** For the evaluation only: read with another reader (out-of-fold readings of the dev part). */
export function useReaderForEvaluation(reader: Reader | undefined): void {
  loaded = reader
}

/**
 * How a synced table merges a change it receives. Every rule is deterministic and ignores arrival
 * order, so devices that hold the same set of changes hold the same data.
 *
 * - `last-writer-wins`: the version with the greatest clock stamp wins; a delete is a tombstone
 *   that also carries a stamp, so a later put brings the row back and an earlier one does not.
 *   Answers, memory fields, unlocks, checklist ticks, step states, settings.
 * - `append-only`: a row, once written, never changes: the credit ledger (merged by entry key, so a
 *   purchase or an earn is never counted twice), chat messages, diagnostics, resumes. A delete is
 *   ignored: history is not rewritten by another device.
 */
export type MergePolicy = 'last-writer-wins' | 'append-only'

export interface Version {
  hlc: string
  op: 'put' | 'delete'
  value: unknown
}

/** The version a row holds after `incoming` arrives, given what it held before. */
export function mergeVersion(
  policy: MergePolicy,
  current: Version | undefined,
  incoming: Version,
): Version {
  if (policy === 'append-only') {
    if (incoming.op === 'delete') return current ?? incoming
    // Two devices cannot write different entries under one key (keys name the event), but if they
    // ever did, the earlier stamp wins everywhere.
    return current && current.op === 'put' && current.hlc <= incoming.hlc ? current : incoming
  }
  return current && current.hlc >= incoming.hlc ? current : incoming
}

export interface KeyedChange extends Version {
  table: string
  key: string
}

/** Applies changes to a store of versions keyed `table/key`; returns the rows that changed. */
export function mergeChanges(
  store: Map<string, Version>,
  changes: readonly KeyedChange[],
  policyOf: (table: string) => MergePolicy,
): Set<string> {
  const changed = new Set<string>()
  for (const change of changes) {
    const id = `${change.table}/${change.key}`
    const before = store.get(id)
    const after = mergeVersion(policyOf(change.table), before, change)
    if (after !== before) {
      store.set(id, after)
      changed.add(id)
    }
  }
  return changed
}

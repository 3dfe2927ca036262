import { Dexie } from 'dexie'

/**
 * Calls `onChange` with the names of tables written by this tab or any other tab of the same origin
 * (Dexie broadcasts `storagemutated` across tabs). The app maps table names to query keys, so a
 * purchase in one tab updates the balance shown in another.
 */
export function watchTables(databaseName: string, onChange: (tables: Set<string>) => void) {
  const prefix = `idb://${databaseName}/`
  const listener = (parts: Record<string, unknown>) => {
    const tables = new Set<string>()
    for (const key of Object.keys(parts)) {
      if (key.startsWith(prefix)) tables.add(key.slice(prefix.length).split('/')[0] ?? '')
    }
    tables.delete('')
    if (tables.size > 0) onChange(tables)
  }
  Dexie.on('storagemutated', listener)
  return () => {
    Dexie.on('storagemutated').unsubscribe(listener)
  }
}

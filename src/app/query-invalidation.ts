import type { QueryClient } from '@tanstack/react-query'

/**
 * Which query roots read which IndexedDB tables. The in-page server reports every write (this tab
 * or another), and this one path refreshes the queries reading it: a purchase in one tab updates
 * the balance in every open tab (DESIGN section 1).
 */
const tableToQueryRoots: Record<string, string[]> = {
  ledger: ['credits', 'profile', 'dashboard'],
  unlocks: ['credits', 'roadmap', 'dashboard'],
  checklistTicks: ['roadmap', 'dashboard'],
  stepStates: ['roadmap', 'dashboard', 'profile'],
  users: ['auth', 'profile'],
  sessions: ['auth'],
  answers: ['answers', 'matches'],
  diagnostics: ['diagnostic', 'dashboard', 'matches'],
  matchSets: ['matches'],
  chatMessages: ['chat'],
  memories: ['memory'],
  resumes: ['resume'],
  outbox: ['sync'],
  syncSetAside: ['sync'],
  // The sync link (last sync time, a quiet error) lives in settings.
  settings: ['sync'],
}

/** The query roots to refresh after writes to these tables. */
export function rootsForTables(tables: ReadonlySet<string>): Set<string> {
  return new Set([...tables].flatMap((table) => tableToQueryRoots[table] ?? []))
}

export function invalidateForTables(queryClient: QueryClient) {
  return (tables: ReadonlySet<string>) => {
    for (const root of rootsForTables(tables)) {
      void queryClient.invalidateQueries({ queryKey: [root] })
    }
  }
}

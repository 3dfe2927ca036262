import { queryClient } from './router'

/**
 * Table writes (this tab or another) invalidate the queries that read them: a purchase in one tab
 * updates the balance in every open tab (DESIGN section 1). Loaded after first paint so Dexie is not
 * in the landing bundle.
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
}

export function watchStorageChanges() {
  void import('@/data').then(({ watchTables, DATABASE_NAME }) =>
    watchTables(DATABASE_NAME, (tables) => {
      const roots = new Set([...tables].flatMap((table) => tableToQueryRoots[table] ?? []))
      for (const root of roots) void queryClient.invalidateQueries({ queryKey: [root] })
    }),
  )
}

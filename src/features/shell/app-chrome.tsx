import type { ReactNode } from 'react'

/** App-wide chrome around every route (offline indicator, install and update prompts: issue 7). */
export function AppChrome({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh flex-col">{children}</div>
}

import type { EngineSource } from '@/services'

/** What the page gives its in-page server: the only channels between them besides /api itself. */
export interface InPageServerOptions {
  /** Asked before each coach reply: the on-device engine when ready, null for the offline coach. */
  engine?: EngineSource
  /** Table names written (this tab or another), so the page can refresh the queries reading them. */
  onDataChange?: (tables: ReadonlySet<string>) => void
}

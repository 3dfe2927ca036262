export function ensurePostgres(): string
export function freePort(): Promise<number>
export function startDevDatabase(options?: {
  dataDir?: string
  fresh?: boolean
}): Promise<{ adminUrl: string; port: number; stop: () => void }>
export function databaseUrl(adminUrl: string, name: string): string

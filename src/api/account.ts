import { api } from './client'
import { forgetPerson } from './browser-store'
import type { AccountExportFile } from '@/contract'

/** The signed-in user's data as one versioned export file (GET /api/account/export). */
export function fetchAccountExport(): Promise<AccountExportFile> {
  return api('GET /api/account/export')
}

export function accountExportFileName(file: Pick<AccountExportFile, 'exportedAt'>): string {
  return `salespath-export-${file.exportedAt.slice(0, 10)}.json`
}

/** Replaces the account's data with a checked export file (POST /api/account/import). */
export function importAccountData(file: AccountExportFile) {
  return api('POST /api/account/import', { body: file })
}

/**
 * Deletes the account and all its data (DELETE /api/account), then forgets it in this browser:
 * the session cookie is expired by the server; the ids, drafts and guest identity here.
 */
export async function deleteAccount(confirmEmail: string) {
  const result = await api('DELETE /api/account', { body: { confirmEmail } })
  forgetPerson()
  return result
}

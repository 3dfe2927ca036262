import { getJson, sendJson } from './client'
import { forgetPerson } from './browser-store'
import type { AccountExportFile, DeleteAccountResponse, ImportResponse } from '@/contract'

/** The signed-in user's data as one versioned export file (GET /api/account/export). */
export async function fetchAccountExport(): Promise<AccountExportFile> {
  const file = await getJson<AccountExportFile>('/api/account/export')
  if (!file) throw new Error('Sign in to export your data')
  return file
}

export function accountExportFileName(file: Pick<AccountExportFile, 'exportedAt'>): string {
  return `salespath-export-${file.exportedAt.slice(0, 10)}.json`
}

/** Replaces the account's data with a checked export file (POST /api/account/import). */
export function importAccountData(file: AccountExportFile) {
  return sendJson<ImportResponse>('POST', '/api/account/import', file)
}

/**
 * Deletes the account and all its data (DELETE /api/account), then forgets it in this browser:
 * the session cookie is expired by the server; the ids, drafts and guest identity here.
 */
export async function deleteAccount(confirmEmail: string) {
  const result = await sendJson<DeleteAccountResponse>('DELETE', '/api/account', { confirmEmail })
  forgetPerson()
  return result
}

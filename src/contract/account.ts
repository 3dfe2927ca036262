import { z } from 'zod'
import type { deleteAccountResponse, importCounts, importResponse } from './responses/account'
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  accountExportFile,
  type AccountExportFile,
} from './account-export-schema'

export * from './account-export-schema'

/** DELETE /api/account: the user types their email to confirm. */
export const deleteAccountRequest = z.object({
  confirmEmail: z.string().trim().min(1, 'Type your email to confirm').max(254),
})
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>

/** Rows written per table by POST /api/account/import. */
export type ImportCounts = z.infer<typeof importCounts>
export type ImportResponse = z.infer<typeof importResponse>
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>

export type ExportCheck = { ok: true; file: AccountExportFile } | { ok: false; message: string }

const unchanged = 'Nothing was changed.'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function versionProblem(version: unknown): string | null {
  if (version === ACCOUNT_EXPORT_VERSION) return null
  if (typeof version === 'number' && version > ACCOUNT_EXPORT_VERSION) {
    return `This export comes from a newer version of SalesPath (format version ${String(version)}). Update the app (reload it while online), then import the file again. ${unchanged}`
  }
  return `This export's format version (${version === undefined ? 'missing' : JSON.stringify(version)}) is not one SalesPath can read. ${unchanged}`
}

/** Facts the schema cannot express: unique ledger keys and a balance that never goes negative. */
function consistencyProblem(file: AccountExportFile): string | null {
  const keys = new Set<string>()
  for (const entry of file.data.ledger) {
    if (keys.has(entry.key)) return `the credit history lists '${entry.key}' twice`
    keys.add(entry.key)
  }
  // Summed here rather than with the catalogue's balanceOf: the contract is in the landing bundle.
  const balance = file.data.ledger.reduce((sum, entry) => sum + entry.amount, 0)
  if (balance < 0) return 'the credit history adds up to a negative balance'
  const kinds = new Set<string>()
  for (const set of file.data.matchSets) {
    if (kinds.has(set.kind)) return `it holds two '${set.kind}' match lists`
    kinds.add(set.kind)
  }
  return null
}

/**
 * Checks a parsed JSON value completely before anything is written, with a message a person can
 * act on: not an export at all, a newer format, or which field of the file is damaged.
 */
export function checkAccountExport(value: unknown): ExportCheck {
  if (!isRecord(value) || value.format !== ACCOUNT_EXPORT_FORMAT) {
    return {
      ok: false,
      message: `This file is not a SalesPath export. Choose the .json file saved by 'Export my data'. ${unchanged}`,
    }
  }
  const version = versionProblem(value.version)
  if (version) return { ok: false, message: version }
  const parsed = accountExportFile.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? issue.path.map(String).join('.') : 'file'
    return {
      ok: false,
      message: `This export file is damaged or was edited (${where}: ${issue?.message ?? 'invalid'}). ${unchanged}`,
    }
  }
  const problem = consistencyProblem(parsed.data)
  if (problem) {
    return {
      ok: false,
      message: `This export file is damaged or was edited: ${problem}. ${unchanged}`,
    }
  }
  return { ok: true, file: parsed.data }
}

/** The text of a chosen file: JSON first, then the full check. */
export function checkAccountExportText(text: string): ExportCheck {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return {
      ok: false,
      message: `This file is not a SalesPath export: it is not valid JSON (it may be cut short). ${unchanged}`,
    }
  }
  return checkAccountExport(value)
}

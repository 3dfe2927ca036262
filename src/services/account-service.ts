import { createUsersRepository, ownerKeyOfUser } from '@/data'
import { createAccountRepository, type UserDataSnapshot } from '@/data/account-repository'
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  checkAccountExport,
  type AccountExportFile,
  type ImportCounts,
  type ImportResponse,
} from '@/contract'
import { firstImportProblem, importRefusalMessage } from '@/domain/account-import'
import { legacyPinKey } from './coach-service-memory'
import { requireUser, type Caller, type ServiceDeps } from './context'
import { ServiceError } from './errors'

/**
 * The user's data in their hands: export everything as one versioned file, import such a file back
 * (validated completely before one transaction replaces the data), and delete the account.
 */

function countsOf(data: UserDataSnapshot): ImportCounts {
  return {
    answers: data.answers.length,
    diagnostics: data.diagnostics.length,
    matchSets: data.matchSets.length,
    resumes: data.resumes.length,
    ledger: data.ledger.length,
    unlocks: data.unlocks.length,
    checklistTicks: data.checklistTicks.length,
    stepStates: data.stepStates.length,
    chatMessages: data.chatMessages.length,
    settings: Object.keys(data.settings).length,
  }
}

/** The checked file's data is a snapshot as it is: the schema mirrors the stored rows. */
function toSnapshot(file: AccountExportFile): UserDataSnapshot {
  return file.data
}

export function createAccountService(deps: ServiceDeps) {
  const account = createAccountRepository(deps.db)
  const users = createUsersRepository(deps.db)

  return {
    async exportData(caller: Caller): Promise<AccountExportFile> {
      const userId = requireUser(caller)
      const data = await account.exportUserData(userId)
      if (!data) throw new ServiceError(404, 'Account not found')
      return {
        format: ACCOUNT_EXPORT_FORMAT,
        version: ACCOUNT_EXPORT_VERSION,
        exportedAt: deps.now().toISOString(),
        // Rows satisfy the schema; only its open index signatures (catchall, loose) differ in type.
        data: data as AccountExportFile['data'],
      }
    },

    /**
     * Replaces the signed-in account's data with the file's. The account keeps its own email,
     * password and sessions. A file that fails any check is refused before the first write.
     */
    async importData(caller: Caller, body: unknown): Promise<ImportResponse> {
      const userId = requireUser(caller)
      const check = checkAccountExport(body)
      if (!check.ok) throw new ServiceError(400, check.message, 'invalid_export')
      // The shape is right; now every credit, unlock and step must be one the app could have written.
      const problem = firstImportProblem(check.file.data)
      if (problem) throw new ServiceError(400, importRefusalMessage(problem), 'invalid_export')
      const data = toSnapshot(check.file)
      await account.replaceUserData(userId, data)
      return {
        success: true,
        message: 'Your SalesPath data was imported.',
        imported: countsOf(data),
      }
    },

    /** Deletes the account and everything it owns once the typed email matches the account's. */
    async deleteAccount(caller: Caller, confirmEmail: string) {
      const userId = requireUser(caller)
      const user = await users.findById(userId)
      if (!user) throw new ServiceError(404, 'Account not found')
      if (confirmEmail.trim().toLowerCase() !== user.email) {
        throw new ServiceError(
          400,
          'The email you typed does not match this account. Nothing was deleted.',
          'confirm_mismatch',
        )
      }
      await account.deleteUserData(userId)
      // Pins written before they moved under the account's settings prefix.
      await deps.db.settings.delete(legacyPinKey(ownerKeyOfUser(userId)))
      return { success: true as const, message: 'Your account and all its data were deleted.' }
    },
  }
}

import {
  earnActions,
  planEarn,
  planPurchase,
  planStartingGrant,
  planUnlock,
  roadmapCreditPacks,
  type LedgerEntry,
} from '@/domain/catalogue'
import type { ImportedProgress } from './import-rules'

const at = new Date('2026-01-05T10:00:00.000Z')

function apply(entries: LedgerEntry[], plan: { ok: boolean; entry?: LedgerEntry }) {
  if (!plan.ok || !plan.entry) throw new Error('the sample must follow the ledger rules')
  entries.push(plan.entry)
}

/** Progress as the app writes it: the grant, two earns, a purchase and an unlock with its ticks. */
export function sampleProgress(): ImportedProgress {
  const ledger: LedgerEntry[] = []
  apply(ledger, planStartingGrant(ledger, at))
  for (const action of earnActions.slice(0, 2)) apply(ledger, planEarn(ledger, action.id, at))
  const pack = roadmapCreditPacks[1]
  if (!pack) throw new Error('the catalogue has a second roadmap pack')
  apply(ledger, planPurchase(ledger, pack, 'client-1', at))
  apply(ledger, planUnlock(ledger, 'sdr', 2, at))
  return {
    ledger,
    unlocks: [{ roleId: 'sdr', stepId: 2 }],
    checklistTicks: [
      { roleId: 'sdr', stepId: 1, itemIndex: 0 },
      { roleId: 'sdr', stepId: 2, itemIndex: 1 },
    ],
    stepStates: [{ roleId: 'sdr', stepId: 1 }],
  }
}

export { formatHlc, parseHlc, receiveHlc, tickHlc, type Hlc } from './hlc'
export { ledgerStanding, type LedgerLine, type LedgerStanding } from './ledger-debt'
export {
  mergeChanges,
  mergeVersion,
  type KeyedChange,
  type MergePolicy,
  type Version,
} from './merge-rules'

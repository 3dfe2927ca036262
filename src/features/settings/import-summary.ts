import type { AccountExportFile } from '@/contract'
import { balanceOf } from '@/domain/catalogue'

function plural(count: number, one: string, many = `${one}s`) {
  return `${String(count)} ${count === 1 ? one : many}`
}

/** What a checked export file holds, in words, for the 'replace my data' confirmation. */
export function importSummary(file: AccountExportFile): { heading: string; lines: string[] } {
  const { data } = file
  const day = new Date(file.exportedAt).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const steps = data.unlocks.length
  const latest = data.diagnostics.at(-1)?.result.selectedRoadmap.targetRole
  return {
    heading: `Exported on ${day} from ${data.profile.email || 'an account'}`,
    lines: [
      data.diagnostics.length === 0
        ? 'No diagnostic results'
        : `${plural(data.diagnostics.length, 'diagnostic result')}${latest ? ` (latest: ${latest})` : ''}`,
      `${plural(balanceOf(data.ledger), 'credit')} from ${plural(data.ledger.length, 'ledger entry', 'ledger entries')}`,
      `${plural(steps, 'unlocked roadmap step')}, ${plural(data.checklistTicks.filter((t) => t.done).length, 'ticked checklist item')}`,
      `${plural(data.chatMessages.length, 'chat message')}${data.memory ? ' and coaching memory' : ''}`,
      `${plural(data.resumes.length, 'resume insight')}, ${plural(data.answers.length, 'wizard answer')}`,
    ],
  }
}

import type { CoachingMemory } from './coaching-types'
import { updateMemory, type MemoryUpdate } from './memory-rules'

/** The memory lists a person may edit in the memory panel. */
export const editableMemorySections = ['strengths', 'gaps', 'keyInsights'] as const
export type EditableMemorySection = (typeof editableMemorySections)[number]

/** Replace one item (`value`) or delete it (`value: null`). */
export interface MemoryEdit {
  section: EditableMemorySection
  index: number
  value: string | null
}

function listOf(memory: CoachingMemory, section: EditableMemorySection): string[] {
  if (section === 'keyInsights') return memory.coachingHistory.keyInsights
  return memory.skillsProfile[section]
}

function withList(
  memory: CoachingMemory,
  section: EditableMemorySection,
  list: string[],
): CoachingMemory {
  if (section === 'keyInsights') {
    return { ...memory, coachingHistory: { ...memory.coachingHistory, keyInsights: list } }
  }
  return { ...memory, skillsProfile: { ...memory.skillsProfile, [section]: list } }
}

/**
 * One item replaced or removed; a replacement that duplicates another item is merged. Null when
 * there is no such item (the list changed since the panel was drawn).
 */
export function editMemory(memory: CoachingMemory, edit: MemoryEdit): CoachingMemory | null {
  const list = listOf(memory, edit.section)
  if (edit.index >= list.length) return null
  const { value } = edit
  const next =
    value === null
      ? list.filter((_, i) => i !== edit.index)
      : list
          .map((item, i) => (i === edit.index ? value : item))
          .filter((item, i, all) => all.indexOf(item) === i)
  return withList(memory, edit.section, next)
}

/**
 * The memory after a turn, with the sections the user edited (pinned) kept as they were: the
 * rules recompute strengths and gaps every turn, which would otherwise undo the edit.
 */
export function memoryAfterTurn(
  prev: CoachingMemory | null,
  update: MemoryUpdate,
  pinned: readonly EditableMemorySection[],
): CoachingMemory {
  const next = updateMemory(prev, update)
  if (!prev) return next
  return pinned.reduce((memory, section) => withList(memory, section, listOf(prev, section)), next)
}

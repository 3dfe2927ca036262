import { createMemoryRepository, createSettingsRepository, type OwnerKey } from '@/data'
import {
  editMemory,
  emptyMemory,
  type CoachingMemory,
  type EditableMemorySection,
} from '@/domain/coaching'
import type { MemoryEditRequest } from '@/contract'
import type { ServiceDeps } from './context'
import { ServiceError } from './errors'

/**
 * Memory the user controls. The memory rules recompute strengths (from answers) and gaps (from the
 * target role) on every turn, which would undo an edit at the next message. So a section the user
 * edited is pinned: later turns keep the user's version of it until they forget everything.
 */
/**
 * Pins are stored under the owner's own settings prefix (`u:<id>:`), so they are exported,
 * imported and deleted with the account's data. The key outside that prefix is older data: read
 * when there is no new one, and removed with the account.
 */
export const legacyPinKey = (owner: OwnerKey) => `coach.memory.pinned:${owner}`
const pinKey = (owner: OwnerKey) => `${owner}:coach.memory.pinned`

export function createMemoryStore(deps: ServiceDeps) {
  const memories = createMemoryRepository(deps.db)
  const settings = createSettingsRepository(deps.db)

  const save = async (owner: OwnerKey, memory: CoachingMemory) => {
    await memories.put({ ownerKey: owner, memory, updatedAt: deps.now().toISOString() })
    return memory
  }

  const pinned = async (owner: OwnerKey) =>
    (await settings.get<EditableMemorySection[]>(pinKey(owner))) ??
    (await settings.get<EditableMemorySection[]>(legacyPinKey(owner))) ??
    []

  return {
    save,
    pinned,

    async edit(owner: OwnerKey, current: CoachingMemory, edit: MemoryEditRequest) {
      const next = editMemory(current, edit)
      if (!next) throw new ServiceError(404, 'There is no such memory item.')
      const pins = await pinned(owner)
      if (!pins.includes(edit.section)) await settings.put(pinKey(owner), [...pins, edit.section])
      return save(owner, next)
    },

    /** An explicit empty memory, so Becky shows nothing until the next coaching turn. */
    async forget(owner: OwnerKey) {
      await settings.put(pinKey(owner), [])
      return save(owner, emptyMemory())
    },
  }
}

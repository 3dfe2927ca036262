import { DRAFT_KEY, parseDraft, serializeDraft, type WizardState } from './wizard-state'

/** sessionStorage, guarded: private modes and blocked storage just lose the draft, never crash. */
function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export function loadDraft(): WizardState {
  return parseDraft(session()?.getItem(DRAFT_KEY) ?? null)
}

export function saveDraft(state: WizardState) {
  try {
    session()?.setItem(DRAFT_KEY, serializeDraft(state))
  } catch {
    // Quota or privacy settings: the wizard still works, only a reload would lose the answers.
  }
}

export function clearDraft() {
  session()?.removeItem(DRAFT_KEY)
}

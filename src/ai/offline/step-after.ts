import type { CoachProfile } from './coach-profile'

const boldTitle = /\*\*([^*]+)\*\*/

/** The bolded step title in a suggested step ("... work on **Qualify with a framework**."). */
export function stepTitleIn(text: string | undefined): string | undefined {
  return text === undefined ? undefined : boldTitle.exec(text)?.[1]
}

/**
 * "I did that, what next?" when the step just done is the one the roadmap still shows next: the
 * roadmap has not heard of it yet, so suggesting it again reads as not listening. Say to mark it
 * done, and name the step after it.
 */
export function stepAfterDone(
  done: string | undefined,
  candidate: string,
  profile: CoachProfile,
): string | undefined {
  const title = stepTitleIn(done)
  if (title === undefined || stepTitleIn(candidate) !== title) return undefined
  const steps = profile.targetRole?.roadmapSteps ?? []
  const index = steps.findIndex((step) => step.title === title)
  const after = index < 0 ? undefined : steps[index + 1]
  const where =
    profile.targetTitle === undefined ? 'your roadmap' : `your ${profile.targetTitle} roadmap`
  const mark = `Mark **${title}** done on ${where} so your progress counts`
  return after === undefined
    ? `${mark}.`
    : `${mark}; the step after it is **${after.title}** (step ${String(after.id)}).`
}

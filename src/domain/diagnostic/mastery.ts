import type { RoadmapStep, Role } from '../catalogue'
import { resumeSignals } from './resume-signal-table'
import { signalEvidence, stepTextMentions, type ResumeEvidence } from './resume-signals'

/**
 * Steps a resume proves the user has already mastered. Each piece of evidence clears at most one
 * step, and the plan always keeps real work: never the last step (landing the role), never more
 * than half the steps.
 */

export interface MasteredStep {
  stepId: number
  title: string
  reason: string
}

interface Evidence {
  text: string
  stepKeywords: readonly string[]
}

function stepEvidence(found: ResumeEvidence): Evidence[] {
  return resumeSignals.flatMap((signal) => {
    const keyword = found.get(signal.id)
    if (keyword === undefined || signal.stepKeywords.length === 0) return []
    return [{ text: signalEvidence(signal, keyword), stepKeywords: signal.stepKeywords }]
  })
}

function covers(evidence: Evidence, step: RoadmapStep): boolean {
  // Titles only: goals and descriptions mention neighbouring topics in passing ('tied to discovery').
  return evidence.stepKeywords.some((keyword) => stepTextMentions(step.title, keyword))
}

export function findMasteredSteps(role: Role, found: ResumeEvidence): MasteredStep[] {
  const evidence = stepEvidence(found)
  if (evidence.length === 0) return []
  const limit = Math.floor(role.roadmapSteps.length / 2)
  const candidates = role.roadmapSteps.slice(0, -1)
  const unused = [...evidence]
  const mastered: MasteredStep[] = []
  for (const step of candidates) {
    if (mastered.length >= limit) break
    const index = unused.findIndex((item) => covers(item, step))
    const proof = unused[index]
    if (proof !== undefined) {
      unused.splice(index, 1)
      mastered.push({
        stepId: step.id,
        title: step.title,
        reason: `Your resume shows ${proof.text}, so '${step.title}' is marked done`,
      })
    }
  }
  return mastered
}

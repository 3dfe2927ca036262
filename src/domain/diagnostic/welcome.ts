import type { SelectedRoadmap } from './diagnostic-types'
import { welcomePace } from './roadmap-content'
import { joinCauses, topCauses, type RoleScore } from './score'

/** Becky's first message: by name, the top match and why, the pace, and where to start. */
export function beckyWelcome(
  firstName: string,
  ranked: readonly RoleScore[],
  roadmap: SelectedRoadmap,
): string {
  const [top, second] = ranked
  if (top === undefined) return `Hi ${greetingName(firstName)}! I'm Becky, your career coach.`
  const causes = topCauses(top, 2)
  const because = causes.length === 0 ? '.' : `, because ${joinCauses(causes)}.`
  const parts = [
    `Hi ${greetingName(firstName)}! I'm Becky, your career coach.`,
    `${top.role} is your strongest match at ${top.matchScore}%${because}`,
    second === undefined
      ? ''
      : `${second.role} (${second.matchScore}%) is a good second option to keep in mind.`,
    roadmap.timelineFit === undefined ? '' : welcomePace[roadmap.timelineFit],
    skipNote(roadmap.skipReasons.length),
    firstStepNote(roadmap),
  ]
  return parts.filter((part) => part !== '').join(' ')
}

function greetingName(firstName: string): string {
  const name = firstName.trim()
  return name === '' ? 'there' : name
}

function skipNote(skipped: number): string {
  if (skipped === 0) return ''
  return skipped === 1
    ? 'Your resume let me mark one step as done already.'
    : `Your resume let me mark ${skipped} steps as done already.`
}

function firstStepNote(roadmap: SelectedRoadmap): string {
  const next = roadmap.phases.flatMap((phase) => phase.steps).find((step) => step.mastered !== true)
  return next === undefined ? '' : `Let's start with '${next.title}'.`
}

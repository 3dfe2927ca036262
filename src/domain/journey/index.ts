export * from './journey-types'
export { buildJourney, type JourneyInput } from './build-journey'
export { journeySkills, strengthsAndGaps } from './journey-skills'
export type { PlanTimeline } from '../diagnostic/plan-timeline'

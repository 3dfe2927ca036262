import type { IconName } from '@/components/icons'
import journeyFile from './content-journey.json' with { type: 'json' }

/** Landing copy for how it works, the toolkit, the audiences and the stages (spec section 2). */

export interface HowStep {
  title: string
  body: string
  detail: string
}

export interface ToolkitItem {
  icon: IconName
  title: string
  body: string
  points: readonly string[]
}

export interface Audience {
  title: string
  body: string
}

export interface Stage {
  name: string
  situation: string
  plan: string
  path: string
}

// Checked by content-journey-schema.ts in its test, not here: zod stays out of the landing bundle.
export const howItWorksSteps: readonly HowStep[] = journeyFile.howItWorksSteps
export const toolkitItems = journeyFile.toolkitItems as readonly ToolkitItem[]
export const audiences: readonly Audience[] = journeyFile.audiences
export const stages: readonly Stage[] = journeyFile.stages

import { z } from 'zod'
import { iconNames, type IconName } from '@/components/icons'

/** The shape of content-journey.json (content-journey.ts says what each part is). */

const text = z.string().min(1)

export const journeyFileSchema = z.strictObject({
  $comment: text,
  howItWorksSteps: z.array(z.strictObject({ title: text, body: text, detail: text })).min(1),
  toolkitItems: z
    .array(
      z.strictObject({
        icon: z.custom<IconName>((name) => iconNames.some((known) => known === name)),
        title: text,
        body: text,
        points: z.array(text).min(1),
      }),
    )
    .min(1),
  audiences: z.array(z.strictObject({ title: text, body: text })).min(1),
  stages: z.array(z.strictObject({ name: text, situation: text, plan: text, path: text })).min(1),
})

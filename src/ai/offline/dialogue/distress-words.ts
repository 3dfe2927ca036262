import { z } from 'zod'
import raw from '../data/distress.json' with { type: 'json' }
import { cardIdSchema } from '../understand/rule-schemas'

/**
 * What marks distress and what Becky says while a conversation stays there (data/distress.json),
 * parsed when the module loads: a card id that does not exist or an empty line list fails at once
 * instead of leaving a turn without care.
 */

const lines = z.array(z.string().min(1)).min(1)

export const distressSchema = z
  .object({
    $comment: z.string(),
    opensOn: z.array(cardIdSchema).min(1),
    readerCards: z.array(cardIdSchema).min(1),
    /** Numbers work (gap-to-quota maths): asked during distress, these get care alone. */
    heldBack: z.array(cardIdSchema),
    signs: lines,
    feeling: z.object({
      $comment: z.string(),
      frames: lines,
      softeners: lines,
      affect: lines,
      /** Fear words that, before a clause about oneself ("scared I'm too old"), are a worry. */
      worries: lines,
      events: lines,
    }),
    acknowledge: lines,
    /** What the message speaks of (sleep, the manager, calls...): one line each, in this order. */
    topics: z
      .array(
        z
          .object({
            id: z.string().min(1),
            words: lines,
            lines,
            /** A topic this one stands in for when both are found (what a manager said, not any mention). */
            replaces: z.string().optional(),
            /**
             * Words one of which the conversation must hold before this topic's words count:
             * "how do I tell her?" asks for words for home only after a wife or partner was named.
             */
            inConversation: lines.optional(),
            /**
             * Care answers a practical question with these words itself ("should I email them
             * and apologize?" after hanging up in a panic), rather than the card they find.
             */
            answersTheTurn: z.boolean().optional(),
            /**
             * Words one of which, said earlier, let the topic answer the turn in a conversation
             * with no distress: "how do I tell her?" after "my wife doesn't know how bad it is" asks
             * for words for home, not the quota card's script for a manager (unless the thread's
             * card has words of its own for home: a layoff's "To your partner").
             */
            answersWithout: lines.optional(),
            /** A setback rather than a strain on health: support from supportLight. */
            light: z.boolean().optional(),
            /**
             * Happening as the person types (a panic attack, a tight chest): care from the first
             * message, not the overwhelm card's plan for tonight.
             */
            now: z.boolean().optional(),
          })
          .strict(),
      )
      .min(1),
    support: lines,
    supportLight: lines,
    step: lines,
    crisis: z.string().min(1),
    askBack: lines,
    moveOnLead: z.string().min(1),
    /** A thanks or good night in distress: one warm closing line. */
    goodbye: lines,
    dark: lines,
    /** Hopelessness short of self-harm: the crisis line is offered once, gently. */
    hopeless: lines,
    loss: lines,
    lossAcknowledge: lines,
    /** Short lines that meet the feeling before a practical answer given during distress. */
    answerAcknowledge: lines,
    /** Words that show a reply's opening already meets the feeling (no second acknowledgement). */
    acknowledged: lines,
    moveOn: lines,
    /** The person says they are safe: believed, the crisis line named once as a standby. */
    safeSaid: lines,
    safeHeard: z.string().min(1),
    /** Said once after the crisis answer, until the person says they are safe. */
    crisisCheckIn: z.string().min(1),
    /** A question about the feeling itself ("is it normal to feel like this?"): still distress. */
    aboutFeeling: lines,
  })
  .strict()

export type DistressWords = z.infer<typeof distressSchema>

export const distress: DistressWords = distressSchema.parse(raw)

/** A reply of care alone: its lines name no card, so only its support line tells it apart. */
export const careReply = (reply: string) => distress.support.some((line) => reply.includes(line))

import { scoreCues } from '@/domain/coaching'
import { crisisShape } from './crisis-patterns'
import { misleadOrdered } from './mislead-clause'
import { signalCues, type Signal } from './triage-cues'

export type { Signal } from './triage-cues'

/** A signal needs this score to count. */
const signalThreshold = 2

/**
 * A job loss that has not happened to this person: "they're trying to fire me", "I might get let
 * go", or a PIP question about what happens if it fails. They still have the job, so the answer is
 * about keeping it (the PIP card), not about bouncing back. "If they've been laid off" in general
 * stays a layoff question.
 */
const threatenedLoss =
  / (fire me|let me go|lay me off|terminate me|(i|im|i am|i will|ill|i would|id) (be |get |going to be |going to get |gonna be |gonna get |about to be |about to get |might be |might get |could be |could get |will be |will get |getting )(fired|let go|laid off|terminated)) /
const pipNamed = / (pip|performance improvement plan|performance plan) /
/** Said as done: these outweigh any threat in the same post. */
const realisedLoss =
  / (i got fired|i was fired|got fired today|i got laid off|i was laid off|i was let go|they let me go|i lost my job|i was terminated|(and|then|finally) (got|was) (fired|let go|laid off|terminated)) /

/**
 * A person who names their PIP still has the job: words of loss in the same post ("severance",
 * "if I fail it") are about what may come, unless the loss is said as done.
 */
function lossIsOnlyThreatened(text: string): boolean {
  // "What do I do if they fire me?" with no PIP named asks about life after a firing.
  if (lifeAfterLoss.test(text) && !pipNamed.test(text)) return false
  return (threatenedLoss.test(text) || pipNamed.test(text)) && !realisedLoss.test(text)
}

const lifeAfterLoss =
  / (what (do|should|can) i do|what happens( to me)?|what are my (rights|options)) if (they|he|she|my boss|my manager|the company) (fire|fires|let|lets|lay|lays) me( go| off)? /

/**
 * Words of wrongdoing said about oneself as a feeling ("I feel like a fraud", "such a fake") are
 * impostor feelings, not an ethics problem: they are read as such before the signals are scored.
 */
const selfJudgement =
  / (i feel like|i feel|feel like|feeling like|i am|im|such) (a |an |such a |a total |a complete )?(fraud|fake|liar|scam|imposter|impostor) /g

/** A crisis shape (crisis-patterns.ts) weighs as much as a crisis phrase. */
const crisisWeight = 3

/** An order to claim something untrue weighs as much as a named wrongdoing. */
const orderedWeight = 2

/**
 * The triage signals in a normalised message, strongest first. `sentences` (normalised, one per
 * sentence) lets rules that need both halves of a clause in one sentence read them.
 */
export function triage(message: string, sentences: readonly string[] = []): Signal[] {
  const text = message.replace(selfJudgement, ' impostor ')
  const threatOnly = lossIsOnlyThreatened(text)
  const ordered = misleadOrdered(sentences) ? orderedWeight : 0
  const signals = (Object.keys(signalCues) as Signal[])
    .map((signal) => ({
      signal,
      score:
        scoreCues(text, signalCues[signal]) +
        (signal === 'unethical' ? ordered : 0) +
        (signal === 'self_harm' && crisisShape(text) ? crisisWeight : 0),
    }))
    .map((s) =>
      threatOnly && s.signal === 'job_loss' ? { signal: 'pip' as const, score: s.score } : s,
    )
    .filter((s) => s.score >= signalThreshold)
    .sort((a, b) => b.score - a.score)
    .map((s) => s.signal)
  return [...new Set(signals)]
}

import { cues, scoreCues, type WeightedCue } from '@/domain/coaching'

/** Step 2: signals that change how Becky must answer before anything else. */
export type Signal =
  'self_harm' | 'distress' | 'job_loss' | 'pip' | 'pay_dispute' | 'harassment' | 'unethical'

const signalCues: Readonly<Record<Signal, readonly WeightedCue[]>> = {
  self_harm: [
    ...cues(
      3,
      'kill myself',
      'ending my life',
      'take my own life',
      'not want to be alive',
      'dont want to be alive',
      'end it all',
      'end my life',
      'suicid*',
      'want to die',
      'self harm',
      'hurt myself',
      'no reason to live',
      'better off dead',
      'cant go on',
      'dont want to be here anymore',
      'dont want to live',
      // Hopelessness about going on at all, not about a task ("no point cold calling").
      'point of going on',
      'point in going on',
      'point of living',
      'point in living',
      'reason to go on',
      'not worth living',
      'want to disappear',
      'dont want to wake up',
    ),
  ],
  distress: [
    ...cues(
      2,
      'overwhelmed',
      'cant cope',
      'crying',
      'cried',
      'breaking down',
      'panic attack*',
      'mental health',
      'falling apart',
      'cant sleep',
      'miserable',
      'depress*',
      'hopeless',
      'drowning',
      'at my breaking point',
      'barely function',
      'exhausted',
      'cant function',
      'cant handle this',
      'cant do this anymore',
      'cant take this anymore',
      'cant take it anymore',
      'im so done',
    ),
    ...cues(
      1,
      'anxiety',
      'anxious',
      'stressed',
      'so stressed',
      'scared',
      'terrified',
      'lost',
      'dread',
    ),
  ],
  // Personal phrasings only: "talk of layoffs" in a post is backstory, not this person's news.
  job_loss: [
    ...cues(
      3,
      'i got fired',
      'got fired',
      'i was fired',
      'fired me',
      'been fired',
      'im fired',
      'fired today',
      'got laid off',
      'was laid off',
      'been laid off',
      'laid me off',
      'let me go',
      'was let go',
      'been let go',
      'got let go',
      'lost my job',
      'terminated me',
      'was terminated',
      'been terminated',
      'position was eliminated',
      'role was eliminated',
      'got cut',
      'severance',
      'got rifd',
      'was rifd',
      'without a job',
      'they let me go',
      'escorted out',
      'got sacked',
      'was sacked',
    ),
    ...cues(1, 'fired', 'laid off', 'layoff*', 'let go', 'terminated', 'rif', 'downsiz*'),
  ],
  pip: [
    ...cues(3, 'pip', 'performance improvement plan', 'performance plan', 'written warning'),
    ...cues(3, 'warning letter', 'face termination', 'or be terminated', 'or be fired'),
    ...cues(
      3,
      'or i am terminated',
      'or im terminated',
      'or i will be terminated',
      'placed on probation',
    ),
    ...cues(2, 'final warning', 'verbal warning', 'on notice'),
    // Described without the acronym: a sit-down with HR and dated targets.
    ...cues(
      2,
      'improvement plan',
      'put on a plan',
      'on a plan',
      'paper trail',
      'hr sat me down',
      'sat me down with hr',
      'someone from hr',
      'targets for the next',
      'days to improve',
      'days to turn it around',
    ),
  ],
  pay_dispute: [
    ...cues(
      2,
      'not paid',
      'didnt pay',
      'wont pay',
      'havent been paid',
      'withh*',
      'clawback*',
      'claw back',
      'clawed back',
      'retroactive*',
      'retro',
      'owed',
      'owe me',
      'stole my commission',
      'commission dispute',
      'only pay',
      'refuse to pay',
      'refusing to pay',
      'refused to pay',
      'signed comp plan',
      'comp plan says',
      'hands are tied',
      // How people say it when the money they earned is cut or held back.
      'cap the commission',
      'capped the commission',
      'capped my commission',
      'decided to cap',
      'not to pay out',
      'not pay out',
      'stand to lose',
      'lose my commission',
      'cut my commission',
      'cut our commission',
      'reduce my commission',
      'changing the comp plan',
      'changed my comp plan',
      'arbitrarily',
      'wage theft',
      'unpaid commission*',
      'stopped paying',
      'not paying',
      'arent paying',
      'not going to pay',
      'taking away my',
      'wont honor',
      'denied my commission',
      // Paid on less than the plan says: "comp me on the payment instead of the full TCV".
      'my plan says',
      'plan says i',
      'agreement says',
      'comp me on',
      'pay me only',
      'pay my commission only',
      'instead of the full',
    ),
  ],
  harassment: [
    ...cues(
      3,
      'harass*',
      'sexual*',
      'discriminat*',
      'sexist',
      'racist',
      'racial',
      'hostile work',
      'retaliat*',
      'inappropriate comments',
      'touched me',
      'because im a woman',
      'because i am a woman',
      'because im pregnant',
      'pregnan*',
      'my age',
      'too old',
      'homophob*',
      'only woman',
      'only female',
      'smile more',
      'joke about me',
      'jokes about my',
      'my gender',
      'my race',
      'my religion',
    ),
  ],
  unethical: [
    ...cues(
      3,
      'lie to',
      'lying to',
      'mislead*',
      'misrepresent*',
      'fake urgency',
      'false urgency',
      'hide the fees',
      'hide fees',
      'hidden fees',
      'unethical',
      'shady',
      'scam*',
      'deceiv*',
      'fake discount',
      'make stuff up',
      'dont fit',
      'fraud*',
      'backdat*',
    ),
    // Inflating your own record or the books is the same question as misleading a buyer.
    ...cues(
      2,
      'when it was really',
      'when it was actually',
      'inflate my',
      'fake my numbers',
      'backdat*',
    ),
    ...cues(2, 'lie', 'lying', 'dishonest', 'sketchy', 'pressure them into', 'morally'),
    // Unease named next to an instruction ("tell prospects ..., I feel weird about it").
    ...cues(
      1,
      'feel weird',
      'doesnt feel right',
      'feels wrong',
      'not comfortable',
      'uncomfortable',
      'doesnt expire',
      'never expires',
    ),
    // "Tell prospects the price goes up Friday, but it doesn't": neither half is a lie on its
    // own, together they are the ask to mislead.
    ...cues(
      1,
      'tell prospects',
      'tell customers',
      'tell clients',
      'tell the prospect',
      'tell the customer',
    ),
    ...cues(
      1,
      'but it doesnt',
      'but it does not',
      'when it doesnt',
      'when it does not',
      'when it isnt',
      'when it is not',
      'but it wont',
      'but it will not',
      'not true',
      'isnt true',
    ),
  ],
}

/** A signal needs this score to count. */
const signalThreshold = 2

/**
 * A job loss that has not happened to this person: "they're trying to fire me", "I might get let
 * go", or a PIP question about what happens if it fails. They still have the job, so the answer is
 * about keeping it (the PIP card), not about bouncing back. "If they've been laid off" in general
 * stays a layoff question.
 */
const threatenedLoss =
  / (fire me|let me go|lay me off|terminate me|(i|im|i am|i will|ill|i would|id) (be |get |going to be |about to be |might be |might get |could be |could get |will be |getting )(fired|let go|laid off|terminated)) /
const pipNamed = / (pip|performance improvement plan|performance plan) /
/** Said as done: these outweigh any threat in the same post. */
const realisedLoss =
  / (i got fired|i was fired|got fired today|i got laid off|i was laid off|i was let go|they let me go|i lost my job|i was terminated|(and|then|finally) (got|was) (fired|let go|laid off|terminated)) /

/**
 * A person who names their PIP still has the job: words of loss in the same post ("severance",
 * "if I fail it") are about what may come, unless the loss is said as done.
 */
function lossIsOnlyThreatened(text: string): boolean {
  return (threatenedLoss.test(text) || pipNamed.test(text)) && !realisedLoss.test(text)
}

/**
 * Words of wrongdoing said about oneself as a feeling ("I feel like a fraud", "such a fake") are
 * impostor feelings, not an ethics problem: they are read as such before the signals are scored.
 */
const selfJudgement =
  / (i feel like|i feel|feel like|feeling like|i am|im|such) (a |an |such a |a total |a complete )?(fraud|fake|liar|scam|imposter|impostor) /g

/** The triage signals in a normalised message, strongest first. */
export function triage(message: string): Signal[] {
  const text = message.replace(selfJudgement, ' impostor ')
  const threatOnly = lossIsOnlyThreatened(text)
  const signals = (Object.keys(signalCues) as Signal[])
    .map((signal) => ({ signal, score: scoreCues(text, signalCues[signal]) }))
    .map((s) =>
      threatOnly && s.signal === 'job_loss' ? { signal: 'pip' as const, score: s.score } : s,
    )
    .filter((s) => s.score >= signalThreshold)
    .sort((a, b) => b.score - a.score)
    .map((s) => s.signal)
  return [...new Set(signals)]
}

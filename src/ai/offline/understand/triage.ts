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
    ),
    ...cues(1, 'fired', 'laid off', 'layoff*', 'let go', 'terminated', 'rif', 'downsiz*'),
  ],
  pip: [
    ...cues(3, 'pip', 'performance improvement plan', 'performance plan', 'written warning'),
    ...cues(2, 'final warning', 'verbal warning', 'on notice'),
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
    ),
  ],
  harassment: [
    ...cues(
      3,
      'harass*',
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
    ...cues(2, 'lie', 'lying', 'dishonest', 'sketchy', 'pressure them into', 'morally'),
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
      'but it wont',
      'but it will not',
      'not true',
      'isnt true',
    ),
  ],
}

/** A signal needs this score to count. */
const signalThreshold = 2

/** The triage signals in a normalised message, strongest first. */
export function triage(text: string): Signal[] {
  return (Object.keys(signalCues) as Signal[])
    .map((signal) => ({ signal, score: scoreCues(text, signalCues[signal]) }))
    .filter((s) => s.score >= signalThreshold)
    .sort((a, b) => b.score - a.score)
    .map((s) => s.signal)
}

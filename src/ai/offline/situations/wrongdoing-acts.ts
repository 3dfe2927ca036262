/**
 * Acts that are wrong on their face, whoever asks for them: faking the record, padding the books,
 * hiding a charge from the buyer. They raise the `unethical` signal (understand/unethical-cues.ts)
 * and are words of the asked-to-mislead card, so that card leads over the topic the act is
 * about ("log calls I never made so our activity numbers look better" is not an activity question).
 */
export const wrongdoingActs: readonly string[] = [
  'fudge*',
  'pad the forecast',
  'padding the forecast',
  'pad the pipeline',
  'padding the pipeline',
  'fake meeting*',
  'fake calls',
  'fake activit*',
  'calls i never made',
  'calls we never made',
  'side letter*',
  'kickback*',
  'bribe*',
  'cook the books',
  'falsif*',
  'ripping off',
  'rip off customers',
  'rip people off',
  'sandbag*',
  'impersonat*',
  'inflating the numbers',
  'inflating pipeline',
  'inflate the pipeline',
  'inflate pipeline',
  'inflated numbers',
  'make it look like we',
]

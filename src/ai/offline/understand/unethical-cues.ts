import { cues, type WeightedCue } from '@/domain/coaching'
import { wrongdoingActs } from '../situations/wrongdoing-acts'

/** Words that raise the `unethical` signal: being asked to mislead, fake or hide. */
export const unethicalCues: readonly WeightedCue[] = [
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
  // Faking the record, the books or the buyer's bill: wrong on its face, whoever asks for it.
  ...cues(2, ...wrongdoingActs),
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
    'tell a prospect',
    'tell a customer',
    'tell a client',
    'tell the client',
    'tell buyers',
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
    'when we dont',
    'when we do not',
    'but we dont',
    'but we do not',
    'when they dont',
  ),
]

import { practiceTurnRequest, reviewTextRequest, startPracticeRequest } from '@/contract'
import type { Route } from '../http-kit'

/** The practice room (docs/api.md, "Practice"): visitors practise as guests, users keep history. */
export function practiceHandlers(route: Route) {
  return [
    route('GET /api/practice/scenarios', undefined, ({ services }) =>
      services.practice.scenarios(),
    ),
    route('POST /api/practice/sessions', startPracticeRequest, ({ body, caller, services }) =>
      services.practice.start(caller, body.scenarioId),
    ),
    route(
      'POST /api/practice/sessions/:sessionId/turns',
      practiceTurnRequest,
      ({ params, body, caller, services }) =>
        services.practice.turn(caller, params.sessionId ?? '', body.text),
    ),
    route(
      'POST /api/practice/sessions/:sessionId/finish',
      undefined,
      ({ params, caller, services }) => services.practice.finish(caller, params.sessionId ?? ''),
    ),
    route('GET /api/practice/history', undefined, ({ caller, services }) =>
      services.practice.history(caller),
    ),
    // History keeps the review's score and checks (never the text) under the caller's owner key.
    route('POST /api/practice/review', reviewTextRequest, ({ body, caller, services }) =>
      services.practice.review(caller, body.text, body.format),
    ),
  ]
}

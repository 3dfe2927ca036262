import { practiceTurnRequest, startPracticeRequest } from '@/contract'
import type { Route } from '../http-kit'

/** The practice room (docs/api.md, "Practice"): visitors practise as guests, users keep history. */
export function practiceHandlers(route: Route) {
  return [
    route('get', '/api/practice/scenarios', undefined, ({ services }) =>
      services.practice.scenarios(),
    ),
    route('post', '/api/practice/sessions', startPracticeRequest, ({ body, caller, services }) =>
      services.practice.start(caller, body.scenarioId),
    ),
    route(
      'post',
      '/api/practice/sessions/:sessionId/turns',
      practiceTurnRequest,
      ({ params, body, caller, services }) =>
        services.practice.turn(caller, params.sessionId ?? '', body.text),
    ),
    route(
      'post',
      '/api/practice/sessions/:sessionId/finish',
      undefined,
      ({ params, caller, services }) => services.practice.finish(caller, params.sessionId ?? ''),
    ),
    route('get', '/api/practice/history', undefined, ({ caller, services }) =>
      services.practice.history(caller),
    ),
  ]
}

import { earnRequest, feedbackRequest, purchaseRequest } from '@/contract'
import { requireSameUser, requireUser } from '@/services'
import type { Route } from '../http-kit'

export function creditHandlers(route: Route) {
  return [
    route('GET /api/credits', undefined, ({ caller, services }) =>
      services.credits.overview(requireUser(caller)),
    ),
    route('POST /api/credits/purchase', purchaseRequest, ({ body, caller, services }) =>
      services.credits.purchase(requireSameUser(caller, body.userId), body),
    ),
    route('POST /api/credits/earn', earnRequest, ({ body, caller, services }) =>
      services.credits.earn(requireUser(caller), body.actionId),
    ),
    route('POST /api/feedback', feedbackRequest, ({ body, caller, services }) =>
      services.credits.submitFeedback(requireUser(caller), body),
    ),
  ]
}

import { creditsHistoryPage, earnRequest, feedbackRequest, purchaseRequest } from '@/contract'
import { requireSameUser, requireUser } from '@/services'
import type { Route } from '../http-kit'
import { readQuery } from './read-query'

export function creditHandlers(route: Route) {
  return [
    route('GET /api/credits', undefined, ({ url, caller, services }) => {
      const { cursor, limit } = readQuery('GET /api/credits', url)
      return services.credits.overview(requireUser(caller), {
        cursor,
        limit: limit ?? creditsHistoryPage.defaultLimit,
      })
    }),
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

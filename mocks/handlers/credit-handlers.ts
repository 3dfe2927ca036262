import { z } from 'zod'
import { purchaseRequest } from '@/api/contract'
import { requireSameUser, requireUser, ServiceError } from '@/services'
import type { Route } from '../http-kit'

const earnRequest = z.object({ actionId: z.string().min(1).max(60) })
const unlockRequest = z.object({ stepId: z.number().int().min(1).max(20) })
const tickRequest = z.object({ done: z.boolean() })
const statusRequest = z.object({
  status: z.enum(['available', 'in_progress', 'completed', 'skipped', 'skipped_by_resume']),
})

/** Path segments are strings: a step id or item index that is not a whole number is a 400. */
function wholeNumber(value: string | undefined, name: string): number {
  if (value === undefined || !/^\d{1,3}$/.test(value)) {
    throw new ServiceError(400, `${name} must be a whole number`)
  }
  return Number(value)
}

function stepParams(params: Record<string, string>) {
  return { roleId: params.roleId ?? '', stepId: wholeNumber(params.stepId, 'stepId') }
}

export function creditHandlers(route: Route) {
  return [
    route('get', '/api/credits', undefined, ({ caller, services }) =>
      services.credits.overview(requireUser(caller)),
    ),
    route('post', '/api/credits/purchase', purchaseRequest, ({ body, caller, services }) =>
      services.credits.purchase(requireSameUser(caller, body.userId), body),
    ),
    route('post', '/api/credits/earn', earnRequest, ({ body, caller, services }) =>
      services.credits.earn(requireUser(caller), body.actionId),
    ),
    route(
      'post',
      '/api/roadmap/:roleId/unlock',
      unlockRequest,
      ({ params, body, caller, services }) =>
        services.credits.unlock(requireUser(caller), params.roleId ?? '', body.stepId),
    ),
    route('get', '/api/roadmap/:roleId/progress', undefined, ({ params, caller, services }) =>
      services.roadmap.progress(requireUser(caller), params.roleId ?? ''),
    ),
    route(
      'put',
      '/api/roadmap/:roleId/steps/:stepId/checklist/:index',
      tickRequest,
      ({ params, body, caller, services }) => {
        const userId = requireUser(caller)
        const { roleId, stepId } = stepParams(params)
        const index = wholeNumber(params.index, 'index')
        return services.roadmap.setChecklistItem(userId, roleId, stepId, index, body.done)
      },
    ),
    route(
      'put',
      '/api/roadmap/:roleId/steps/:stepId/status',
      statusRequest,
      ({ params, body, caller, services }) => {
        const userId = requireUser(caller)
        const { roleId, stepId } = stepParams(params)
        return services.roadmap.setStepStatus(userId, roleId, stepId, body.status)
      },
    ),
  ]
}

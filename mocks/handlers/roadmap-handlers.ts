import { checklistTickRequest, stepStatusRequest, unlockRequest } from '@/contract'
import { requireUser, ServiceError } from '@/services'
import type { Route } from '../http-kit'

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

/** Unlocks, progress, checklist ticks and step statuses of one role's roadmap. */
export function roadmapHandlers(route: Route) {
  return [
    route('POST /api/roadmap/:roleId/unlock', unlockRequest, ({ params, body, caller, services }) =>
      services.credits.unlock(requireUser(caller), params.roleId ?? '', body.stepId),
    ),
    route('GET /api/roadmap/:roleId/progress', undefined, ({ params, caller, services }) =>
      services.roadmap.progress(requireUser(caller), params.roleId ?? ''),
    ),
    route(
      'PUT /api/roadmap/:roleId/steps/:stepId/checklist/:index',
      checklistTickRequest,
      ({ params, body, caller, services }) => {
        const userId = requireUser(caller)
        const { roleId, stepId } = stepParams(params)
        const index = wholeNumber(params.index, 'index')
        return services.roadmap.setChecklistItem(userId, roleId, stepId, index, body.done)
      },
    ),
    route(
      'PUT /api/roadmap/:roleId/steps/:stepId/status',
      stepStatusRequest,
      ({ params, body, caller, services }) => {
        const userId = requireUser(caller)
        const { roleId, stepId } = stepParams(params)
        return services.roadmap.setStepStatus(userId, roleId, stepId, body.status)
      },
    ),
  ]
}

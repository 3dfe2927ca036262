import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RoleId } from '@/domain/catalogue'
import { DEFAULT_PROFILE_ROLE, roleIdFromDiagnostic } from '@/domain/diagnostic'
import { api, ApiError } from './client'
import type { RoadmapProgress, SettableStepStatus } from '@/contract'
import { refreshBalance } from './credits'

export type { RoadmapProgress, SettableStepStatus, StepStatus, UnlockResponse } from '@/contract'

/** Keys start with 'roadmap': unlock and progress writes in any tab invalidate them. */
export const roadmapKeys = {
  all: ['roadmap'] as const,
  progress: (roleId: string) => ['roadmap', roleId, 'progress'] as const,
}

export const fetchRoadmapProgress = (roleId: string) =>
  api('GET /api/roadmap/:roleId/progress', { params: { roleId } })

export const unlockStep = (roleId: string, stepId: number) =>
  api('POST /api/roadmap/:roleId/unlock', { params: { roleId }, body: { stepId } })

export const setChecklistItem = (roleId: string, stepId: number, index: number, done: boolean) =>
  api('PUT /api/roadmap/:roleId/steps/:stepId/checklist/:index', {
    params: { roleId, stepId, index },
    body: { done },
  })

export const setStepStatus = (roleId: string, stepId: number, status: SettableStepStatus) =>
  api('PUT /api/roadmap/:roleId/steps/:stepId/status', {
    params: { roleId, stepId },
    body: { status },
  })

export function useRoadmapProgress(roleId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: roadmapKeys.progress(roleId),
    queryFn: () => fetchRoadmapProgress(roleId),
    enabled: options.enabled ?? true,
  })
}

export function useUnlockStep(roleId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (stepId: number) => unlockStep(roleId, stepId),
    onSettled: () => {
      // Also after a 402: another tab may have spent credits, so show the real balance.
      refreshBalance(queryClient)
      void queryClient.invalidateQueries({ queryKey: roadmapKeys.progress(roleId) })
    },
  })
}

function useProgressWrite<Vars>(roleId: string, write: (vars: Vars) => Promise<RoadmapProgress>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (progress) => {
      queryClient.setQueryData(roadmapKeys.progress(roleId), progress)
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] })
      void queryClient.invalidateQueries({ queryKey: ['roadmap', 'journey'] })
    },
  })
}

/** Applies a tick to cached progress, so the checkbox answers at once. */
export function withTick(
  progress: RoadmapProgress,
  vars: { stepId: number; index: number; done: boolean },
): RoadmapProgress {
  return {
    ...progress,
    steps: progress.steps.map((step) => {
      if (step.stepId !== vars.stepId) return step
      const others = step.checked.filter((index) => index !== vars.index)
      return {
        ...step,
        checked: vars.done ? [...others, vars.index].sort((a, b) => a - b) : others,
      }
    }),
  }
}

/**
 * Optimistic ticks: the cache changes on click, the tick is undone on failure, and takes the server's
 * answer only from the last write in flight (an earlier answer would undo a later tick).
 */
export function useSetChecklistItem(roleId: string) {
  const queryClient = useQueryClient()
  const key = roadmapKeys.progress(roleId)
  const mutationKey = ['roadmap', roleId, 'tick'] as const
  return useMutation({
    mutationKey,
    mutationFn: (vars: { stepId: number; index: number; done: boolean }) =>
      setChecklistItem(roleId, vars.stepId, vars.index, vars.done),
    onMutate: async (vars) => {
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData<RoadmapProgress>(key, (old) => old && withTick(old, vars))
    },
    onError: (_error, vars) => {
      // Undo just this tick (new arrays, so no stale view survives), then ask the server.
      queryClient.setQueryData<RoadmapProgress>(
        key,
        (old) => old && withTick(old, { ...vars, done: !vars.done }),
      )
      void queryClient.invalidateQueries({ queryKey: key })
    },
    onSuccess: (progress) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, progress)
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] })
      void queryClient.invalidateQueries({ queryKey: ['roadmap', 'journey'] })
    },
  })
}

export function useSetStepStatus(roleId: string) {
  return useProgressWrite(roleId, (vars: { stepId: number; status: SettableStepStatus }) =>
    setStepStatus(roleId, vars.stepId, vars.status),
  )
}

/** Where /role-profile's role came from: the latest diagnostic, or the default when there is none. */
export interface SelectedRole {
  roleId: RoleId
  source: 'diagnostic' | 'default'
}

/** GET /api/onboarding/diagnostic/latest; 404 means no diagnostic yet, so the default role. */
export async function fetchSelectedRole(): Promise<SelectedRole> {
  try {
    const latest = await api('GET /api/onboarding/diagnostic/latest')
    const roleId = roleIdFromDiagnostic(latest.result)
    return roleId
      ? { roleId, source: 'diagnostic' }
      : { roleId: DEFAULT_PROFILE_ROLE, source: 'default' }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { roleId: DEFAULT_PROFILE_ROLE, source: 'default' }
    }
    throw error
  }
}

/** Under the 'diagnostic' root so a new diagnostic (in any tab) refreshes it. */
export function useSelectedRole(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['diagnostic', 'selected-role'] as const,
    queryFn: fetchSelectedRole,
    enabled: options.enabled ?? true,
  })
}

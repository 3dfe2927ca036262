import { useQuery } from '@tanstack/react-query'
import { api } from './client'

export type {
  Journey,
  JourneyStep,
  JourneyPhase,
  JourneyMatch,
  JourneySkill,
  JourneyStepStatus,
} from '@/domain/journey'

/** Under 'roadmap' so every roadmap write (unlock, tick, status) refreshes the journey too. */
export const journeyKeys = {
  forRole: (roleId: string | null) => ['roadmap', 'journey', roleId ?? 'target'] as const,
}

/** GET /api/journey[/{roleId}] (docs/api.md): the one plan every screen shows. */
export const fetchJourney = (roleId: string | null) =>
  roleId === null
    ? api('GET /api/journey')
    : api('GET /api/journey/:roleId', { params: { roleId } })

export function useJourney(roleId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: journeyKeys.forRole(roleId),
    queryFn: () => fetchJourney(roleId),
    enabled: options.enabled ?? true,
    // Progress, a new diagnostic or a claimed resume all change it: read it afresh on each screen.
    staleTime: 0,
  })
}

import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { ApiError } from '@/api/client'
import { refreshBalance, useCredits } from '@/api/credits'
import { useJourney } from '@/api/journey'
import {
  useRoadmapProgress,
  useSetChecklistItem,
  useSetStepStatus,
  useUnlockStep,
  type SettableStepStatus,
} from '@/api/roadmap'
import type { RoadmapStep, Role } from '@/domain/catalogue'
import { describeError } from './describe-error'
import type { ProgressMoment } from './journey-summary'
import { buildStepViews, type StepView } from './roadmap-view'
import type { StepsLayout } from './steps-section'

/** UI state of the roadmap screen and the calls behind each control. */
export function useRoadmapScreen(role: Role) {
  const credits = useCredits()
  const progress = useRoadmapProgress(role.id)
  const unlock = useUnlockStep(role.id)
  const tick = useSetChecklistItem(role.id)
  const status = useSetStepStatus(role.id)
  const journey = useJourney(role.id)
  const queryClient = useQueryClient()
  const [moment, setMoment] = useState<ProgressMoment | null>(null)

  const [error, setError] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [layout, setLayout] = useState<StepsLayout>('cards')
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set([1]))
  const [focusStepId, setFocusStepId] = useState<number | null>(null)
  const [unlockTarget, setUnlockTarget] = useState<RoadmapStep | null>(null)
  const [unlockOpen, setUnlockOpen] = useState(false)
  const [creditsOpen, setCreditsOpen] = useState(false)
  const [creditsTab, setCreditsTab] = useState(0)

  const views: StepView[] | undefined = progress.data
    ? buildStepViews(role, progress.data, journey.data ?? undefined)
    : undefined
  const titleOf = (stepId: number) =>
    role.roadmapSteps.find((step) => step.id === stepId)?.title ?? `Step ${String(stepId)}`

  const openStep = (stepId: number) => {
    setLayout('cards')
    setExpanded((old) => new Set(old).add(stepId))
    setFocusStepId(stepId)
  }

  const confirmUnlock = () => {
    const step = unlockTarget
    if (!step) return
    unlock.mutate(step.id, {
      onSuccess: (result) => {
        setUnlockOpen(false)
        setError(null)
        openStep(step.id)
        setAnnouncement(`Step ${String(step.id)} unlocked. ${String(result.balance)} credits left.`)
      },
      onError: (failure) => {
        setError(describeError(failure))
        // A 402 keeps the dialog open: it now shows 'Insufficient Credits' and 'Get More Credits'.
        if (!(failure instanceof ApiError && failure.status === 402)) setUnlockOpen(false)
      },
    })
  }

  const onFail = (failure: unknown) => setError(describeError(failure))

  return {
    credits,
    progress,
    views,
    error,
    dismissError: () => setError(null),
    announcement,
    layout,
    setLayout,
    expanded,
    focusStepId,
    onFocused: useCallback(() => setFocusStepId(null), []),
    toggleExpanded: (stepId: number) =>
      setExpanded((old) => {
        const next = new Set(old)
        if (!next.delete(stepId)) next.add(stepId)
        return next
      }),
    openStep,
    unlockDialog: {
      open: unlockOpen,
      step: unlockTarget,
      pending: unlock.isPending,
      request: (view: StepView) => {
        setUnlockTarget(view.step)
        setUnlockOpen(true)
      },
      confirm: confirmUnlock,
      cancel: () => setUnlockOpen(false),
    },
    creditsDialog: {
      open: creditsOpen,
      tab: creditsTab,
      setTab: setCreditsTab,
      show: (tab = 0) => {
        setCreditsTab(tab)
        setUnlockOpen(false)
        setCreditsOpen(true)
      },
      close: () => setCreditsOpen(false),
    },
    journey,
    moment,
    dismissMoment: () => setMoment(null),
    toggleItem: (stepId: number, index: number, done: boolean) => {
      tick.mutate(
        { stepId, index, done },
        {
          onError: onFail,
          onSuccess: (after) => {
            // The write itself says whether it completed the step: the screen's copy of the
            // status may lag behind a quick untick and tick, and then showed a stale moment.
            if (after.stepCompleted !== true) return
            const credits = after.milestoneCredits ?? 0
            if (credits > 0) refreshBalance(queryClient)
            setMoment({
              kind: credits > 0 ? 'milestone' : 'completed',
              stepId,
              title: titleOf(stepId),
              credits,
            })
            setAnnouncement(
              credits > 0
                ? `Step complete. Milestone reached: ${String(credits)} credits earned.`
                : 'Step complete.',
            )
          },
        },
      )
    },
    setStatus: (stepId: number, to: SettableStepStatus) => {
      const before = views?.find((view) => view.step.id === stepId)?.status
      status.mutate(
        { stepId, status: to },
        {
          onSuccess: () => {
            // Starting a step shows its checklist: the next thing to do is its first item.
            if (to === 'in_progress') setExpanded((old) => new Set(old).add(stepId))
            setAnnouncement(`Step ${String(stepId)} marked ${to.replaceAll('_', ' ')}.`)
            setMoment(
              before === 'skipped_by_resume' && to === 'available'
                ? { kind: 'undo_resume', stepId, title: titleOf(stepId), credits: 0 }
                : null,
            )
          },
          onError: onFail,
        },
      )
    },
    statusBusyStep: status.isPending ? status.variables.stepId : null,
  }
}

import { useCurrentUser } from '@/api/auth'
import { useEarnCredits, usePurchaseCredits, useSubmitFeedback } from '@/api/credits'
import { Button } from '@/components/button'
import { Container } from '@/components/container'
import { ErrorBanner } from '@/components/error-banner'
import type { Role } from '@/domain/catalogue'
import { SaveBanner } from './closing-banners'
import { CreditsDialog } from './credits-dialog'
import { describeError } from './describe-error'
import { JourneySummary, ProgressMomentBanner } from './journey-summary'
import { RoadmapHeader } from './roadmap-header'
import { RoleSummary } from './role-summary'
import { StepsSection } from './steps-section'
import { UnlockDialog } from './unlock-dialog'
import { useRoadmapScreen } from './use-roadmap-screen'

/** /roadmap/$roleId for a known role: header, role summary, steps, dialogs. */
export function RoadmapScreen({ role }: { role: Role }) {
  const screen = useRoadmapScreen(role)
  const { user } = useCurrentUser()
  const earn = useEarnCredits()
  const feedback = useSubmitFeedback()
  const purchase = usePurchaseCredits()
  const overview = screen.credits.data
  const progress = screen.progress.data
  const appUrl = typeof window === 'undefined' ? '/' : window.location.origin

  return (
    <>
      <RoadmapHeader
        title={role.title}
        balance={overview?.balance}
        onOpenCredits={() => screen.creditsDialog.show(0)}
      />
      <main className="flex-1">
        <Container className="flex flex-col gap-6 py-6 sm:py-8">
          {screen.error !== null && (
            <ErrorBanner
              title="Something went wrong"
              actions={
                <Button size="sm" variant="outline" onClick={screen.dismissError}>
                  Dismiss
                </Button>
              }
            >
              {screen.error}
            </ErrorBanner>
          )}
          {screen.progress.isError && (
            <ErrorBanner
              title="Your progress could not be loaded"
              actions={
                <Button size="sm" variant="outline" onClick={() => void screen.progress.refetch()}>
                  Try Again
                </Button>
              }
            >
              {describeError(screen.progress.error)}
            </ErrorBanner>
          )}
          <RoleSummary role={role} />
          {screen.journey.data ? <JourneySummary journey={screen.journey.data} /> : null}
          {screen.moment !== null && (
            <ProgressMomentBanner
              moment={screen.moment}
              done={progress?.doneSteps ?? progress?.completedSteps ?? 0}
              total={progress?.totalSteps ?? role.roadmapSteps.length}
              onUndo={() => {
                const stepId = screen.moment?.stepId
                if (stepId !== undefined) screen.setStatus(stepId, 'skipped_by_resume')
              }}
              onDismiss={screen.dismissMoment}
            />
          )}
          <StepsSection
            roleId={role.id}
            views={screen.views}
            percent={progress?.percent ?? 0}
            completed={progress?.completedSteps ?? 0}
            skipped={progress?.skippedSteps ?? 0}
            layout={screen.layout}
            onLayoutChange={screen.setLayout}
            expanded={screen.expanded}
            focusStepId={screen.focusStepId}
            onFocused={screen.onFocused}
            onToggleExpanded={screen.toggleExpanded}
            onOpenStep={screen.openStep}
            onUnlock={screen.unlockDialog.request}
            onToggleItem={screen.toggleItem}
            onSetStatus={screen.setStatus}
            statusBusyStep={screen.statusBusyStep}
          />
          <SaveBanner />
        </Container>
      </main>
      <p aria-live="polite" className="sr-only">
        {screen.announcement}
      </p>
      <UnlockDialog
        open={screen.unlockDialog.open}
        step={screen.unlockDialog.step}
        balance={overview?.balance}
        pending={screen.unlockDialog.pending}
        onConfirm={screen.unlockDialog.confirm}
        onCancel={screen.unlockDialog.cancel}
        onGetMoreCredits={() => screen.creditsDialog.show(0)}
      />
      <CreditsDialog
        open={screen.creditsDialog.open}
        onClose={screen.creditsDialog.close}
        tab={screen.creditsDialog.tab}
        onTabChange={screen.creditsDialog.setTab}
        balance={overview?.balance}
        completedActions={overview?.completedActions ?? []}
        remainingEarnable={overview?.remainingEarnable}
        onEarn={(actionId) => earn.mutateAsync(actionId)}
        onFeedback={(answers) => feedback.mutateAsync(answers)}
        onBuy={(pack, clientId) =>
          purchase.mutateAsync({
            packId: pack.id,
            userId: user?.id ?? '',
            clientId,
            catalogue: 'roadmap',
          })
        }
        describeError={describeError}
        appUrl={appUrl}
      />
    </>
  )
}

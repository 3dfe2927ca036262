import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useLatestDiagnostic } from '@/api/diagnostic'
import { useRoadmapProgress } from '@/api/roadmap'
import { roleIdFromDiagnostic } from '@/domain/diagnostic'
import { Button, buttonClasses } from '@/components/button'
import { EmptyState } from '@/components/empty-state'
import { ErrorBanner } from '@/components/error-banner'
import { TextField } from '@/components/form-field'
import { Icon } from '@/components/icons'
import { Spinner } from '@/components/spinner'
import { getRole } from '@/domain/catalogue'
import {
  isCalendarDate,
  localCalendarDate,
  roadmapIcs,
  roadmapIcsFileName,
} from '@/domain/calendar'
import { optionLabel } from '@/domain/diagnostic'
import { PrintableRoadmap } from './printable-roadmap'
import { printRoadmap } from './print-roadmap'
import { saveTextFile } from './save-file'
import { SettingsCard } from './settings-card'

const description =
  'Put your latest roadmap on paper, or its phases, milestones and target date in your calendar app.'

/** Calendar download and print for the latest diagnostic's roadmap. */
export function RoadmapExportSection({ signedIn }: { signedIn: boolean }) {
  const latest = useLatestDiagnostic()
  const roleId = latest.data ? roleIdFromDiagnostic(latest.data.result) : undefined
  const progress = useRoadmapProgress(roleId ?? 'sdr', {
    enabled: signedIn && roleId !== undefined,
  })
  const [start, setStart] = useState(() => localCalendarDate(new Date()))

  if (latest.isPending) {
    return (
      <SettingsCard id="roadmap-export" title="Print and calendar" description={description}>
        <Spinner label="Loading your roadmap..." />
      </SettingsCard>
    )
  }
  if (latest.isError) {
    return (
      <SettingsCard id="roadmap-export" title="Print and calendar" description={description}>
        <ErrorBanner title="Your roadmap could not be loaded">{latest.error.message}</ErrorBanner>
      </SettingsCard>
    )
  }
  if (!latest.data) {
    return (
      <SettingsCard id="roadmap-export" title="Print and calendar" description={description}>
        <EmptyState
          level={3}
          className="py-6"
          title="No roadmap yet"
          text="Take the 9-question diagnostic to get a phased roadmap you can print and add to your calendar."
          actions={
            <Link to="/diagnostic-onboarding" className={buttonClasses('primary', 'md')}>
              Take the diagnostic
            </Link>
          }
        />
      </SettingsCard>
    )
  }

  const { result, answers } = latest.data
  const roadmap = result.selectedRoadmap
  const steps = roadmap.phases.reduce((sum, phase) => sum + phase.steps.length, 0)
  const validStart = isCalendarDate(start)
  function downloadCalendar() {
    const text = roadmapIcs({
      roadmap,
      start,
      targetTimeline: answers.target_timeline,
      now: new Date(),
      ...(roleId === undefined ? {} : { planId: roleId }),
    })
    saveTextFile(text, roadmapIcsFileName(roadmap), 'text/calendar')
  }

  return (
    <SettingsCard id="roadmap-export" title="Print and calendar" description={description}>
      <p className="text-ink">
        <span className="font-medium">{roadmap.title}</span>: {roadmap.phases.length} phases,{' '}
        {steps} steps.
      </p>
      <TextField
        label="Start date"
        type="date"
        value={start}
        hint="Phases and milestones are dated from this day."
        error={validStart ? undefined : 'Choose a start date.'}
        onChange={(event) => {
          setStart(event.target.value)
        }}
        className="max-w-xs"
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={downloadCalendar} disabled={!validStart}>
          <Icon name="calendar" size={16} />
          Download calendar (.ics)
        </Button>
        <Button variant="outline" onClick={printRoadmap}>
          <Icon name="file" size={16} />
          Print my roadmap
        </Button>
      </div>
      <PrintableRoadmap
        roadmap={roadmap}
        timelineLabel={optionLabel('target_timeline', answers.target_timeline)}
        role={roleId === undefined ? undefined : getRole(roleId)}
        progress={progress.data ?? null}
      />
    </SettingsCard>
  )
}

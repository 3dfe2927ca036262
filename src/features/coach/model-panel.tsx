import { useId, useState } from 'react'
import { useCoachModel } from '@/api/coach-model'
import { Badge, type BadgeTone } from '@/components/badge'
import { Button } from '@/components/button'
import { cx } from '@/components/cx'
import { Icon } from '@/components/icons'
import { ProgressBar } from '@/components/progress-bar'
import {
  describeModelStatus,
  downloadProgressText,
  modelOf,
  modelSize,
  type StatusView,
} from './model-status'

const toneBadge: Record<StatusView['tone'], BadgeTone> = {
  neutral: 'neutral',
  info: 'blue',
  success: 'green',
  warning: 'amber',
  error: 'red',
}

export interface ModelPanelProps {
  /** Heading level that fits where the panel sits. */
  level?: 2 | 3
  className?: string
}

/**
 * The "On-device AI" panel: the model and its download size first, then an explicit opt-in,
 * progress in bytes and percent, cancel, remove and a plain status. Without WebGPU it says so and
 * the offline coach carries on.
 */
export function ModelPanel({ level = 2, className }: ModelPanelProps) {
  const { status, control } = useCoachModel()
  const [busy, setBusy] = useState(false)
  const titleId = useId()
  const view = describeModelStatus(status)
  const model = modelOf(status)
  const Heading = `h${String(level)}` as 'h2' | 'h3'

  const run = (action: () => Promise<unknown>) => {
    setBusy(true)
    void action().finally(() => setBusy(false))
  }

  return (
    <section aria-labelledby={titleId} className={cx('flex flex-col gap-3', className)}>
      <div className="flex items-center justify-between gap-2">
        <Heading id={titleId} className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Icon name="sparkles" className="text-brand-600" />
          On-device AI
        </Heading>
        <Badge tone={toneBadge[view.tone]}>{view.title}</Badge>
      </div>
      {model !== null && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">Model</dt>
          <dd className="font-medium text-ink">{model.label}</dd>
          <dt className="text-muted">Download</dt>
          <dd className="font-medium text-ink">about {modelSize(model)}</dd>
        </dl>
      )}
      <p role="status" className="text-sm text-muted">
        {view.text}
      </p>
      {status.kind === 'downloading' && (
        <ProgressBar
          label={`${status.source === 'device' ? 'Loading' : 'Downloading'} ${status.model.label}`}
          value={status.progress.percent}
          hideLabel
          className="mt-1"
        />
      )}
      {status.kind === 'downloading' && (
        <p className="text-sm font-medium text-ink tabular-nums">
          {downloadProgressText(status.progress)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {status.kind === 'not-downloaded' && (
          <Button onClick={() => run(() => control.download())}>
            <Icon name="download" size={18} />
            Download
          </Button>
        )}
        {status.kind === 'cached' && (
          <Button onClick={() => run(() => control.download())}>Load model</Button>
        )}
        {status.kind === 'downloading' && (
          <Button variant="outline" onClick={() => control.cancel()}>
            Cancel
          </Button>
        )}
        {status.kind === 'error' && model !== null && (
          <Button variant="outline" loading={busy} onClick={() => run(() => control.download())}>
            Try again
          </Button>
        )}
        {(status.kind === 'ready' ||
          status.kind === 'cached' ||
          (status.kind === 'error' && model !== null)) && (
          <Button variant="danger" loading={busy} onClick={() => run(() => control.remove())}>
            <Icon name="trash" size={18} />
            Remove model
          </Button>
        )}
      </div>
    </section>
  )
}

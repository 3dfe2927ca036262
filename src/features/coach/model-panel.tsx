import { useId, useState } from 'react'
import { useCoachModel, type CoachModelChoice } from '@/api/coach-model'
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
  tierLabel,
  tierNote,
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

/** The offers as radio choices: name, tier and download size, before anything is downloaded. */
function ModelChoices({
  offers,
  selected,
  onSelect,
}: {
  offers: readonly CoachModelChoice[]
  selected: string
  onSelect: (modelId: string) => void
}) {
  const name = useId()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">Choose a model</legend>
      {offers.map((offer) => (
        <label
          key={offer.modelId}
          className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 gap-y-0.5 rounded-xl border border-slate-300 p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={offer.modelId}
            checked={selected === offer.modelId}
            onChange={() => onSelect(offer.modelId)}
            className="row-span-2 mt-0.5 size-4 accent-brand-600"
          />
          <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {offer.label}
            <Badge tone={offer.tier === 'quality' ? 'green' : 'neutral'}>{tierLabel(offer)}</Badge>
          </span>
          <span className="text-muted">
            Download about {modelSize(offer)}. {tierNote(offer)}
          </span>
        </label>
      ))}
    </fieldset>
  )
}

/** Model, tier and download size of the one model in play. */
function ModelFacts({ model }: { model: CoachModelChoice }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted">Model</dt>
      <dd className="font-medium text-ink">{model.label}</dd>
      <dt className="text-muted">Tier</dt>
      <dd className="font-medium text-ink">{tierLabel(model)}</dd>
      <dt className="text-muted">Download</dt>
      <dd className="font-medium text-ink">about {modelSize(model)}</dd>
    </dl>
  )
}

/**
 * The "On-device AI" panel: the models this device can run, each with its tier and download size,
 * then an explicit opt-in, progress in bytes and percent, cancel, remove and a plain status.
 * Without WebGPU it says so and the offline coach carries on.
 */
export function ModelPanel({ level = 2, className }: ModelPanelProps) {
  const { status, control } = useCoachModel()
  const [busy, setBusy] = useState(false)
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const titleId = useId()
  const view = describeModelStatus(status)
  const model = modelOf(status)
  const Heading = `h${String(level)}` as 'h2' | 'h3'
  const offers = status.kind === 'not-downloaded' ? status.offers : []
  // The person's pick while it is still offered, else the status's model (the first offer).
  const selected = offers.some((o) => o.modelId === picked) ? picked : model?.modelId

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
      {offers.length > 1 && selected !== undefined ? (
        <ModelChoices offers={offers} selected={selected} onSelect={setPicked} />
      ) : (
        model !== null && <ModelFacts model={model} />
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
          <Button onClick={() => run(() => control.download(selected))}>
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

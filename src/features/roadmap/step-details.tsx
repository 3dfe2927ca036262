import { useId, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ProgressBar } from '@/components/progress-bar'
import type { RoadmapStep } from '@/domain/catalogue'
import { practiceScenarioForStep } from '@/domain/practice'
import { StepResources } from './step-resources'
import { IconList } from '@/lib/icon-list'

export interface StepDetailsProps {
  step: RoadmapStep
  checked: readonly number[]
  onToggleItem: (index: number, done: boolean) => void
}

function Checklist({ step, checked, onToggleItem }: StepDetailsProps) {
  const baseId = useId()
  // A click shows at once, before the cache update arrives. An override only applies while
  // `checked` is the array it was made against: any new server or cache state replaces it.
  const [overrides, setOverrides] = useState<
    { base: readonly number[]; index: number; done: boolean }[]
  >([])
  const isDone = (index: number) => {
    const override = overrides.findLast((o) => o.base === checked && o.index === index)
    return override ? override.done : checked.includes(index)
  }
  const toggle = (index: number, value: boolean) => {
    setOverrides((old) => [
      ...old.filter((o) => o.base === checked),
      { base: checked, index, done: value },
    ])
    onToggleItem(index, value)
  }
  const done = step.checklist.filter((_item, index) => isDone(index)).length
  const total = step.checklist.length
  return (
    <section aria-labelledby={`${baseId}-title`} className="flex flex-col gap-3">
      <h4 id={`${baseId}-title`} className="font-semibold text-ink">
        Checklist
      </h4>
      <ProgressBar
        value={done}
        max={total}
        label={`Step ${String(step.id)} checklist: ${String(done)}/${String(total)} done`}
        tone={done === total ? 'green' : 'brand'}
      />
      <ul className="flex flex-col gap-1">
        {step.checklist.map((item, index) => {
          const id = `${baseId}-item-${String(index)}`
          const itemDone = isDone(index)
          return (
            <li
              key={item}
              className="flex items-start gap-3 rounded-lg px-1 py-2 hover:bg-slate-50"
            >
              <input
                id={id}
                type="checkbox"
                checked={itemDone}
                onChange={(event) => toggle(index, event.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <label htmlFor={id} className={itemDone ? 'text-muted line-through' : 'text-ink'}>
                {item}
              </label>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** What an unlocked step holds: resources, a tickable checklist with its progress, and tips. */
export function StepDetails(props: StepDetailsProps) {
  const { step } = props
  const practice = practiceScenarioForStep(step.title)
  return (
    <div className="flex flex-col gap-6">
      {practice ? (
        <Link
          to="/practice"
          search={{ scenario: practice }}
          className="self-start rounded-xl bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-100"
        >
          Practise this<span className="sr-only"> call in the practice room</span>
        </Link>
      ) : null}
      <section className="flex flex-col gap-3">
        <h4 className="font-semibold text-ink">Resources</h4>
        <StepResources resources={step.resources} />
      </section>
      <Checklist {...props} />
      <section className="flex flex-col gap-2">
        <h4 className="font-semibold text-ink">Tips</h4>
        <IconList
          items={step.tips}
          icon="sparkles"
          className="flex flex-col gap-2"
          itemClassName="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900"
          iconClassName="mt-0.5"
        />
      </section>
    </div>
  )
}

import type { PracticeScenarioSummary } from '@/contract'
import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { Card, CardBody } from '@/components/card'
import { difficultyLabels } from './practice-view'

const tones = { easy: 'green', medium: 'amber', hard: 'red' } as const

interface Props {
  scenarios: PracticeScenarioSummary[]
  starting: string | null
  onStart: (scenarioId: string) => void
}

/** The scenario cards: who you will talk to, the goal, difficulty and turn limit. */
export function ScenarioPicker({ scenarios, starting, onStart }: Props) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Practice scenarios">
      {scenarios.map((scenario) => (
        <li key={scenario.id}>
          <Card className="h-full">
            <CardBody className="flex h-full flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-base font-semibold text-ink">{scenario.title}</h3>
                <Badge tone={tones[scenario.difficulty]}>
                  {difficultyLabels[scenario.difficulty]}
                </Badge>
              </div>
              <p className="text-sm text-slate-600">{scenario.setting}</p>
              <p className="text-sm text-ink">
                <span className="font-medium">{scenario.persona.name}</span>,{' '}
                {scenario.persona.role}, {scenario.persona.company}
              </p>
              <p className="text-sm text-slate-700">
                <span className="font-medium">Goal:</span> {scenario.goal} ({scenario.turnLimit}{' '}
                turns)
              </p>
              <div className="mt-auto">
                <Button
                  size="md"
                  loading={starting === scenario.id}
                  disabled={starting !== null}
                  onClick={() => {
                    onStart(scenario.id)
                  }}
                >
                  Start<span className="sr-only"> {scenario.title}</span>
                </Button>
              </div>
            </CardBody>
          </Card>
        </li>
      ))}
    </ul>
  )
}

import { describe, expect, it } from 'vitest'
import { normalise } from './normalise'
import { triage } from './triage'

const signalsOf = (message: string) => triage(normalise(message).text)

describe('triage: a job loss that happened, or one that is only threatened', () => {
  it('reads a firing that happened as a job loss', () => {
    expect(signalsOf('I was fired on Friday after 7 months.')).toContain('job_loss')
    expect(signalsOf('They let me go this morning, what now?')).toContain('job_loss')
  })

  it('reads a threat to fire this person as being at risk (the PIP answer), not as fired', () => {
    const threatened = signalsOf(
      'My company is trying to fire me over not meeting quota by the 26th.',
    )
    expect(threatened).toContain('pip')
    expect(threatened).not.toContain('job_loss')
    expect(signalsOf('I think I might get let go next month')).not.toContain('job_loss')
  })

  it('reads a PIP question about what happens if it fails as a PIP question', () => {
    const signals = signalsOf(
      'If you are on a PIP, fail, and are let go, will you be paid severance?',
    )
    expect(signals).toContain('pip')
    expect(signals).not.toContain('job_loss')
  })

  it('reads a PIP post that asks about severance as a PIP, and a PIP that ended in a firing as a loss', () => {
    const onPip = signalsOf("I'm on a PIP, do I get severance if I fail it?")
    expect(onPip).toContain('pip')
    expect(onPip).not.toContain('job_loss')
    expect(signalsOf('I was on a PIP for 60 days and then got fired last week.')).toContain(
      'job_loss',
    )
  })

  it('hears no PIP in a manager "on a plane", and still hears "put on a plan"', () => {
    const flying = signalsOf('My VP is literally on a plane right now flying in for this meeting.')
    expect(flying).not.toContain('pip')
    expect(signalsOf('My manager put me on a plan last week.')).toContain('pip')
  })

  it('keeps a general layoff question a layoff question', () => {
    expect(
      signalsOf('What should people deal with if they have been laid off? Severance?'),
    ).toContain('job_loss')
  })
})

describe('triage: money earned and then cut or held back', () => {
  it('hears a capped or redefined commission as a pay dispute', () => {
    expect(signalsOf('Finance decided to cap the commission on my biggest deal.')).toContain(
      'pay_dispute',
    )
    expect(signalsOf('I stand to lose $20,000 in commissions because of this.')).toContain(
      'pay_dispute',
    )
  })

  it('does not hear a question about how commission works as a dispute', () => {
    expect(signalsOf('How does commission work for an AE with a 50/50 split?')).not.toContain(
      'pay_dispute',
    )
  })
})

describe('normalise: other names for a quota', () => {
  it('reads a sales goal or target as the quota', () => {
    expect(normalise('My 2024 sales goal is insane').text).toContain(' quota is insane ')
    expect(normalise('they raised my sales target again').text).toContain(' my quota again ')
  })
})

describe('triage: impostor feelings are not an ethics problem', () => {
  it('hears "I feel like a fraud" as self-doubt, and a fraud someone asks for as unethical', () => {
    expect(signalsOf('I feel like a fraud, everyone on my team is better than me')).not.toContain(
      'unethical',
    )
    expect(signalsOf('my VP told me to commit fraud by backdating contracts')).toContain(
      'unethical',
    )
  })
})

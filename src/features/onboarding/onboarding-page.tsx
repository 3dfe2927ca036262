import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useCurrentUser } from '@/api/auth'
import { readStored, storageKeys } from '@/api/browser-store'
import { useSaveUserIntent } from '@/api/profile'
import { BeckyAvatar } from '@/components/becky-avatar'
import { Button } from '@/components/button'
import { Container } from '@/components/container'
import { Icon } from '@/components/icons'
import { useToast } from '@/components/toast'
import { isUserIntent } from '@/domain/profile'
import type { UserIntent } from '@/domain/profile'
import { IntentChoice } from './intent-choice'
import { IconList } from '@/lib/icon-list'

const nextSteps = [
  '9 short questions, about 5-10 minutes',
  'Optional resume upload, read on your device',
  'Ranked career matches and a phased roadmap',
] as const

function storedIntent(): UserIntent | null {
  const value = readStored(storageKeys.userIntent)
  return isUserIntent(value) ? value : null
}

/** /onboarding: asks why the user came (userIntent), remembers it, then starts the diagnostic. */
export function OnboardingPage() {
  const { user } = useCurrentUser()
  const navigate = useNavigate()
  const toast = useToast()
  const save = useSaveUserIntent()
  const [intent, setIntent] = useState<UserIntent | null>(storedIntent)
  const [missing, setMissing] = useState(false)
  const questionId = useId()
  const hintId = useId()

  const start = async () => {
    if (intent === null) {
      setMissing(true)
      return
    }
    try {
      await save.mutateAsync({ intent, signedIn: user !== null })
    } catch {
      // The choice is already on this device, so the diagnostic can start regardless.
      toast({
        title: 'Saved on this device only',
        description: 'We could not update your account just now; your choice is still used.',
      })
    }
    await navigate({ to: '/diagnostic-onboarding' })
  }

  return (
    <main className="min-h-dvh bg-linear-to-b from-brand-50 to-canvas py-10 sm:py-16">
      <Container size="sm">
        <div className="flex flex-col items-center text-center">
          <BeckyAvatar size="medium" mood="curious" alt="" />
          <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Hi, I&apos;m Becky, your career coach
          </p>
          <h1
            id={questionId}
            className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            What brings you to SalesPath?
          </h1>
          <p id={hintId} className="mt-3 text-muted sm:text-lg">
            Pick the one that fits best. I use it to tailor your matches and roadmap.
          </p>
        </div>
        <form
          className="mt-8"
          aria-describedby={hintId}
          onSubmit={(event) => {
            event.preventDefault()
            void start()
          }}
        >
          <IntentChoice
            value={intent}
            legendId={questionId}
            onChange={(next) => {
              setIntent(next)
              setMissing(false)
            }}
          />
          <p role="alert" className="mt-3 min-h-5 text-sm font-medium text-rose-700">
            {missing ? 'Choose the option that fits you best to continue.' : ''}
          </p>
          <Button type="submit" size="lg" className="mt-2 w-full" loading={save.isPending}>
            Start My Diagnostic
            <Icon name="chevron-right" />
          </Button>
        </form>
        <IconList
          items={nextSteps}
          icon="check"
          className="mt-8 grid gap-2 text-sm text-muted sm:grid-cols-3 sm:gap-4"
          iconClassName="mt-0.5 shrink-0 text-emerald-600"
        />
      </Container>
    </main>
  )
}

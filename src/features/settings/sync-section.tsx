import { useState, type SyntheticEvent } from 'react'
import { errorText } from '@/api/error-text'
import {
  useSyncNow,
  useSyncStatus,
  useTurnOffSync,
  useTurnOnSync,
  type SyncStatusResponse,
} from '@/api/sync'
import { Button } from '@/components/button'
import { ErrorBanner } from '@/components/error-banner'
import { PasswordField, TextField } from '@/components/form-field'
import { Spinner } from '@/components/spinner'
import { SettingsCard } from './settings-card'
import { changesText, SyncSetAside } from './sync-set-aside'

const messageOf = (error: unknown) => errorText(error, 'Sync could not be turned on. Try again.')

/** The last sync in the reader's own date and time format. */
function lastSyncText(at: string | null): string {
  if (at === null) return 'Not yet'
  return new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

/** After failed runs: when the background tries again (it backs off), and that Sync now need not wait. */
function nextTryText(at: string | null): string {
  if (at === null) return ''
  const time = new Date(at).toLocaleTimeString(undefined, { timeStyle: 'short' })
  return ` Next automatic try at ${time}; Sync now tries at once.`
}

function TurnOnForm({ email }: { email: string }) {
  const turnOn = useTurnOnSync()
  const [serverUrl, setServerUrl] = useState(() => window.location.origin)
  const [account, setAccount] = useState(email)
  const [password, setPassword] = useState('')
  const [mode, setMode] = useState<'create' | 'sign_in'>('create')

  function submit(event: SyntheticEvent) {
    event.preventDefault()
    turnOn.mutate({ serverUrl, email: account, password, mode })
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <TextField
        label="Sync server address"
        type="url"
        inputMode="url"
        autoComplete="url"
        required
        maxLength={500}
        value={serverUrl}
        onChange={(e) => setServerUrl(e.target.value)}
        hint="The server that keeps a copy of your journey for your other devices."
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink">Sync account</legend>
        {(
          [
            ['create', 'Create a sync account (first device)'],
            ['sign_in', 'I already have one (another device)'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="sync-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Sync account email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        value={account}
        onChange={(e) => setAccount(e.target.value)}
      />
      <PasswordField
        label="Sync account password"
        autoComplete={mode === 'create' ? 'new-password' : 'current-password'}
        required
        maxLength={1024}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {turnOn.isError ? <ErrorBanner>{messageOf(turnOn.error)}</ErrorBanner> : null}
      <div>
        <Button type="submit" loading={turnOn.isPending}>
          Turn on sync
        </Button>
      </div>
    </form>
  )
}

function SyncOn({ status }: { status: SyncStatusResponse }) {
  const syncNow = useSyncNow()
  const turnOff = useTurnOffSync()
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p>
        Syncing with <strong className="break-all">{status.serverUrl}</strong> as{' '}
        <strong className="break-all">{status.email}</strong>.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Last synced</dt>
        <dd>{lastSyncText(status.lastSyncAt)}</dd>
        <dt className="text-muted">Waiting to send</dt>
        <dd>{changesText(status.pending)}</dd>
        {status.setAsideCount === 0 ? null : (
          <>
            <dt className="text-muted">Set aside</dt>
            <dd>{changesText(status.setAsideCount)} (below)</dd>
          </>
        )}
      </dl>
      {/* Quiet on purpose: a failed sync never blocks the app; changes wait on this device. */}
      <p role="status" className="text-muted">
        {status.lastError === null ? '' : `${status.lastError}${nextTryText(status.nextRetryAt)}`}
      </p>
      <SyncSetAside status={status} />
      {status.debtExplanation === null ? null : (
        <p className="rounded-card border border-amber-200 bg-amber-50 p-3 text-amber-900">
          {status.debtExplanation}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button loading={syncNow.isPending} onClick={() => syncNow.mutate()}>
          Sync now
        </Button>
        <Button variant="outline" loading={turnOff.isPending} onClick={() => turnOff.mutate()}>
          Stop syncing on this device
        </Button>
      </div>
    </div>
  )
}

/** Settings -> Sync across devices (issue 16): opt-in; the app works the same without it. */
export function SyncSection({ email }: { email: string }) {
  const status = useSyncStatus()
  return (
    <SettingsCard
      id="sync"
      title="Sync across devices"
      description="Optional. Keep one journey on your phone and laptop through a sync server. Everything stays on this device too, and works offline."
    >
      {status.isPending ? (
        <Spinner label="Checking sync..." />
      ) : status.isError ? (
        <ErrorBanner>Sync settings could not be read. Reload to try again.</ErrorBanner>
      ) : status.data.enabled ? (
        <SyncOn status={status.data} />
      ) : (
        <TurnOnForm email={email} />
      )}
    </SettingsCard>
  )
}

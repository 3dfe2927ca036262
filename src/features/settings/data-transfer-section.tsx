import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { accountExportFileName, fetchAccountExport, importAccountData } from '@/api/account'
import { checkAccountExportText, type AccountExportFile } from '@/contract'
import { firstImportProblem, importRefusalMessage } from '@/domain/account-import'
import { Button } from '@/components/button'
import { ErrorBanner } from '@/components/error-banner'
import { Icon } from '@/components/icons'
import { useToast } from '@/components/toast'
import { ConfirmDialog } from '@/lib/confirm-dialog'
import { importSummary } from './import-summary'
import { saveTextFile } from './save-file'
import { SettingsCard } from './settings-card'
import { requestPersistence } from './use-storage-facts'
import { errorText } from '@/api/error-text'

// Import files are checked on this device first (their refusals are shown as they are); a failed
// call reads as the server's sentence or the fallback, never an exception's text.
const messageOf = errorText

function ExportButton() {
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function exportNow() {
    setBusy(true)
    setError(null)
    try {
      const file = await fetchAccountExport()
      saveTextFile(JSON.stringify(file, null, 2), accountExportFileName(file), 'application/json')
      toast({
        title: 'Export saved',
        description: 'Keep the file somewhere safe.',
        variant: 'success',
      })
    } catch (failure) {
      setError(messageOf(failure, 'The export failed. Try again.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button loading={busy} onClick={() => void exportNow()}>
          <Icon name="download" size={16} />
          Export my data
        </Button>
      </div>
      {error === null ? null : <ErrorBanner title="Export failed">{error}</ErrorBanner>}
    </div>
  )
}

function ImportConfirm({
  file,
  onClose,
  onImported,
}: {
  file: AccountExportFile
  onClose: () => void
  onImported: () => void
}) {
  const summary = importSummary(file)
  return (
    <ConfirmDialog
      title="Replace your data with this file?"
      description="Everything SalesPath holds for this account on this device is replaced by the file. Your email and password stay the same."
      confirmLabel="Replace my data"
      failureTitle="Import failed"
      failureText="The import failed. Nothing was changed."
      onConfirm={async () => {
        await importAccountData(file)
        onImported()
      }}
      onClose={onClose}
    >
      <p className="font-medium text-ink">{summary.heading}</p>
      <ul className="mt-2 list-disc pl-5 text-sm text-muted">
        {summary.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </ConfirmDialog>
  )
}

function ImportControl() {
  const input = useRef<HTMLInputElement>(null)
  const queryClient = useQueryClient()
  const toast = useToast()
  const [refusal, setRefusal] = useState<string | null>(null)
  const [pending, setPending] = useState<AccountExportFile | null>(null)

  async function choose(chosen: File | undefined) {
    setRefusal(null)
    if (!chosen) return
    const check = checkAccountExportText(await chosen.text())
    if (input.current) input.current.value = ''
    // Refused before the preview, so a tampered file never reaches 'Replace my data'.
    const problem = check.ok ? firstImportProblem(check.file.data) : null
    if (!check.ok) setRefusal(check.message)
    else if (problem) setRefusal(importRefusalMessage(problem))
    else setPending(check.file)
  }

  function imported() {
    setPending(null)
    void queryClient.invalidateQueries()
    // The user just restored their data: the right moment to ask the browser to keep it.
    void requestPersistence()
    toast({
      title: 'Import complete',
      description: 'Your SalesPath data was restored.',
      variant: 'success',
    })
  }

  return (
    <div className="flex flex-col gap-2">
      {/* The button opens the picker; the input itself stays out of the tab order. */}
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="hidden"
        tabIndex={-1}
        aria-label="Export file to import"
        data-testid="import-file"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <div>
        <Button variant="outline" onClick={() => input.current?.click()}>
          <Icon name="upload" size={16} />
          Import from a file
        </Button>
      </div>
      {refusal === null ? null : (
        <ErrorBanner title="This file was not imported">{refusal}</ErrorBanner>
      )}
      {pending ? (
        <ImportConfirm
          file={pending}
          onClose={() => {
            setPending(null)
          }}
          onImported={imported}
        />
      ) : null}
    </div>
  )
}

/** Export everything as one file; import such a file back after checking it completely. */
export function DataTransferSection() {
  return (
    <SettingsCard
      id="your-data"
      title="Your data"
      description="Export your profile, answers, results, resume insights, roadmap progress, credits, chat and coaching memory as one file. Import it on another device or after clearing this one."
    >
      <ExportButton />
      <ImportControl />
    </SettingsCard>
  )
}

import { Badge } from '@/components/badge'
import { Button } from '@/components/button'
import { Spinner } from '@/components/spinner'
import { persistenceAdvice, usageText } from './storage-facts'
import { useStorageFacts } from './use-storage-facts'
import { SettingsCard } from './settings-card'

/** Storage used and whether the browser keeps it, with a button to ask for persistence. */
export function StorageSection() {
  const { facts, loading, askToPersist } = useStorageFacts()
  const advice = persistenceAdvice(facts)
  return (
    <SettingsCard
      id="storage"
      title="Storage on this device"
      description="SalesPath keeps your data in this browser only. There is no server copy."
    >
      {loading ? (
        <Spinner label="Checking storage..." />
      ) : (
        <>
          <p className="text-ink" data-testid="storage-usage">
            {usageText(facts)}
          </p>
          <div className="flex flex-col gap-2">
            <p className="flex flex-wrap items-center gap-2 text-ink">
              <span className="font-medium">Storage:</span>
              <Badge tone={advice.tone}>{advice.label}</Badge>
            </p>
            <p className="text-sm text-muted" aria-live="polite">
              {advice.text}
            </p>
          </div>
          {facts.supported && facts.persisted === false ? (
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  void askToPersist()
                }}
              >
                Keep my data on this device
              </Button>
            </div>
          ) : null}
        </>
      )}
    </SettingsCard>
  )
}

import { useCurrentUser } from '@/api/auth'
import { Spinner } from '@/components/spinner'
import { DataTransferSection } from './data-transfer-section'
import { DeleteAccountSection } from './delete-account-section'
import { RoadmapExportSection } from './roadmap-export-section'
import { SignInPrompt } from './sign-in-prompt'
import { StorageSection } from './storage-section'
import { SyncSection } from './sync-section'
import { PageFrame } from '@/lib/page-frame'

/** Settings & privacy (/settings): storage, print and calendar, export, import, sync, delete. */
export function SettingsPage() {
  const { user, isLoading } = useCurrentUser()
  return (
    <PageFrame
      size="sm"
      mainClassName="py-10 sm:py-12"
      title="Settings & privacy"
      description="Your SalesPath data lives on this device only. See the space it uses, keep a copy, move it or delete it."
    >
      <div className="mt-8 flex flex-col gap-6">
        <StorageSection />
        {isLoading ? (
          <Spinner label="Checking your account..." />
        ) : user ? (
          <>
            <RoadmapExportSection signedIn />
            <DataTransferSection />
            <SyncSection email={user.email} />
            <DeleteAccountSection email={user.email} />
          </>
        ) : (
          <>
            <SignInPrompt />
            <RoadmapExportSection signedIn={false} />
          </>
        )}
      </div>
    </PageFrame>
  )
}

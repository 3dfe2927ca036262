import { Button } from '@/components/button'
import { ErrorBanner } from '@/components/error-banner'

/**
 * A resume upload that failed, where the wizard and the upload page both show it. Spec section 2:
 * 'Upload failed. Try again.' and 'Please try again or skip for now', plus why.
 */
export function UploadErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorBanner
      title="Upload failed. Try again."
      actions={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <p className="font-medium">{message}</p>
      <p className="mt-1">Please try again or skip for now</p>
    </ErrorBanner>
  )
}

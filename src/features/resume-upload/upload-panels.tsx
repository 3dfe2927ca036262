import { Button } from '@/components/button'
import { Icon } from '@/components/icons'
import { Spinner } from '@/components/spinner'

export function UploadingPanel({ fileName }: { fileName: string }) {
  return (
    <div className="grid place-items-center rounded-xl border border-slate-200 bg-canvas p-8">
      <Spinner label={`Reading ${fileName} on this device...`} showLabel className="flex-col" />
    </div>
  )
}

export function FileCard({
  fileName,
  note,
  onRemove,
}: {
  fileName: string
  note: string
  onRemove: () => void
}) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Icon name="file" className="shrink-0 text-emerald-800" />
        <div className="min-w-0">
          <p className="font-semibold break-all text-ink">{fileName}</p>
          <p className="text-sm text-emerald-800">{note}</p>
        </div>
      </div>
      <Button variant="danger" size="sm" onClick={onRemove} className="self-start sm:self-auto">
        <Icon name="trash" size={16} />
        Remove file
      </Button>
    </div>
  )
}

import { Button } from '@/components/button'
import { useToast } from '@/components/toast'
import { BarGlyph } from './bar-glyph'
import { pwaStore, usePwaState, type PwaStore } from './pwa-state'

/** Shown only after the browser offers installation (Chromium's beforeinstallprompt). */
export function InstallButton({ store = pwaStore }: { store?: PwaStore }) {
  const { canInstall } = usePwaState(store)
  const toast = useToast()
  if (!canInstall) return null
  return (
    <Button
      variant="ghost"
      onClick={() => {
        void store.install().then((outcome) => {
          if (outcome === 'accepted') {
            toast({
              title: 'SalesPath is installed',
              description: 'Open it from your home screen or app list, even offline.',
              variant: 'success',
            })
          }
        })
      }}
    >
      <BarGlyph paths={['M12 3v12M7 10l5 5 5-5M5 21h14']} />
      Install app
    </Button>
  )
}

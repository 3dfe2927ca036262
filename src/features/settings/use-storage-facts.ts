import { useCallback, useEffect, useState } from 'react'
import type { StorageFacts } from './storage-facts'

const initial: StorageFacts = {
  supported: false,
  usage: null,
  quota: null,
  persisted: null,
  lastRequest: null,
}

function storageManager(): StorageManager | null {
  return typeof navigator !== 'undefined' && 'storage' in navigator ? navigator.storage : null
}

async function readFacts(): Promise<Omit<StorageFacts, 'lastRequest'>> {
  const storage = storageManager()
  if (!storage) return { supported: false, usage: null, quota: null, persisted: null }
  const [estimate, persisted] = await Promise.all([
    storage.estimate().catch(() => null),
    storage.persisted().catch(() => null),
  ])
  return {
    supported: true,
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
    persisted,
  }
}

/** Asks the browser to keep SalesPath's data; true when storage is (now) persistent. */
export async function requestPersistence(): Promise<boolean> {
  const storage = storageManager()
  if (!storage) return false
  try {
    return (await storage.persisted()) || (await storage.persist())
  } catch {
    return false
  }
}

export function useStorageFacts() {
  const [facts, setFacts] = useState<StorageFacts>(initial)
  const [loading, setLoading] = useState(true)

  const refresh = useCallback(async () => {
    const next = await readFacts()
    setFacts((current) => ({ ...current, ...next }))
    setLoading(false)
  }, [])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const askToPersist = useCallback(async () => {
    const granted = await requestPersistence()
    setFacts((current) => ({ ...current, lastRequest: granted ? 'granted' : 'denied' }))
    await refresh()
    return granted
  }, [refresh])

  return { facts, loading, refresh, askToPersist }
}

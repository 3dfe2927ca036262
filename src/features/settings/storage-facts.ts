/**
 * What the browser says about SalesPath's on-device storage, and what it means for the user, as
 * pure functions so the wording is tested without a browser.
 */

export interface StorageFacts {
  /** navigator.storage exists (all current browsers on https or localhost). */
  supported: boolean
  usage: number | null
  quota: number | null
  /** null while unknown or unsupported. */
  persisted: boolean | null
  /** The answer of the last persist() request in this page, if we asked. */
  lastRequest: 'granted' | 'denied' | null
}

export interface PersistenceAdvice {
  tone: 'green' | 'amber' | 'neutral'
  label: string
  text: string
}

const units = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const

export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${value.toFixed(digits)} ${units[unit] ?? 'bytes'}`
}

export function usageText(facts: Pick<StorageFacts, 'usage' | 'quota'>): string {
  if (facts.usage === null) return 'Your browser does not report how much space SalesPath uses.'
  const used = `SalesPath uses ${formatBytes(facts.usage)} on this device`
  return facts.quota === null
    ? `${used}.`
    : `${used}, of ${formatBytes(facts.quota)} the browser allows.`
}

/** Safari deletes script-written storage after 7 days without a visit, unless on the Home Screen. */
export const safariNote =
  'Safari on iPhone, iPad and Mac also deletes data of websites you have not opened for 7 days. Add SalesPath to your Home Screen (Share, then Add to Home Screen) to keep it.'

export function persistenceAdvice(facts: StorageFacts): PersistenceAdvice {
  if (!facts.supported || facts.persisted === null) {
    return {
      tone: 'neutral',
      label: 'Unknown',
      text: `This browser does not say whether it keeps SalesPath's data. Export a backup now and then. ${safariNote}`,
    }
  }
  if (facts.persisted) {
    return {
      tone: 'green',
      label: 'Persistent',
      text: 'Your browser will not clear SalesPath data to free up space. It goes only if you delete it, here or in the browser settings.',
    }
  }
  const denied =
    facts.lastRequest === 'denied'
      ? ' The browser said no for now: Chrome and Edge grant it to sites you use often, bookmark or install; Firefox asks you.'
      : ''
  return {
    tone: 'amber',
    label: 'Best effort',
    text: `Your browser may clear SalesPath data if the device runs low on space.${denied} Export a backup now and then. ${safariNote}`,
  }
}

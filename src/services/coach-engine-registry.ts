import type { CoachEngine } from '@/ai'

/**
 * The seam between the page's coach runtime (src/app/coach-runtime.ts, which owns the on-device
 * model) and the in-page server, which is loaded lazily and cannot be handed arguments. The app
 * registers a provider once at start; `openServices()` asks it before each reply. A provider
 * returning null (no model ready) means the offline coach.
 *
 * Type-only imports: the app imports this module at start, so it must not pull the coach (or
 * anything else heavy) into the first paint.
 */
export type CoachEngineProvider = () => CoachEngine | null

let provider: CoachEngineProvider | null = null

export function setCoachEngineProvider(next: CoachEngineProvider | null): void {
  provider = next
}

/** The engine the page's runtime offers right now, or null for the offline default. */
export function providedCoachEngine(): CoachEngine | null {
  return provider?.() ?? null
}

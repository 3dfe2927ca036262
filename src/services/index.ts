export { createServices, type Services } from './create-services'
export { ServiceError } from './errors'
export { SESSION_DAYS } from './auth-service'
export { defaultDeps, requireUser, requireSameUser } from './context'
export type { Caller, ServiceDeps } from './context'

export { preloadHeavyServices } from './preload'
export { openServices, createIsolatedServices, watchDataChanges, type EngineSource } from './open'
export { createFetchTransport, SyncTransportError, type SyncTransport } from './sync-transport'

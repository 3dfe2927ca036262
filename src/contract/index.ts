/**
 * The /api contract shared by the UI (src/api) and the in-browser server (mocks): request schemas
 * (zod) and response shapes. docs/api.md documents every endpoint in prose.
 */
export * from './auth'
export * from './onboarding'
export * from './matches'
export * from './coach'
// Its own export, not through coach.ts: chat-stream reads coach's types, so that was a cycle.
export * from './chat-stream'
export * from './credits'
export * from './roadmap'
export * from './upload-rules'
export * from './profile'
export * from './dashboard'
export * from './account'
export * from './practice'
export * from './endpoints'
export * from './endpoint-schemas'
export * from './query-schemas'
export * from './sync'
export * from './well-formed'

/**
 * The /api contract shared by the UI (src/api) and the in-browser server (mocks): request schemas
 * (zod) and response shapes. docs/api.md documents every endpoint in prose.
 */
export * from './auth'
export * from './onboarding'
export * from './matches'
export * from './coach'
export * from './credits'
export * from './roadmap'
export * from './upload-rules'
export * from './profile'
export * from './dashboard'
export * from './account'
export * from './practice'
export * from './endpoints'

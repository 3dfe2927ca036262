/**
 * The UI's one error-to-text function lives in src/api/error-text.ts (the api layer, so hooks
 * there use it too); this name is kept for the screens that import it from here.
 */
export { errorText as errorMessage } from '@/api/error-text'

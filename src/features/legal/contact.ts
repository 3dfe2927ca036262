/**
 * Where people reach the team. Set at build time (VITE_CONTACT_EMAIL, VITE_PROJECT_URL) so a
 * deployment names its real address; the page says so plainly when a build has none.
 */
export interface ContactInfo {
  email: string | null
  projectUrl: string | null
}

function clean(value: unknown, pattern: RegExp): string | null {
  return typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : null
}

export function contactInfo(env: Record<string, unknown>): ContactInfo {
  return {
    email: clean(env.VITE_CONTACT_EMAIL, /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
    projectUrl: clean(env.VITE_PROJECT_URL, /^https:\/\/\S+$/),
  }
}

import { describe, expect, it } from 'vitest'
import { contactInfo } from './contact'

describe('contact details from the build', () => {
  it('uses a configured address and https project page', () => {
    expect(
      contactInfo({
        VITE_CONTACT_EMAIL: ' team@example.org ',
        VITE_PROJECT_URL: 'https://x.dev/p',
      }),
    ).toEqual({ email: 'team@example.org', projectUrl: 'https://x.dev/p' })
  })

  it('shows nothing rather than a broken or unsafe link', () => {
    expect(
      contactInfo({
        VITE_CONTACT_EMAIL: 'not an address',
        VITE_PROJECT_URL: 'javascript:alert(1)',
      }),
    ).toEqual({ email: null, projectUrl: null })
    expect(contactInfo({})).toEqual({ email: null, projectUrl: null })
  })
})

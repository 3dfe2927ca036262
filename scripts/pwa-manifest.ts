import type { ManifestOptions } from 'vite-plugin-pwa'

/**
 * The web app manifest. Icons are drawn by scripts/icons/generate-icons.mjs: the 'any' icons have
 * transparent rounded corners, the maskable one keeps the mark inside the central 80% safe zone.
 * Colours match the brand tokens in src/app/styles.css (brand-700 and canvas).
 */
export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'SalesPath: Tech Sales Career Coach',
  short_name: 'SalesPath',
  description:
    'Find your next role in tech sales: a 9-question diagnostic, ranked career matches, a step-by-step roadmap and Becky, your AI coach. Works offline.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#4338ca',
  background_color: '#f8fafc',
  categories: ['education', 'productivity', 'business'],
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/maskable-icon-512x512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    { name: 'Take the diagnostic', url: '/diagnostic-onboarding' },
    { name: 'Settings and your data', url: '/settings' },
  ],
}

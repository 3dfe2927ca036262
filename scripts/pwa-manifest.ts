import type { ManifestOptions } from 'vite-plugin-pwa'

export const pwaManifest: Partial<ManifestOptions> = {
  name: 'SalesPath: Tech Sales Career Coach',
  short_name: 'SalesPath',
  description:
    'Find your next role in tech sales: a 9-question diagnostic, ranked career matches, a step-by-step roadmap and Becky, your AI coach. Works offline.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#4338ca',
  background_color: '#f8fafc',
  categories: ['education', 'productivity', 'business'],
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}

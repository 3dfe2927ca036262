import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { fileURLToPath } from 'node:url'
import { prerenderPages } from './scripts/prerender-pages'
import { pwaManifest } from './scripts/pwa-manifest'

const port = Number(process.env.PORT ?? 4173)
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
}

export default defineConfig({
  resolve: {
    alias: {
      ...alias,
      // msw's cookie jar (tough-cookie + a public-suffix trie, ~110 KB gzip) is not needed by a
      // same-origin in-page server: an empty jar stands in (mocks/no-cookie-jar.ts says why).
      'tough-cookie': fileURLToPath(new URL('./mocks/no-cookie-jar.ts', import.meta.url)),
    },
  },
  plugins: [
    // The router plugin must run before react() so it can split route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    // Before VitePWA: the precached index.html and diagnostic-onboarding.html must be the prerendered ones.
    prerenderPages(alias),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: pwaManifest,
      // public/ icons are matched by globPatterns below; listing them again would duplicate entries.
      includeManifestIcons: false,
      workbox: {
        // Every route chunk is precached (not only the entry), so lazy screens open offline. .mjs so
        // the pdf.js worker is precached and resume parsing works offline. The web manifest is added
        // by the plugin itself.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,woff,woff2}'],
        // The WebLLM engine is large and opt-in: it is cached only when the user downloads a model.
        globIgnores: ['**/coach-model-worker*', '**/web-llm*'],
        // ...but once fetched (the user opted in), the engine chunks are kept so the model still
        // starts offline. Hashed file names never change content, so cache-first is safe; the
        // weights themselves live in web-llm's own Cache API storage, not here.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /\/(coach-model-worker|web-llm)[^/]*\.m?js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'salespath-coach-model-engine',
              expiration: { maxEntries: 8 },
            },
          },
        ],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first install controls the open tab at once, so the very first visit works offline.
        // Updates still wait for the user's Reload (no skipWaiting).
        clientsClaim: true,
      },
    }),
  ],
  worker: {
    format: 'es',
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Issue 33: the modulepreload polyfill (for browsers before Safari 17 and Firefox 115) was in
    // every page's entry chunk; without it those browsers only fetch the chunks a little later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Issue 33: React, the router and the query client are on every page's first load.
              // Left to automatic splitting they came as a dozen chunks of 0.2-19 KB, each a
              // request a phone on a slow network queues before the page is usable.
              name: 'framework',
              // Query hooks only screens use (paged lists like the credits history, mutations)
              // are left to those screens: the landing never does.
              test: (id) =>
                /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/.test(
                  id,
                ) &&
                !/[\\/](useInfiniteQuery|infiniteQueryObserver|useMutation|mutationObserver)\.js$/.test(
                  id,
                ),
            },
          ],
        },
      },
    },
  },
  preview: {
    port,
    strictPort: true,
    host: '127.0.0.1',
  },
  server: {
    port: 5173,
  },
})

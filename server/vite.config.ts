import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

/**
 * The sync server as one Node bundle (dist-server/main.js): Vite resolves the `@/` imports it
 * shares with the app (src/contract); packages stay in node_modules.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  build: {
    ssr: fileURLToPath(new URL('./src/main.ts', import.meta.url)),
    outDir: fileURLToPath(new URL('../dist-server', import.meta.url)),
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
  },
  publicDir: false,
  logLevel: 'warn',
})

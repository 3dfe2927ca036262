// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import importPlugin from 'eslint-plugin-import'
import globals from 'globals'
import { readdirSync, existsSync } from 'node:fs'
import { cyclePlugin } from './eslint.config.cycles.js'

const layers = [
  'app',
  'routes',
  'features',
  'lib',
  'components',
  'api',
  'contract',
  'services',
  'domain',
  'data',
  'ai',
  'documents',
]
const src = (name) => `./src/${name}`
const others = (...allowed) => layers.filter((l) => !allowed.includes(l)).map(src)

// Encodes DESIGN.md section 6: imports flow one way, and features never import each other.
const featureDirs = existsSync('./src/features')
  ? readdirSync('./src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []

const zones = [
  {
    target: src('domain'),
    from: [...others('domain'), './mocks'],
    message: 'domain is pure: it imports nothing but itself.',
  },
  {
    target: src('contract'),
    from: [...others('contract', 'domain'), './mocks'],
    message: 'contract (every endpoint: path, method, schemas) imports only domain.',
  },
  {
    target: src('data'),
    from: [...others('data', 'contract', 'domain'), './mocks'],
    message: 'data may import only contract and domain.',
  },
  {
    target: src('ai'),
    from: [...others('ai', 'contract', 'domain'), './mocks'],
    message: 'ai may import only contract and domain.',
  },
  {
    target: src('documents'),
    from: [...others('documents', 'contract', 'domain'), './mocks'],
    message: 'documents may import only contract and domain.',
  },
  {
    target: src('services'),
    from: [...others('services', 'contract', 'domain', 'data', 'ai', 'documents'), './mocks'],
    message: 'services sit under the /api contract: contract, domain, data, ai and documents only.',
  },
  {
    target: './mocks',
    from: others('services', 'contract', 'domain'),
    message: 'mocks (the in-browser server) call services and share the contract only.',
  },
  {
    target: src('api'),
    from: [...others('api', 'contract', 'domain'), './mocks'],
    message: 'api is the UI side of the contract: contract and domain only.',
  },
  {
    target: src('lib'),
    from: [...others('lib', 'api', 'contract', 'domain', 'components'), './mocks'],
    message: 'lib is shared UI logic: api, contract, domain and components only.',
  },
  {
    target: src('components'),
    from: [...others('components'), './mocks'],
    message: 'components are shared UI primitives with no domain knowledge.',
  },
  {
    target: src('features'),
    from: [...others('features', 'lib', 'components', 'api', 'contract', 'domain'), './mocks'],
    message: 'features talk to the app through src/api, never to services, data or mocks.',
  },
  {
    // The composition root wires the page together through the /api, routes and features; the
    // side channels into storage and services (removed in issue 31) must not come back.
    target: src('app'),
    from: [src('data'), src('services'), src('documents'), src('domain'), './mocks/handlers'],
    message:
      'src/app composes routes, features, api and the in-page server start-up; never data, services, documents, domain or handlers.',
  },
  {
    target: src('routes'),
    from: [src('services'), src('data'), src('ai'), src('documents'), './mocks'],
    message: 'routes are thin: features, components, lib and api only.',
  },
  {
    target: './server',
    from: [...others('contract', 'domain'), './mocks'],
    message: 'the sync server shares only src/contract and src/domain with the app.',
  },
  ...featureDirs.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'features never import each other; share through src/components, src/api or src/domain.',
  })),
]

const workerFiles = ['src/ai/webllm/coach-model-worker.ts', 'src/ai/webllm/*.test.ts']
const libraryFences = [
  { home: 'data', names: ['dexie', 'dexie-react-hooks'], where: 'src/data' },
  { home: 'documents', names: ['pdfjs-dist', 'mammoth'], where: 'src/documents' },
  { home: 'worker', names: ['@mlc-ai/web-llm'], where: 'src/ai/webllm/coach-model-worker.ts' },
  {
    home: 'server',
    names: ['postgres', 'fastify', '@fastify/cors', '@fastify/rate-limit', '@fastify/static'],
    where: 'server',
  },
]
/** no-restricted-imports options forbidding every fenced library but the given home's own. */
const fencesExcept = (home) => {
  const others = libraryFences.filter((f) => f.home !== home)
  return {
    paths: others.flatMap((f) =>
      f.names.map((name) => ({ name, message: `${name} is used only in ${f.where}.` })),
    ),
    patterns: others.map((f) => ({
      group: f.names.map((name) => `${name}/*`),
      message: `${f.names.join(' and ')} are used only in ${f.where}.`,
    })),
  }
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'dev-dist',
      '.bench',
      '.scratch',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results*',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      import: importPlugin,
      cycles: cyclePlugin,
    },
    settings: {
      'import/resolver': {
        typescript: { project: './tsconfig.json' },
        node: true,
      },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // import/no-cycle skips `import type`; this one counts it. Any cycle fails lint.
      'cycles/no-import-cycle': ['error', { known: [] }],
      'import/no-default-export': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Playwright and the scripts load src through Node's own ESM loader, which refuses a JSON
      // import without the attribute (CI's e2e once listed 0 tests for it); Vite accepts both.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/\\.json$/][attributes.length=0]',
          message:
            "Import JSON with { type: 'json' }: Node's loader (Playwright, scripts) needs it.",
        },
      ],
    },
  },
  // Library fences (issue 15): each side-effect library lives behind the one layer that wraps it.
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['src/data/**', 'src/documents/**', ...workerFiles],
    rules: { 'no-restricted-imports': ['error', fencesExcept(null)] },
  },
  {
    files: ['src/data/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', fencesExcept('data')] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', fencesExcept('server')] },
  },
  {
    files: ['src/documents/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', fencesExcept('documents')] },
  },
  {
    // The model worker is the one place WebLLM loads; the capability test reads its model list.
    files: workerFiles,
    rules: { 'no-restricted-imports': ['error', fencesExcept('worker')] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Config files and TanStack route files are expected to use default exports or `Route` exports.
    files: [
      '*.config.ts',
      '*.config.js',
      'server/*.config.ts',
      'eslint.config.js',
      'playwright.config.ts',
    ],
    rules: { 'import/no-default-export': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
)

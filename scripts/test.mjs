// `npm test`: type-check, lint, unit tests, then the e2e suite on the production build.
import { run } from './run.mjs'

run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'])
run('lint', 'npx', ['eslint', '.', '--max-warnings=0'])
run('format', 'npx', ['prettier', '--check', '.'])
run('unit', 'npx', ['vitest', 'run'])
// The sync server against a real PostgreSQL (installed with apt-get when missing).
run('server', 'npx', ['vitest', 'run', '--config', 'server/vitest.config.ts'])
run('e2e', 'node', ['scripts/e2e.mjs'])

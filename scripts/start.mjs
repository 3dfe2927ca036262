// `npm start`: build the production PWA and serve it at http://localhost:4173 (PORT overrides).
import { run } from './run.mjs'

const port = process.env.PORT ?? '4173'
run('build', 'npx', ['vite', 'build'])
console.log(`\nSalesPath is served at http://localhost:${port}`)
run('serve', 'npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', '0.0.0.0'])

// `npm start`: build the production PWA and serve it at http://localhost:4173 (PORT overrides).
import { run } from './run.mjs'

// An empty PORT ("PORT= npm start") means the default, not a random port.
const given = process.env.PORT?.trim()
const port = given === undefined || given === '' ? '4173' : given
run('build', 'npx', ['vite', 'build'])
console.log(`\nSalesPath is served at http://localhost:${port}`)
run('serve', 'npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', '0.0.0.0'])

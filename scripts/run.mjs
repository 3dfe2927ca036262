import { spawnSync } from 'node:child_process'

/** Runs one step of a script and stops the whole script with its exit code when it fails. */
export function run(label, command, args, env = {}) {
  const started = Date.now()
  console.log(`\n[${label}] ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`[${label}] failed after ${seconds}s`)
    process.exit(result.status ?? 1)
  }
  console.log(`[${label}] passed in ${seconds}s`)
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain JS module of the lint config, checked by its own JSDoc
import { cyclePlugin } from '../../eslint.config.cycles.js'

interface Report {
  message: string
}
interface RuleContext {
  cwd: string
  filename: string
  options: unknown[]
  report: (report: Report) => void
}
interface Rule {
  create: (context: RuleContext) => { Program: (node: unknown) => void }
}

const rule = (cyclePlugin as { rules: Record<string, Rule> }).rules['no-import-cycle']!
const root = mkdtempSync(join(tmpdir(), 'cycles-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function write(path: string, text: string) {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), text)
}

function lint(file: string, options: unknown[] = []): string[] {
  const reports: string[] = []
  rule
    .create({
      cwd: root,
      filename: join(root, file),
      options,
      report: (r) => reports.push(r.message),
    })
    .Program({})
  return reports
}

describe('cycles/no-import-cycle', () => {
  write('src/a/types.ts', "import type { B } from '../b/make'\nexport interface A { b: B }\n")
  write('src/b/make.ts', "import type { A } from '@/a/types'\nexport type B = A[]\n")
  write('src/c/alone.ts', "import type { A } from '../a/types'\nexport type C = A\n")

  it('fails on a type-only cycle, naming both files', () => {
    const [message] = lint('src/a/types.ts')
    expect(message).toContain('src/a/types.ts, src/b/make.ts')
    expect(lint('src/b/make.ts')).toHaveLength(1)
  })

  it('passes a file that only imports into the cycle', () => {
    expect(lint('src/c/alone.ts')).toEqual([])
  })

  it('passes a cycle listed as known', () => {
    const known = [{ known: [['src/b/make.ts', 'src/a/types.ts']] }]
    expect(lint('src/a/types.ts', known)).toEqual([])
  })
})

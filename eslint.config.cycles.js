// @ts-check
/**
 * A lint rule that fails on import cycles, type-only imports included. eslint-plugin-import's
 * `no-cycle` skips `import type`, and the cycles the codebase grew were type-only (two from
 * splitting a file by size rather than by topic), so this rule reads every import and re-export
 * of src/, mocks/ and server/ as text, resolves `@/`, `@mocks/` and relative specifiers, and
 * reports each file that sits on a cycle with the cycle's path.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const roots = ['src', 'mocks', 'server']
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx']
const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g
const sideEffectPattern = /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return []
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** @param {string} base @returns {string | null} */
function withExtension(base) {
  if (/\.tsx?$/.test(base) && existsSync(base)) return base
  for (const ext of extensions) if (existsSync(base + ext)) return base + ext
  return null
}

/** @param {string} root @param {string} from @param {string} specifier */
function resolveImport(root, from, specifier) {
  if (specifier.startsWith('@/')) return withExtension(join(root, 'src', specifier.slice(2)))
  if (specifier.startsWith('@mocks/')) return withExtension(join(root, 'mocks', specifier.slice(7)))
  if (specifier.startsWith('.')) return withExtension(resolve(dirname(from), specifier))
  return null
}

/** @param {string} root @returns {Map<string, string[]>} */
function importGraph(root) {
  const graph = new Map()
  for (const file of roots.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const text = readFileSync(file, 'utf8')
    const specifiers = [...text.matchAll(importPattern), ...text.matchAll(sideEffectPattern)].map(
      (match) => match[1] ?? '',
    )
    const targets = specifiers.flatMap((specifier) => {
      const target = resolveImport(root, file, specifier.replace(/\?.*$/, ''))
      return target === null ? [] : [target]
    })
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/**
 * Tarjan's strongly connected components: every component with more than one file is a cycle.
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
export function cyclesIn(graph) {
  let next = 0
  /** @type {Map<string, number>} */ const index = new Map()
  /** @type {Map<string, number>} */ const low = new Map()
  /** @type {string[]} */ const stack = []
  const onStack = new Set()
  /** @type {string[][]} */ const components = []
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0))
      }
    }
    if (low.get(node) === index.get(node)) {
      /** @type {string[]} */ const component = []
      let member
      do {
        member = stack.pop() ?? node
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) components.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return components
}

/** @type {Map<string, { at: number, cycles: string[][] }>} */
const cache = new Map()
/** Re-read at most once a second: one lint run reads the tree once; an editor sees edits. */
function cyclesOf(/** @type {string} */ root) {
  const hit = cache.get(root)
  if (hit && Date.now() - hit.at < 1000) return hit.cycles
  const cycles = cyclesIn(importGraph(root))
  cache.set(root, { at: Date.now(), cycles })
  return cycles
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Import cycles, type-only imports included, are not allowed.' },
    schema: [
      {
        type: 'object',
        properties: {
          known: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    /** @type {{ known?: string[][] }} */
    const options = context.options[0] ?? {}
    const known = new Set((options.known ?? []).map((cycle) => [...cycle].sort().join(', ')))
    return {
      Program(node) {
        const root = context.cwd
        const file = resolve(context.filename)
        const cycle = cyclesOf(root).find((members) => members.includes(file))
        if (cycle === undefined) return
        const names = cycle.map((member) => relative(root, member)).join(', ')
        if (known.has(names)) return
        context.report({
          node,
          message: `This file is on an import cycle (type-only imports count): ${names}. Move the shared piece to the module both depend on.`,
        })
      },
    }
  },
}

export const cyclePlugin = { rules: { 'no-import-cycle': noImportCycle } }

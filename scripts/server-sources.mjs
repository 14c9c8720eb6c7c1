// What the local API runs: every file under server/ and the shared sources it reaches by relative imports
// (src/contract, src/lib, types), and the npm packages those files import at run time. Read by
// test/server/runtimeDependencies.test.ts (each package must be a `dependency`) and scripts/prod-install.mjs (what a
// production deploy copies).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, sep } from 'node:path'

const BUILTINS = new Set(builtinModules)
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']

// `import x from 'a'`, `import { b } from 'a'`, `export { c } from 'a'`, `import 'a'`, `import('a')`; not `import type`
const STATIC = /^\s*(import|export)\s+(?!type\s)([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g

/** The specifiers a TypeScript file loads when it runs (type-only imports are erased and left out). */
export function runtimeSpecifiers (text) {
  const found = []
  for (const match of text.matchAll(STATIC)) {
    if (match[4]) { found.push(match[4]); continue }
    // `import { type A, type B } from 'a'` names types only and is erased too
    const names = /^\{([^}]*)\}$/.exec(match[2].trim())
    if (names && names[1].split(',').map((name) => name.trim()).filter(Boolean).every((name) => name.startsWith('type '))) continue
    found.push(match[3])
  }
  for (const match of text.matchAll(DYNAMIC)) found.push(match[1])
  return found
}

/** 'fastify' → 'fastify', '@fastify/static/x' → '@fastify/static'; null for a relative path or a Node builtin. */
export function packageOf (specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
  return BUILTINS.has(name) ? null : name
}

const filesUnder = (dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name)
  return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : []
})

function resolveRelative (from, specifier) {
  const base = join(dirname(from), specifier)
  const file = EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path) && statSync(path).isFile())
  if (!file) throw new Error(`${from}: cannot resolve ${specifier}`)
  return file
}

/**
 * The server's run-time closure under `root`: `files` (paths relative to root, with '/') and `packages`
 * (package name → the first file that imports it).
 */
export function serverSources (root) {
  const seen = new Set()
  const packages = new Map()
  const queue = filesUnder(join(root, 'server'))
  while (queue.length) {
    const file = queue.pop()
    if (seen.has(file)) continue
    seen.add(file)
    for (const specifier of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) { queue.push(resolveRelative(file, specifier)); continue }
      const name = packageOf(specifier)
      if (name && !packages.has(name)) packages.set(name, relative(root, file).split(sep).join('/'))
    }
  }
  return { files: [...seen].map((file) => relative(root, file).split(sep).join('/')).sort(), packages }
}

import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { packageOf, runtimeSpecifiers, serverSources } from '../../scripts/server-sources.mjs'

// A production install (`npm ci --omit=dev`, scripts/prod-install.mjs) has only `dependencies`: every package the
// server loads when it runs must be one, or the installed server cannot start.
const ROOT = resolve(__dirname, '..', '..')
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>, scripts: Record<string, string> }

describe('the server’s runtime dependencies', () => {
  it('reads the imports a file runs: static, re-exported, bare and dynamic ones, not type-only ones', () => {
    const text = [
      "import Fastify from 'fastify'", "import type { Database } from 'better-sqlite3'", "import { type A, type B } from 'types-only'",
      "import { type C, d } from 'mixed'", "export { e } from '@fastify/static/x'", "import 'side-effect'", "const f = await import('late')",
      "import { join } from 'node:path'", "import { g } from '../src/lib/sign'"
    ].join('\n')
    expect(runtimeSpecifiers(text)).toEqual(['fastify', 'mixed', '@fastify/static/x', 'side-effect', 'node:path', '../src/lib/sign', 'late'])
    expect(runtimeSpecifiers(text).map(packageOf)).toEqual(['fastify', 'mixed', '@fastify/static', 'side-effect', null, null, 'late'])
    expect(packageOf('fs')).toBeNull()
  })

  it('every package server/ (and the shared sources it imports) loads at run time is a dependency, not only a devDependency', () => {
    const { files, packages } = serverSources(ROOT)
    expect(files).toContain('server/main.ts')
    expect(files).toContain('src/lib/sign.ts') // followed from server/ into the shared sources
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3', 'csgo-fade-percentage-calculator']))
    const missing = [...packages].filter(([name]) => !(name in pkg.dependencies)).map(([name, file]) => `${name} (imported by ${file})`)
    expect(missing).toEqual([])
  })

  it('the program that runs the server (npm run api, npm run serve) is a dependency', () => {
    for (const script of ['api', 'serve']) expect(Object.keys(pkg.dependencies)).toContain(pkg.scripts[script].split(' ')[0])
  })
})

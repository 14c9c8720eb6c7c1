// Creates the page files of a route that has none yet (index.tsx + index.config.ts),
// as a placeholder listed in test/pending-pages.json:  node scripts/new-page.mjs
// (reads src/lib/routes.ts; never overwrites an existing page).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

const source = readFileSync('src/lib/routes.ts', 'utf8')
const routes = [...source.matchAll(/r\('([^']+)', '([^']+)', '([^']+)'\)/g)].map(([, path, title]) => ({ path, title }))
const pendingFile = 'test/pending-pages.json'
const pending = existsSync(pendingFile) ? JSON.parse(readFileSync(pendingFile, 'utf8')) : []
let created = 0
for (const { path, title } of routes) {
  const file = `src/${path}.tsx`
  if (existsSync(file)) continue
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(`src/${path}.config.ts`, `export default definePageConfig({\n  navigationBarTitleText: '${title}'\n})\n`)
  writeFileSync(file, `import PendingPage from '@/components/PendingPage'\n\nexport default function Page () {\n  return <PendingPage title='${title}' />\n}\n`)
  if (!pending.includes('/' + path)) pending.push('/' + path)
  created++
}
writeFileSync(pendingFile, JSON.stringify(pending, null, 2) + '\n')
console.log(`${created} page(s) created; ${pending.length} pending`)

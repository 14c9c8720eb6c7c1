/** Checks the production H5 build output (dist/h5 from `npm run build:h5`). */
import { readFileSync, readdirSync } from 'node:fs'

const jsFiles = readdirSync('dist/h5/js').filter((name) => name.endsWith('.js'))
const html = readFileSync('dist/h5/index.html', 'utf8')

it('loads each screen as its own chunk, not in the first-load scripts', () => {
  const initial = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])
  expect(initial.length).toBeGreaterThan(0)
  // 136 screens, each lazily imported, plus the shared chunks
  expect(jsFiles.length).toBeGreaterThan(136)
  for (const src of initial) {
    expect(readFileSync(`dist/h5${src}`, 'utf8')).not.toContain('功能建设中')
  }
})

it('bundles shared code once instead of copying it into every page chunk', () => {
  const holders = (text: string) => jsFiles.filter((name) => readFileSync(`dist/h5/js/${name}`, 'utf8').includes(text))
  // the placeholder component is used by many pages; its code must live in one chunk
  expect(holders('功能建设中')).toHaveLength(1)
})

it('uses browser routing at the site root', () => {
  expect(html).toMatch(/src="\/js\//)
})

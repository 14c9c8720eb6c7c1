/** Keeps test/pending-pages.json exact: a route is listed if and only if its page is still the placeholder. */
import { readFileSync } from 'node:fs'
import { ROUTES } from '@/lib/routes'
import pending from '../pending-pages.json'

const isPlaceholder = (path: string) => readFileSync(`src/${path}.tsx`, 'utf8').includes('PendingPage')

it('lists exactly the routes whose page is still a placeholder', () => {
  const placeholders = ROUTES.filter((route) => isPlaceholder(route.path)).map((route) => '/' + route.path)
  expect([...pending].sort()).toEqual(placeholders.sort())
})

it('gives every route a page file and a Chinese navigation title', () => {
  for (const route of ROUTES) {
    const config = readFileSync(`src/${route.path}.config.ts`, 'utf8')
    expect([route.path, config.includes(`navigationBarTitleText: '${route.title}'`)]).toEqual([route.path, true])
    expect(route.title).toMatch(/[\u4e00-\u9fa5]/)
  }
})

/** issue 12: the shop's address gets index.html with the shop's real first cards in its app shell (server/shellCards.ts). */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { registerStatic } from '../../server/static'
import { SHELL_GRID } from '../../server/shellCards'
import { tempDbFile } from './dbPeek'
import { signRequest } from '../../src/lib/sign'
import type { ItemSummary, Page } from '../../types/api'

/** the shell as the H5 build writes it (test/build/h5.test.ts holds the build to SHELL_GRID) */
const SKELETON = '<div class="shell__card" data-shell="card"></div>'.repeat(8)
const INDEX = '<!doctype html><html><head></head><body><div id="app"></div>' +
  `<div id="app-shell"><div class="shell__grid">${SKELETON}</div><div class="shell__tabbar" data-shell="tabbar"></div></div></body></html>`

let dir = ''
let dbFile = ''
let app: FastifyInstance
let origin = ''
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-shell-'))
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX)
  dbFile = tempDbFile()
  app = await buildApp({ dbFile, logger: false })
  await registerStatic(app, dir)
  await app.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})
afterEach(async () => {
  await app.close()
  fs.rmSync(dir, { recursive: true })
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbFile + suffix, { force: true })
})

/** the shop's own first request, as the app makes it */
async function shopFirstPage (): Promise<ItemSummary[]> {
  const url = '/api/v1/open/v3/store/item/list'
  const response = await fetch(
    `${origin}${url}?appid=570&sort=popular&page_size=20`,
    { headers: { 'x-start-req-time': '1', 'x-sign': signRequest('GET', url, '1', null) } }
  )
  return ((await response.json()) as { data: Page<ItemSummary> }).data.list
}
const cardsOf = (html: string) => html.match(/class="shell__card shell__card--item"/g)?.length ?? 0

it('fills the shop\'s shell with its first eight cards: names, prices, pictures, as the list answers them', async () => {
  const list = await shopFirstPage()
  for (const address of ['/', '/pages/market/home/index', '/pages/market/home/index?from=ad']) {
    const html = await (await fetch(origin + address)).text()
    expect(cardsOf(html)).toBe(8)
    expect(html).not.toContain('<div class="shell__card" data-shell="card"></div>')
  }
  const html = await (await fetch(`${origin}/pages/market/home/index`)).text()
  const names = [...html.matchAll(/<div class="shell__name[^"]*">([^<]*)<\/div>/g)].map((match) => match[1])
  expect(names).toEqual(list.slice(0, 8).map((item) => item.name))
  // marked for the entry scripts, which wait for these pictures to be painted (config/firstLoadTags.ts)
  expect(html).toContain(`<img src="${list[0].image}" alt="" fetchpriority="high" elementtiming="shell-card">`)
  expect(html).toContain(`<small>¥</small>${list[0].min_price}</span><span class="shell__count">在售 ${list[0].on_sale_count}</span>`)
  // the pictures are asked for in the head too, and the grid names its game (src/index.html's script reads it)
  expect(html.match(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high">/g)).toHaveLength(8)
  expect(html).toContain('<div class="shell__grid" data-appid="570">')
})

it('sends the skeletons on every other address', async () => {
  const html = await (await fetch(`${origin}/pages/order/index`)).text()
  expect(html).toBe(INDEX)
})

it('writes item text as text: a name cannot add markup', async () => {
  const [first] = await shopFirstPage()
  const db = new Database(dbFile)
  db.prepare('UPDATE items SET name = ? WHERE id = ?').run('<img src=x onerror=alert(1)> "AK" & \'47\'', first.item_id)
  db.close()
  const html = await (await fetch(`${origin}/pages/market/home/index`)).text()
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;AK&quot; &amp; &#39;47&#39;')
  expect(html).not.toContain('<img src=x')
})

it('keeps the skeletons when the list cannot be read', async () => {
  const db = new Database(dbFile)
  db.pragma('foreign_keys = OFF')
  db.prepare('DROP TABLE items').run()
  db.close()
  const response = await fetch(`${origin}/pages/market/home/index`)
  expect(response.status).toBe(200)
  expect(await response.text()).toBe(INDEX)
})

it('finds the grid the H5 build writes', () => {
  expect(SHELL_GRID.test(INDEX)).toBe(true)
})

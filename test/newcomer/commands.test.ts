import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Command, freePort } from './workTree'

// The README's other commands that start or change something, run as typed (npm run …) on a temporary database.
jest.setTimeout(60000)

const ROOT = resolve(__dirname, '..', '..')
const scratch = mkdtempSync(join(tmpdir(), 'commands-'))
const running: Command[] = []
const run = (script: string, env: Record<string, string>): Command => {
  const command = new Command('npm', ['run', script], { cwd: ROOT, env })
  running.push(command)
  return command
}

afterAll(async () => {
  await Promise.all(running.map((command) => command.stop()))
  rmSync(scratch, { recursive: true, force: true })
})

test('npm run serve: the production H5 build and the local API on one origin, deep links answered with the shop', async () => {
  const port = await freePort()
  const serve = run('serve', { API_PORT: String(port), DB_FILE: join(scratch, 'serve.db') })
  await serve.waitFor(/本地市场 API 已启动/, { failed: /Error/, timeoutMs: 30000 })
  const origin = `http://127.0.0.1:${port}`
  const shop = await fetch(`${origin}/pages/market/home/index`)
  expect(shop.status).toBe(200)
  // the shop's address comes with its real first cards (server/shellCards.ts)
  expect(await shop.text()).toMatch(/class="shell__price"><small>¥<\/small>\d+\.\d\d</)
  const deepLink = await fetch(`${origin}/pages/user/index`)
  expect(deepLink.status).toBe(200)
  expect(await deepLink.text()).toContain('<div id="app"')
  await serve.stop()
})

test('npm run db:reset restores the seeded catalogue in the database it is given', async () => {
  const file = join(scratch, 'reset.db')
  const said = await run('db:reset', { DB_FILE: file }).waitFor(/已恢复种子数据/, { failed: /Error/, timeoutMs: 30000 })
  const firstName = (db: Database.Database): string => (db.prepare('SELECT name FROM items ORDER BY id LIMIT 1').get() as { name: string }).name
  const db = new Database(file)
  const items = (db.prepare('SELECT COUNT(*) AS n FROM items').get() as { n: number }).n
  expect(items).toBeGreaterThan(50)
  expect(said).toContain(`${items} 件商品`)
  const seeded = firstName(db)
  // a database whose catalogue was changed comes back to the seed
  db.prepare('UPDATE items SET name = ? WHERE id = (SELECT MIN(id) FROM items)').run('改过的名字')
  expect(firstName(db)).toBe('改过的名字')
  db.close()
  await run('db:reset', { DB_FILE: file }).waitFor(/已恢复种子数据/, { failed: /Error/, timeoutMs: 30000 })
  const after = new Database(file, { readonly: true })
  expect(firstName(after)).toBe(seeded)
  after.close()
})

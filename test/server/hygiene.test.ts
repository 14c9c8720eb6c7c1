import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import { PassThrough } from 'node:stream'
import type { AddressInfo } from 'node:net'
import Database from 'better-sqlite3'
import { buildApp } from '../../server/app'
import { hashPassword, OWASP_COST, setPasswordCostForTests, TEST_COST, verifyPassword } from '../../server/domain/passwords'
import { signRequest } from '../../src/lib/sign'
import { DEMO, startApi, type TestApi } from './apiClient'

let api: TestApi | null = null
afterEach(async () => {
  await api?.close()
  api = null
})

describe('the log', () => {
  it('never holds a token, from the query or the header', async () => {
    const log = new PassThrough()
    const lines: string[] = []
    log.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')))
    const app = await buildApp({ dbFile: ':memory:', logStream: log })
    await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const { port } = app.server.address() as AddressInfo
      await fetch(`http://127.0.0.1:${port}/api/v1/open/health?access-token=SECRET.QUERY.TOKEN&page=2`)
      await fetch(`http://127.0.0.1:${port}/api/v1/open/health?password=Passw0rd!`, { headers: { 'x-access-token': 'SECRET.HEADER.TOKEN' } })
    } finally {
      await app.close()
    }
    const text = lines.join('')
    expect(text).toContain('/api/v1/open/health?access-token=[redacted]&page=2')
    expect(text).toContain('password=[redacted]')
    expect(text).not.toMatch(/SECRET|Passw0rd/)
  })
})

describe('time-outs', () => {
  it('cuts off a body trickled byte by byte', async () => {
    const app = await buildApp({ dbFile: ':memory:', timeouts: { requestMs: 1000, headersMs: 1000 } })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const started = Date.now()
    const closed = await new Promise<{ after: number, answer: string }>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /api/v1/open/passport/sms-send HTTP/1.1\r\nhost: x\r\n' +
          'content-type: application/x-www-form-urlencoded\r\ncontent-length: 100\r\n\r\n')
      })
      let answer = ''
      const drip = setInterval(() => { if (!socket.destroyed) socket.write('a') }, 200)
      socket.on('data', (chunk) => { answer += chunk.toString('utf8') })
      socket.on('error', () => {})
      socket.on('close', () => {
        clearInterval(drip)
        resolve({ after: Date.now() - started, answer })
      })
    })
    await app.close()
    expect(closed.after).toBeLessThan(5000)
    expect(closed.answer).toMatch(/^HTTP\/1\.1 408/)
    expect(closed.answer).toContain('请求超时，请重试')
  }, 15000) // building the app seeds 180 days of sales first (~0.1 s of CPU, seconds on a loaded machine)

  it('closes 200 slow-body connections at once, each with 408 (issue 9.5: they stayed open 20 s+)', async () => {
    const app = await buildApp({ dbFile: ':memory:', timeouts: { requestMs: 1000, headersMs: 1000 } })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const started = Date.now()
    const slow = (): Promise<{ after: number, answer: string }> => new Promise((resolve) => {
      let answer = ''
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /api/v1/open/passport/login HTTP/1.1\r\nhost: x\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: 1000\r\n\r\n')
      })
      const drip = setInterval(() => { if (!socket.destroyed) socket.write('a') }, 300)
      socket.on('data', (chunk) => { answer += chunk.toString('utf8') })
      socket.on('error', () => {})
      socket.on('close', () => { clearInterval(drip); resolve({ after: Date.now() - started, answer }) })
    })
    const closed = await Promise.all(Array.from({ length: 200 }, slow))
    await app.close()
    expect(closed.filter((c) => !/^HTTP\/1\.1 408/.test(c.answer))).toEqual([])
    expect(Math.max(...closed.map((c) => c.after))).toBeLessThan(8000)
  }, 30000)

  it('are set on the server by default: 15 s a request, 10 s the headers, 30 s idle, 5 s kept alive', async () => {
    const app = await buildApp({ dbFile: ':memory:' })
    try {
      expect({ request: app.server.requestTimeout, headers: app.server.headersTimeout, idle: app.server.timeout, keepAlive: app.server.keepAliveTimeout })
        .toEqual({ request: 15_000, headers: 10_000, idle: 30_000, keepAlive: 5_000 })
    } finally {
      await app.close()
    }
  }, 15000)
})

describe('deep JSON on the cached reads', () => {
  it.each(['/v3/store/item/list', '/v3/store/item/detail'])('%s answers 4000, not 5000', async (callPath) => {
    api = await startApi()
    const url = `/api/v1/open${callPath}`
    const time = String(Date.now())
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    const answer = await api.raw({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'x-start-req-time': time, 'x-sign': signRequest('POST', url, time, undefined) },
      payload: `{"item_id":1,"keyword":${deep}}`
    })
    expect(answer.json()).toEqual({ status: 4000, message: '请求内容嵌套过深', data: null })
  })
})

describe('free text refuses control and direction characters', () => {
  it.each([
    ['\u202eevil', 'override'], ['a\u2066b', 'isolate'], ['a\u0007b', 'bell'], ['a\nb', 'newline'], ['a\u0085b', 'C1 control']
  ])('in a nickname: %j (%s)', async (nickname) => {
    api = await startApi()
    const token = await api.login()
    expect(await api.call('/v1/user/my/person-info', { nickname }, { token, method: 'POST' })).toMatchObject({ status: 4000, message: '昵称不能包含控制字符或文字方向控制符' })
  })

  it('lets a ticket description have lines, but not the other controls; nor the contact', async () => {
    api = await startApi()
    const token = await api.login()
    const types = await api.ok<Array<{ id: number }>>('/v1/user/ticket-types')
    const ticket = (content: string, contact?: string): ReturnType<TestApi['call']> =>
      api!.call('/v1/user/addticket', { type_id: types[0].id, content, ...(contact ? { contact } : {}) }, { token, method: 'POST' })
    expect((await ticket('第一行\r\n第二行：订单没有到账')).status).toBe(200)
    expect(await ticket('订单没有到账\u202e')).toMatchObject({ status: 4000, message: '问题描述不能包含控制字符或文字方向控制符' })
    expect(await ticket('订单没有\u0000到账')).toMatchObject({ status: 4000 })
    expect(await ticket('订单没有到账', 'qq\u2067123')).toMatchObject({ status: 4000, message: '联系方式不能包含控制字符或文字方向控制符' })
  })
})

describe('login passwords', () => {
  afterEach(() => setPasswordCostForTests(TEST_COST))

  it('are hashed with scrypt at OWASP cost, the cost written in the hash', async () => {
    const stored = await hashPassword('Passw0rd!', OWASP_COST)
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
    setPasswordCostForTests(OWASP_COST)
    expect(await verifyPassword('Passw0rd!', stored)).toEqual({ ok: true, outdated: false })
    expect(await verifyPassword('passw0rd!', stored)).toEqual({ ok: false, outdated: false })
  }, 30000)

  it("are made at OWASP's cost unless a test lowers it (a fresh module, as the server starts)", () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, untouched by this suite's setPasswordCostForTests
      const fresh = require('../../server/domain/passwords') as typeof import('../../server/domain/passwords')
      expect(fresh.passwordCost()).toEqual({ N: 131072, r: 8, p: 1 })
    })
  })

  it('replace an old hash at the next login', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'h2-upgrade-')), 'market.db')
    api = await startApi({ dbFile: file })
    const db = new Database(file)
    try {
      const salt = 'abcdef0123456789abcdef0123456789'
      const legacy = `${salt}:${crypto.scryptSync(DEMO.password, salt, 32, { N: 4096, r: 8, p: 1 }).toString('hex')}`
      db.prepare('UPDATE users SET password_hash = ? WHERE phone = ?').run(legacy, DEMO.phone)
      setPasswordCostForTests(OWASP_COST)
      expect(typeof await api.login()).toBe('string')
      const upgraded = (db.prepare('SELECT password_hash FROM users WHERE phone = ?').get(DEMO.phone) as { password_hash: string }).password_hash
      expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/)
      expect(typeof await api.login()).toBe('string')
    } finally {
      db.close()
    }
  }, 30000)

  it('take one hash for an unknown phone too (a dummy), so the answer time tells nothing', async () => {
    api = await startApi()
    const spy = jest.spyOn(crypto, 'scrypt')
    try {
      const unknown = await api.call('/passport/login', { type: 'password', phone: '13712345678', password: 'Wrong1234' })
      expect(spy).toHaveBeenCalledTimes(1)
      const known = await api.call('/passport/login', { type: 'password', phone: DEMO.phone, password: 'Wrong1234' })
      expect(spy).toHaveBeenCalledTimes(2)
      expect(unknown).toEqual(known)
    } finally {
      spy.mockRestore()
    }
  })
})

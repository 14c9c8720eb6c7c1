import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { signRequest } from '../../src/lib/sign'
import type { Envelope } from '../../types/api'
import { DEMO, startApi, SUITE_LIMITS, type TestApi } from './apiClient'

// Limits by client address (server/README.md "Limits"): requests come from several loopback addresses (127.0.0.x).
let api: TestApi
afterEach(() => api.close())

/** A signed form POST of a client path from `address`. */
function from (address: string, path: string, params: Record<string, string>): Promise<Answer> {
  const url = `/api/v1/open${path}`
  const time = String(Date.now())
  const body = new URLSearchParams(params).toString()
  const { port } = api.app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1', port, localAddress: address, method: 'POST', path: url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-start-req-time': time, 'x-sign': signRequest('POST', url, time, undefined) }
    }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
    })
    request.on('error', reject)
    request.end(body)
  })
}

type Answer = Envelope<{ cooldown?: number } | null>

const phoneNumber = (n: number): string => `1371234${String(n).padStart(4, '0')}`

describe('SMS send limits', () => {
  it('limits sends per client address with the business envelope 4029 and a Chinese message', async () => {
    api = await startApi({ limits: { ...SUITE_LIMITS, smsPerAddress: { max: 3, windowSeconds: 600 } } })
    for (let n = 0; n < 3; n++) expect((await from('127.0.0.2', '/passport/sms-send', { phone: phoneNumber(n) })).status).toBe(200)
    const refused = await from('127.0.0.2', '/passport/sms-send', { phone: phoneNumber(3) })
    expect(refused).toMatchObject({ status: 4029, message: expect.stringMatching(/^验证码发送太频繁，请 \d+ 分钟后再试$/) })
    expect(refused.data?.cooldown ?? 0).toBeGreaterThan(0)
    // the aliases, forgotten password and the same number share the count; nothing was sent
    expect((await from('127.0.0.2', '/v1/sms/send-message', { phone: phoneNumber(4) })).status).toBe(4029)
    expect((await from('127.0.0.2', '/v1/user/my/frogetpwdcode', { phone: DEMO.phone })).status).toBe(4029)
    expect((await api.call('/dev/sms-code', { phone: phoneNumber(3) })).status).toBe(4004)
    // another address is not held back
    expect((await from('127.0.0.3', '/passport/sms-send', { phone: phoneNumber(3) })).status).toBe(200)
  })

  it('limits sends of the whole server, counting only what the address limits let through', async () => {
    api = await startApi({ limits: { ...SUITE_LIMITS, smsPerAddress: { max: 2, windowSeconds: 600 }, smsOverall: { max: 4, windowSeconds: 60 } } })
    // 127.0.0.2 asks five times; two pass, three are refused by its own limit and do not use the budget
    const first = await Promise.all([0, 1, 2, 3, 4].map((n) => from('127.0.0.2', '/passport/sms-send', { phone: phoneNumber(n) })))
    expect(first.map((answer) => answer.status).sort()).toEqual([200, 200, 4029, 4029, 4029])
    expect((await from('127.0.0.3', '/passport/sms-send', { phone: phoneNumber(10) })).status).toBe(200)
    expect((await from('127.0.0.4', '/passport/sms-send', { phone: phoneNumber(11) })).status).toBe(200)
    expect(await from('127.0.0.5', '/passport/sms-send', { phone: phoneNumber(12) })).toMatchObject({ status: 4029 })
  })

  it('60 numbers at once from one address: only the address limit passes (default limits)', async () => {
    api = await startApi({ limits: {} })
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => from('127.0.0.2', '/passport/sms-send', { phone: phoneNumber(n) })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10)
    expect(answers.filter((answer) => answer.status === 4029)).toHaveLength(50)
  })

  it("another address can neither keep a phone in its cooldown nor use up the owner's daily allowance", async () => {
    api = await startApi()
    const victim = phoneNumber(1)
    for (let n = 0; n < 10; n++) {
      expect((await from('127.0.0.9', '/passport/sms-send', { phone: victim })).status).toBe(200)
      api.advance(61)
    }
    expect((await from('127.0.0.9', '/passport/sms-send', { phone: victim })).status).toBe(4030)
    expect((await from('127.0.0.2', '/passport/sms-send', { phone: victim })).status).toBe(200)
    expect((await from('127.0.0.9', '/passport/sms-send', { phone: victim })).status).toBe(4030)
  })

  it("a code asked for the same phone from another address does not void the owner's code", async () => {
    api = await startApi()
    const victim = phoneNumber(1)
    expect((await from('127.0.0.2', '/passport/sms-send', { phone: victim })).status).toBe(200)
    const owners = await api.smsCode(victim)
    expect((await from('127.0.0.9', '/passport/sms-send', { phone: victim })).status).toBe(200)
    expect((await from('127.0.0.2', '/passport/login', { type: 'sms', phone: victim, code: owners })).status).toBe(200)
    // using one code voids the other
    const other = await api.smsCode(victim)
    expect((await from('127.0.0.9', '/passport/login', { type: 'sms', phone: victim, code: other })).status).toBe(4101)
  })

  it('answers sms-send and forgotten password alike for registered and unknown phones', async () => {
    api = await startApi()
    const known = await from('127.0.0.2', '/v1/user/my/frogetpwdcode', { phone: DEMO.phone })
    const unknown = await from('127.0.0.2', '/v1/user/my/frogetpwdcode', { phone: phoneNumber(1) })
    expect(unknown).toEqual(known)
    expect(await from(
      '127.0.0.2',
      '/v1/user/my/frogetpwdcode',
      { phone: phoneNumber(1) }
    )).toEqual(await from('127.0.0.2', '/v1/user/my/frogetpwdcode', { phone: DEMO.phone }))
    for (const scene of ['login', 'register', 'forgot']) {
      api.advance(61)
      const a = await from('127.0.0.2', '/passport/sms-send', { phone: DEMO.phone, scene })
      const b = await from('127.0.0.2', '/passport/sms-send', { phone: phoneNumber(2), scene })
      expect(b).toEqual(a)
      expect(a).toEqual({ status: 200, message: 'ok', data: { cooldown: 60 } })
    }
  })
})

describe('password login limits', () => {
  const wrong = (address: string, phone = DEMO.phone): Promise<Answer> => from(address, '/passport/login', { type: 'password', phone, password: 'Wrong1234' })
  const right = (address: string): Promise<Answer> => from(address, '/passport/login', { type: 'password', phone: DEMO.phone, password: DEMO.password })

  it('locks a phone for the guessing address only, so the owner can still log in', async () => {
    api = await startApi()
    for (let n = 0; n < 5; n++) expect(await wrong('127.0.0.9')).toMatchObject({ status: 4102, message: '手机号或密码错误' })
    expect(await right('127.0.0.9')).toMatchObject({ status: 4102, message: expect.stringMatching(/密码错误次数过多/) })
    expect((await right('127.0.0.2')).status).toBe(200)
  })

  it('counts wrong passwords per address across accounts, unknown phones included', async () => {
    api = await startApi({ limits: { ...SUITE_LIMITS, loginPerAddress: { max: 6, windowSeconds: 900 } } })
    for (let n = 0; n < 6; n++) expect((await wrong('127.0.0.9', phoneNumber(n))).message).toBe('手机号或密码错误')
    expect((await right('127.0.0.9')).message).toMatch(/密码错误次数过多/)
    expect((await right('127.0.0.2')).status).toBe(200)
    api.advance(901)
    expect((await right('127.0.0.9')).status).toBe(200)
  })

  it('counts guesses sent at once (all are counted before the slow check)', async () => {
    api = await startApi()
    const answers = await Promise.all(Array.from({ length: 8 }, () => wrong('127.0.0.9')))
    expect(answers.filter((answer) => answer.message === '手机号或密码错误').length).toBeLessThanOrEqual(5)
    expect((await right('127.0.0.9')).message).toMatch(/密码错误次数过多/)
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { buildApp } from '../../server/app'
import { registerStatic } from '../../server/static'
import { corsOrigins, devServerOrigins } from '../../server/http/cors'
import { DEMO, startApi, type TestApi } from './apiClient'

let api: TestApi | null = null
afterEach(async () => {
  await api?.close()
  api = null
})

const smsCode = (headers: Record<string, string>): ReturnType<TestApi['raw']> =>
  api!.raw({ method: 'GET', url: `/api/v1/open/dev/sms-code?phone=${DEMO.phone}`, headers })

describe('development helpers stay local', () => {
  beforeEach(async () => {
    api = await startApi()
    await api!.ok('/passport/sms-send', { phone: DEMO.phone })
  })

  it('refuse a foreign origin: no code, no CORS header', async () => {
    const answer = await smsCode({ origin: 'http://evil.example' })
    expect(answer.statusCode).toBe(403)
    expect(answer.json()).toEqual({ status: 403, message: '开发接口只接受本机页面的请求', data: null })
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    expect((await smsCode({ origin: 'null' })).statusCode).toBe(403)
    // an encoded path reaches the same route and the same check
    const encoded = await api!.raw({ method: 'GET', url: `/api/v1/open/%64ev/sms-code?phone=${DEMO.phone}`, headers: { origin: 'http://evil.example' } })
    expect(encoded.statusCode).toBe(403)
  })

  it('answer the dev server, the API itself and clients without an Origin', async () => {
    const devServer = await smsCode({ origin: 'http://127.0.0.1:10086', 'sec-fetch-site': 'same-site' })
    expect(devServer.json().data.code).toMatch(/^\d{6}$/)
    expect(devServer.headers['access-control-allow-origin']).toBe('http://127.0.0.1:10086')
    const { port } = api!.app.server.address() as AddressInfo
    expect((await smsCode({ origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200)
    expect((await smsCode({})).statusCode).toBe(200)
    expect((await smsCode({ 'sec-fetch-site': 'none' })).statusCode).toBe(200)
  })

  it('refuse a cross-site link or form that carries no Origin (the Steam simulator, reset)', async () => {
    const steam = await api!.raw({
      method: 'GET',
      url: '/api/v1/open/dev/steam-openid?return_to=%2Fpages%2Fuser%2Flogin',
      headers: { 'sec-fetch-site': 'cross-site' }
    })
    expect(steam.statusCode).toBe(403)
    // the simulated partner's page too (registered by its own module, under the same /dev/ rule)
    const partner = await api!.raw({
      method: 'GET',
      url: '/api/v1/open/dev/partner-sso?redirect_url=%2Fpages%2Fuser%2FcatLogin&state=' + 'a'.repeat(32),
      headers: { origin: 'http://evil.example' }
    })
    expect(partner.statusCode).toBe(403)
    expect(partner.headers.location).toBeUndefined()
    const token = await api!.login()
    const reset = await api!.raw({ method: 'POST', url: '/api/v1/open/dev/reset', headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } })
    expect(reset.statusCode).toBe(403)
    // nothing was reset: the session still works
    expect((await api!.call('/v1/user/my', {}, { token })).status).toBe(200)
    expect((await api!.raw({ method: 'POST', url: '/api/v1/open/dev/reset' })).json().status).toBe(200)
    expect((await api!.call('/v1/user/my', {}, { token })).status).toBe(401)
  })
})

describe('CORS allow-list', () => {
  it('comes from CORS_ORIGINS, else the dev server in development and nothing in production', () => {
    expect(corsOrigins(true, 'https://m.example.com, https://h5.example.com/')).toEqual(['https://m.example.com', 'https://h5.example.com'])
    expect(corsOrigins(true, undefined)).toEqual(devServerOrigins())
    expect(devServerOrigins('10090')).toEqual(['http://127.0.0.1:10090', 'http://localhost:10090'])
    expect(corsOrigins(false, undefined)).toEqual([])
    expect(corsOrigins(false, '')).toEqual([])
  })

  it('answers only the configured origins', async () => {
    api = await startApi({ corsOrigins: ['https://m.example.com'] })
    const listed = await api!.raw({
      method: 'OPTIONS',
      url: '/api/v1/open/v3/store/item/list',
      headers: { origin: 'https://m.example.com', 'access-control-request-method': 'POST' }
    })
    expect(listed.headers['access-control-allow-origin']).toBe('https://m.example.com')
    const devServer = await api!.raw({ method: 'GET', url: '/api/v1/open/health', headers: { origin: 'http://127.0.0.1:10086' } })
    expect(devServer.headers['access-control-allow-origin']).toBeUndefined()
    // the mini-program sends no Origin and needs no CORS
    expect((await api!.raw({ method: 'GET', url: '/api/v1/open/health' })).json().status).toBe(200)
  })
})

describe('security headers on the served H5 build', () => {
  it('sends a content security policy that allows the inline script of index.html by its hash', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-csp-'))
    const script = 'document.documentElement.style.fontSize="20px"'
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><script>${script}</script><script defer src="/js/app.js"></script></head><body></body></html>`
    )
    const app = await buildApp({ dbFile: ':memory:' })
    await registerStatic(app, dir)
    await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const { port } = app.server.address() as AddressInfo
      const page = await fetch(`http://127.0.0.1:${port}/pages/market/home/index`)
      const policy = page.headers.get('content-security-policy') ?? ''
      const hash = createHash('sha256').update(script).digest('base64')
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`)
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("connect-src 'self'")
      expect(policy).not.toContain("'unsafe-eval'")
      expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    } finally {
      await app.close()
      fs.rmSync(dir, { recursive: true })
    }
  })
})

import { signRequest } from '../../src/lib/sign'
import { startApi, type TestApi } from './apiClient'

let api: TestApi
beforeAll(async () => { api = await startApi() })
afterAll(() => api.close())

describe('envelope, x-sign, CORS and transport errors', () => {
  it('answers {status, message, data} with status 200', async () => {
    const answer = await api.call('/v4/sys/menu/game-menu-multi')
    expect(answer).toMatchObject({ status: 200, message: 'ok' })
    expect(answer.data.main_game.appid).toBe(570)
  })

  it('refuses a missing or wrong x-sign with 4003 签名校验失败', async () => {
    const missing = await api.call('/v4/sys/menu/game-menu-multi', {}, { sign: false })
    expect(missing.status).toBe(4003)
    expect(missing.message).toContain('签名校验失败')
    const wrong = await api.call('/v4/sys/menu/game-menu-multi', {}, { sign: false, headers: { 'x-start-req-time': '1', 'x-sign': 'deadbeef' } })
    expect(wrong.status).toBe(4003)
  })

  it('binds the signature to method, path, time and the token claim', async () => {
    const token = await api.login()
    const path = '/api/v1/open/v1/user/my'
    const time = '1700000000000'
    const send = (sign: string, t = time) => api.raw({ method: 'GET', url: path, headers: { 'x-access-token': token, 'x-start-req-time': t, 'x-sign': sign } })
    expect((await send(signRequest('GET', path, time, token))).json().status).toBe(200)
    expect((await send(signRequest('POST', path, time, token))).json().status).toBe(4003)
    expect((await send(signRequest('GET', path, time, null))).json().status).toBe(4003)
    expect((await send(signRequest('GET', path, time, token), '1700000000001')).json().status).toBe(4003)
    // the call path without /api/v1/open is accepted too (no time window: see server/README.md)
    expect((await send(signRequest('GET', '/v1/user/my', '5', token), '5')).json().status).toBe(200)
  })

  it('reads form and JSON bodies and the token from the query', async () => {
    const form = await api.call('/passport/login', { type: 'password', phone: '13800138000', password: 'Passw0rd!' }, { method: 'POST' })
    const json = await api.call('/passport/login', { type: 'password', phone: '13800138000', password: 'Passw0rd!' }, { body: 'json' })
    expect(form.status).toBe(200)
    expect(json.status).toBe(200)
    const token = form.data.access_token
    const path = '/api/v1/open/v1/user/my'
    const response = await api.raw({
      method: 'GET',
      url: `${path}?access-token=${encodeURIComponent(token)}`,
      headers: { 'x-start-req-time': '9', 'x-sign': signRequest('GET', path, '9', token) }
    })
    expect(response.json().data.phone).toBe('138****8000')
  })

  it('answers transport errors with HTTP 4xx and the same envelope, never 500', async () => {
    const path = '/api/v1/open/passport/login'
    const headers = { 'x-start-req-time': '1', 'x-sign': signRequest('POST', path, '1', null) }
    const badJson = await api.raw({ method: 'POST', url: path, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"phone":' })
    expect(badJson.statusCode).toBe(400)
    expect(badJson.json()).toMatchObject({ status: 400, message: '请求格式不正确' })
    const xml = await api.raw({ method: 'POST', url: path, headers: { ...headers, 'content-type': 'text/xml' }, payload: '<a/>' })
    expect(xml.statusCode).toBe(415)
    const huge = await api.raw({
      method: 'POST',
      url: path,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=' + 'x'.repeat(100_000)
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toBe('请求内容过大')
    const array = await api.raw({ method: 'POST', url: path, headers: { ...headers, 'content-type': 'application/json' }, payload: '[1,2]' })
    expect(array.json()).toMatchObject({ status: 4000 })
    const unknown = await api.raw({ method: 'GET', url: '/api/v1/open/no/such/call' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ status: 404, message: '接口不存在' })
  })

  it('allows the configured origins (by default the dev server) with the client headers, and no other', async () => {
    const preflight = await api.raw({
      method: 'OPTIONS',
      url: '/api/v1/open/v3/store/item/list',
      headers: { origin: 'http://localhost:10086', 'access-control-request-method': 'GET' }
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:10086')
    for (const header of ['x-access-token', 'x-sign', 'x-start-req-time', 'x-device-id', 'x-app-version-code', 'accept-language', 'content-type']) {
      expect(String(preflight.headers['access-control-allow-headers'])).toContain(header)
    }
    const listed = await api.raw({ method: 'GET', url: '/api/v1/open/health', headers: { origin: 'http://127.0.0.1:10086' } })
    expect(listed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:10086')
    const foreign = await api.raw({ method: 'GET', url: '/api/v1/open/health', headers: { origin: 'http://fixture.test' } })
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
    expect(foreign.headers.vary).toMatch(/origin/)
  })

  it('answers 401 for no token, a bad token, an expired one and a revoked one', async () => {
    expect((await api.call('/v1/user/my')).status).toBe(401)
    expect((await api.call('/v1/user/my', {}, { token: 'a.b.c' })).status).toBe(401)
    const token = await api.login()
    expect((await api.call('/v1/user/my', {}, { token })).status).toBe(200)
    await api.ok('/passport/logout', {}, { token, method: 'POST' })
    const revoked = await api.call('/v1/user/my', {}, { token })
    expect(revoked).toMatchObject({ status: 401, message: '登录已失效，请重新登录' })
    const fresh = await api.login()
    api.advance(7 * 86400 + 1)
    const expired = await api.call('/v1/user/my', {}, { token: fresh })
    expect(expired).toMatchObject({ status: 401, message: '登录已过期，请重新登录' })
  })

  it('lets visitors browse with a bad token', async () => {
    expect((await api.call('/v3/store/item/list', {}, { token: 'junk.token.here' })).status).toBe(200)
  })
})

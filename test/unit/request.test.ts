import Taro from '@tarojs/taro'
import { createHash } from 'node:crypto'
import { request, configureRequest, ApiError, resetLoginHandOff, apiPath } from '@/lib/request'
import { signRequest } from '@/lib/sign'
import { versionCodeOf } from '@/lib/request/headers'
import { fakePlatform } from './support/fakePlatform'
import { envelope, fakeNetwork } from './support/fakeNetwork'

/** Node's own md5: the oracle the signature is checked against (the local API verifies with it too) */
const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex')

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (sub: number) => `${b64url({ alg: 'HS256' })}.${b64url({ sub })}.sig`

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://local').searchParams)
const pathOf = (url: string) => new URL(url, 'http://local').pathname

beforeEach(() => {
  localStorage.clear()
  jest.restoreAllMocks()
  resetLoginHandOff()
  configureRequest({ platform: fakePlatform(), baseUrl: '', timeoutMs: 60000 })
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
})

describe('base path (spec 7)', () => {
  it('puts paths under /api/v1/open unless they begin with /api/v1/', () => {
    expect(apiPath('/v3/store/item/list')).toBe('/api/v1/open/v3/store/item/list')
    expect(apiPath('v1/user/my')).toBe('/api/v1/open/v1/user/my')
    expect(apiPath('/api/v1/user/v3/mix/login')).toBe('/api/v1/user/v3/mix/login')
  })

  it('prefixes the configured base URL', async () => {
    configureRequest({ baseUrl: 'https://api.example.com' })
    const { sent } = fakeNetwork(envelope(200, {}))
    await request('/v1/user/my')
    expect(sent[0].url.startsWith('https://api.example.com/api/v1/open/v1/user/my?')).toBe(true)
  })
})

describe('method, body and query (spec 7)', () => {
  it('defaults to GET with data in the query', async () => {
    const { sent } = fakeNetwork(envelope(200, { ok: 1 }))
    await request('/v3/store/item/list', { data: { appid: 570, keyword: '龙', skip: undefined } })
    expect(sent[0].method).toBe('GET')
    expect(queryOf(sent[0].url)).toMatchObject({ appid: '570', keyword: '龙' })
    expect(queryOf(sent[0].url)).not.toHaveProperty('skip')
    expect(sent[0].data).toBeUndefined()
  })

  it('form-encodes a POST body', async () => {
    const { sent } = fakeNetwork(envelope(200, null))
    await request('/v4/trade/order/cancel', { method: 'POST', data: { order_id: 'A 1', reason: '不要了' } })
    expect(sent[0].header['content-type']).toBe('application/x-www-form-urlencoded')
    expect(sent[0].data).toBe('order_id=A%201&reason=' + encodeURIComponent('不要了'))
    expect(queryOf(sent[0].url)).not.toHaveProperty('order_id')
  })

  it('adds access-token and version-code to the query', async () => {
    Taro.setStorageSync('token', 'tok-1')
    const { sent } = fakeNetwork(envelope(200, {}))
    await request('/v1/user/my')
    expect(queryOf(sent[0].url)).toMatchObject({ 'access-token': 'tok-1', 'version-code': '401000' })
  })

  it.each([
    [true, 'ios_version_code'],
    [false, 'android_version_code']
  ])('names the version-code parameter by app platform (iOS %s → %s)', async (isIOS, name) => {
    configureRequest({ platform: fakePlatform({ runtime: 'app', isIOS }) })
    Taro.setStorageSync('C5AppVersion', '410200')
    const { sent } = fakeNetwork(envelope(200, {}))
    await request('/v1/user/my')
    expect(queryOf(sent[0].url)[name]).toBe('410200')
    expect(queryOf(sent[0].url)).not.toHaveProperty('version-code')
  })

  it('reads the app version code from the C5App marker when none is stored', async () => {
    configureRequest({ platform: fakePlatform({ runtime: 'app', isIOS: true, appVersion: '4.10.2' }) })
    const { sent } = fakeNetwork(envelope(200, {}))
    await request('/v1/user/my')
    expect(queryOf(sent[0].url).ios_version_code).toBe('410002')
    expect(sent[0].header['x-app-version-code']).toBe('410002')
    expect(versionCodeOf('4.1.0')).toBe('401000')
    expect(versionCodeOf('garbage')).toBeNull()
  })

  it.each(['/passport/login', '/passport/sms-send', '/api/v1/user/v3/mix/login'])('leaves the token query off the login call %s', async (path) => {
    Taro.setStorageSync('token', 'tok-1')
    const { sent } = fakeNetwork(envelope(200, {}))
    await request(path, { method: 'POST', data: { phone: '1' } })
    expect(queryOf(sent[0].url)).not.toHaveProperty('access-token')
    expect(queryOf(sent[0].url)).not.toHaveProperty('version-code')
  })
})

describe('headers (spec 3, DESIGN 3)', () => {
  it('sends all twelve headers from their sources', async () => {
    const token = jwt(42)
    Taro.setStorageSync('token', token)
    Taro.setStorageSync('C5Channel', 'huawei')
    Taro.setStorageSync('sem_channel', 'baidu')
    Taro.setStorageSync('referrer_url', 'https://www.baidu.com/s?wd=饰品')
    configureRequest({ platform: fakePlatform({ runtime: 'weapp', userAgentHeader: 'C5MiniProgram' }) })
    const { sent } = fakeNetwork(envelope(200, {}))
    await request('/v3/store/item/list')
    const h = sent[0].header
    expect(h['x-access-token']).toBe(token)
    expect(h['x-device-id']).toBe(Taro.getStorageSync('C5DeviceId'))
    expect(h['x-device-id']).toMatch(/\w+/)
    expect(Number(h['x-start-req-time'])).toBeGreaterThan(1.6e12)
    expect(h['x-source']).toBe('5')
    expect(h['accept-language']).toBe('zh-CN')
    expect(h['user-agent']).toBe('C5MiniProgram')
    expect(h['x-app-version-code']).toBe('401000')
    expect(h['x-ua']).toContain('weapp')
    expect(h['x-app-channel']).toBe('huawei')
    expect(h['x-sem-channel']).toBe('baidu')
    expect(h['x-referral-url']).toBe(encodeURI('https://www.baidu.com/s?wd=饰品'))
    const path = '/api/v1/open/v3/store/item/list'
    expect(h['x-sign']).toBe(md5(`GET\n${path}\n${path.length % 6}\n${h['x-start-req-time']}\n42`))
    expect(h['x-sign']).toBe(signRequest('GET', pathOf(sent[0].url), h['x-start-req-time'], token))
  })

  it('keeps the device id once made', async () => {
    const { sent } = fakeNetwork(envelope(200, {}))
    await request('/a')
    await request('/b')
    expect(sent[0].header['x-device-id']).toBe(sent[1].header['x-device-id'])
  })

  it('sends no user-agent where the browser owns it, and x-source by runtime', async () => {
    const { sent } = fakeNetwork(envelope(200, {}))
    await request('/a')
    expect(sent[0].header).not.toHaveProperty('user-agent')
    expect(sent[0].header['x-source']).toBe('4')
    configureRequest({ platform: fakePlatform({ runtime: 'app', isIOS: true }) })
    await request('/a')
    expect(sent[1].header['x-source']).toBe('3')
    configureRequest({ platform: fakePlatform({ runtime: 'app', isIOS: false }) })
    await request('/a')
    expect(sent[2].header['x-source']).toBe('2')
  })
})

describe('outcome (spec 4, DESIGN 3)', () => {
  it('resolves with data when status is 200', async () => {
    fakeNetwork(envelope(200, { num: 3 }))
    await expect(request('/v4/trade/order/pending-check')).resolves.toEqual({ num: 3 })
  })

  it('accepts an already-parsed body', async () => {
    fakeNetwork({ statusCode: 200, data: { status: 200, message: '', data: [1] } })
    await expect(request('/x')).resolves.toEqual([1])
  })

  it.each([
    ['a business status', envelope(4001, null, '余额不足'), 'business', 4001],
    ['status 401', envelope(401, null, ''), 'unauthorized', 401],
    ['HTTP 500 with an HTML page', { statusCode: 500, data: '<!DOCTYPE html><h1>Bad</h1>' }, 'server', 500],
    ['HTTP 401', { statusCode: 401, data: '' }, 'unauthorized', 401],
    ['a non-JSON body', { statusCode: 200, data: 'hello' }, 'bad-data', 0],
    ['an HTML page with HTTP 200', { statusCode: 200, data: '<html>proxy login</html>' }, 'bad-data', 0],
    ['an empty body', { statusCode: 200, data: '' }, 'bad-data', 0],
    ['a body without status', { statusCode: 200, data: '{"data":{}}' }, 'bad-data', 0],
    ['status 200 without data', { statusCode: 200, data: '{"status":200,"message":""}' }, 'bad-data', 200],
    ['an array body', { statusCode: 200, data: '[1,2]' }, 'bad-data', 0],
    ['a status of the wrong type', { statusCode: 200, data: '{"status":true,"data":1}' }, 'bad-data', 0]
  ])('rejects %s with a typed ApiError', async (_, answer, kind, status) => {
    fakeNetwork(answer)
    const error = await request('/x', { toast: false, autoLogin: false }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind, status })
    expect((error as ApiError).message).toContain('/api/v1/open/x')
  })

  it('says plainly when the answer is an HTML page', async () => {
    fakeNetwork({ statusCode: 200, data: '<!DOCTYPE html><html></html>' })
    await expect(request('/x', { toast: false })).rejects.toThrow(/not JSON \(an HTML page\)/)
  })

  it('keeps the server message for business errors', async () => {
    fakeNetwork(envelope(4001, { need: '1.00' }, '余额不足'))
    await expect(request('/x', { toast: false })).rejects.toMatchObject({ serverMessage: '余额不足', data: { need: '1.00' } })
  })
})

describe('network failures, retries and time-out (spec 9)', () => {
  it('retries a read once on a network failure', async () => {
    const { sent } = fakeNetwork(new TypeError('Failed to fetch'), envelope(200, 'ok'))
    await expect(request('/x')).resolves.toBe('ok')
    expect(sent).toHaveLength(2)
  })

  it('gives up after one retry with a network ApiError', async () => {
    const { sent } = fakeNetwork(new TypeError('Failed to fetch'))
    await expect(request('/x')).rejects.toMatchObject({ kind: 'network', status: 0 })
    expect(sent).toHaveLength(2)
  })

  it.each(['/v4/trade/order/create-p2b', '/v1/pay/pay/index'])('never retries a POST such as %s', async (path) => {
    const { sent } = fakeNetwork(new TypeError('Failed to fetch'), envelope(200, 'ok'))
    await expect(request(path, { method: 'POST' })).rejects.toMatchObject({ kind: 'network' })
    expect(sent).toHaveLength(1)
  })

  it('does not retry business errors or when retry is off', async () => {
    const { sent } = fakeNetwork(envelope(500, null, 'x'))
    await expect(request('/x')).rejects.toMatchObject({ kind: 'business' })
    expect(sent).toHaveLength(1)
    fakeNetwork(new TypeError('down'))
    const second = fakeNetwork(new TypeError('down'))
    await expect(request('/x', { retry: false })).rejects.toMatchObject({ kind: 'network' })
    expect(second.sent).toHaveLength(1)
  })

  it('times out after 60000 ms with the generic message, without retrying', async () => {
    jest.useFakeTimers()
    try {
      const { sent } = fakeNetwork('hang')
      const outcome = request('/x').catch((e: unknown) => e)
      await jest.advanceTimersByTimeAsync(59999)
      expect(Taro.showToast).not.toHaveBeenCalled()
      await jest.advanceTimersByTimeAsync(1)
      const error = await outcome
      expect(error).toMatchObject({ kind: 'timeout' })
      expect(sent).toHaveLength(1)
      expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '网络超时，请稍后重试', duration: 1500 }))
    } finally {
      jest.useRealTimers()
    }
  })

  it('maps a platform time-out failure to the timeout kind', async () => {
    fakeNetwork(Object.assign(new Error('request:fail timeout'), { errMsg: 'request:fail timeout' }))
    await expect(request('/x', { toast: false })).rejects.toMatchObject({ kind: 'timeout' })
  })
})

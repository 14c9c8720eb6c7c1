import { startApi, type TestApi } from './apiClient'
import { startStandIn, type StandIn } from './standIn'
import { peek, tempDbFile, type DbPeek } from './dbPeek'
import { readProviderConfig } from '../../server/providers/config'
import { makeWechat } from '../../server/providers/wechat'

/**
 * The production WeChat provider against a stand-in WeChat server answering as its documentation says:
 * /sns/jscode2session for a mini-program login code, /cgi-bin/token and /cgi-bin/message/subscribe/send.
 */
const WECHAT = { WECHAT_APPID: 'wx0123456789abcdef', WECHAT_SECRET: 'app-secret' }

let wechat: StandIn
/** while true the stand-in never answers (WeChat down) */
let hang = false
beforeAll(async () => {
  wechat = await startStandIn((request) => {
    if (hang) return 'hang'
    const q = request.query
    if (request.path === '/sns/jscode2session') {
      if (q.get('appid') !== WECHAT.WECHAT_APPID || q.get('secret') !== WECHAT.WECHAT_SECRET || q.get('grant_type') !== 'authorization_code') {
        return { body: { errcode: 40013, errmsg: 'invalid appid' } }
      }
      if (q.get('js_code') === 'used-code') return { body: { errcode: 40029, errmsg: 'invalid code, rid: 6523' } }
      return { body: { openid: `oWx_${q.get('js_code')!}`, session_key: 'tiihtNczf5v6AKRyjwEUhQ==', unionid: 'oUnion1' } }
    }
    if (request.path === '/cgi-bin/token' && q.get('grant_type') === 'client_credential') return { body: { access_token: 'ACCESS_TOKEN_1', expires_in: 7200 } }
    if (request.path === '/cgi-bin/message/subscribe/send') {
      return { body: q.get('access_token') === 'ACCESS_TOKEN_1' ? { errcode: 0, errmsg: 'ok' } : { errcode: 40001, errmsg: 'invalid credential' } }
    }
    return { status: 404, body: '' }
  })
})
afterAll(async () => { await wechat.close() })

describe('production mini-program login (jscode2session against a stand-in WeChat)', () => {
  let api: TestApi
  let db: DbPeek
  beforeAll(async () => {
    const file = tempDbFile()
    api = await startApi({
      dbFile: file,
      providers: readProviderConfig({ PROVIDERS: 'production', WECHAT_API_URL: wechat.url, ...WECHAT, PROVIDER_TIMEOUT_MS: '300' })
    })
    db = peek(file)
  })
  afterAll(async () => {
    db.close()
    await api.close()
  })
  const login = (code: string) => api.call<{ access_token: string }>('/api/v1/user/v3/mix/login', { code })

  it('logs in with a good code: the user is the openid WeChat names, the same one next time', async () => {
    const first = await login('code-0a1b')
    expect(first.status).toBe(200)
    expect(wechat.requests.at(-1)!.query.get('js_code')).toBe('code-0a1b')
    expect(db.all('SELECT nickname FROM users WHERE wx_openid = ?', 'oWx_code-0a1b')).toEqual([{ nickname: '微信用户0a1b' }])
    expect((await login('code-0a1b')).status).toBe(200)
    expect(db.all('SELECT id FROM users WHERE wx_openid = ?', 'oWx_code-0a1b')).toHaveLength(1)
    expect((await api.ok<{ types: string[] }>('/v1/loginType')).types).toContain('wechat')
  })

  it('refuses a code WeChat refuses (errcode 40029), creating nobody', async () => {
    const before = db.fingerprint()
    expect(await login('used-code')).toMatchObject({ status: 4003, message: '微信登录失败（errcode 40029），请重试' })
    expect(db.fingerprint()).toBe(before)
  })

  it('answers WeChat being down past the time-out with a clear error, creating nobody', async () => {
    const before = db.fingerprint()
    hang = true
    try {
      expect(await login('code-slow')).toMatchObject({ status: 5000, message: '微信暂时无法访问，请稍后再试' })
    } finally {
      hang = false
    }
    expect(db.fingerprint()).toBe(before)
  })
})

describe('production WeChat without an appid', () => {
  it('answers 4500 未配置 and leaves WeChat off the login page', async () => {
    const api = await startApi({ providers: readProviderConfig({ PROVIDERS: 'production', WECHAT_API_URL: wechat.url }) })
    try {
      const asked = wechat.requests.length
      expect(await api.call('/api/v1/user/v3/mix/login', { code: 'code-1' })).toMatchObject({ status: 4500, message: '微信登录与订阅消息未配置' })
      expect(wechat.requests.length).toBe(asked)
      expect((await api.ok<{ types: string[] }>('/v1/loginType')).types).not.toContain('wechat')
    } finally {
      await api.close()
    }
  })
})

describe('production subscribe messages', () => {
  it('sends with an access_token fetched once and kept', async () => {
    const provider = makeWechat(readProviderConfig({ PROVIDERS: 'production', WECHAT_API_URL: wechat.url, ...WECHAT }))
    const asked = wechat.requests.length
    const paid = { thing1: 'AK-47 | 红线', amount2: '12.30' }
    await provider.sendSubscribe({ openid: 'oWx_a', templateId: 'C5tmplOrderPaid0001', data: paid, page: 'pages/order/detail' })
    await provider.sendSubscribe({ openid: 'oWx_b', templateId: 'C5tmplOrderPaid0001', data: { thing1: '蝴蝶刀' } })
    const calls = wechat.requests.slice(asked)
    expect(calls.map((call) => call.path)).toEqual(['/cgi-bin/token', '/cgi-bin/message/subscribe/send', '/cgi-bin/message/subscribe/send'])
    expect(calls[0].query.get('appid')).toBe(WECHAT.WECHAT_APPID)
    expect(JSON.parse(calls[1].body)).toEqual({
      touser: 'oWx_a',
      template_id: 'C5tmplOrderPaid0001',
      page: 'pages/order/detail',
      data: { thing1: { value: 'AK-47 | 红线' }, amount2: { value: '12.30' } }
    })
  })

  it('records the message in the simulated WeChat', async () => {
    const provider = makeWechat(readProviderConfig({ PROVIDERS: 'simulated' }))
    await provider.sendSubscribe({ openid: 'wx_1', templateId: 'C5tmplItemSold00003', data: { thing1: '蝴蝶刀' } })
    expect(provider.simulated && provider.sent).toEqual([{ openid: 'wx_1', templateId: 'C5tmplItemSold00003', data: { thing1: '蝴蝶刀' } }])
  })
})

import { startApi, type TestApi } from './apiClient'
import type { LoginResult } from '../../types/api'

/** Issue 9 item 6: Steam OpenID answers are dated and one-time; the partner's tickets are signed, dated and one-time. */
let api: TestApi
beforeEach(async () => { api = await startApi() })
afterEach(() => api.close())

const STEAM_ID = '76561198123456789'
const post = <T = unknown>(path: string, params: Record<string, unknown>, token?: string) => api.call<T>(path, params, { method: 'POST', token })

/** Follows a simulated provider's 302 and reads the query it hands back. */
async function handBack (url: string): Promise<{ location: URL, params: Record<string, string> }> {
  const answer = await api.raw({ method: 'GET', url })
  expect(answer.statusCode).toBe(302)
  const location = new URL(String(answer.headers.location), 'http://127.0.0.1')
  return { location, params: Object.fromEntries(location.searchParams) }
}

const steamAnswer = async (steamId = STEAM_ID) =>
  (await handBack(`/api/v1/open/dev/steam-openid?return_to=%2Fpages%2Fuser%2Fauth%3Fstate%3Dabc&steam_id=${steamId}`)).params

describe('Steam OpenID answers', () => {
  it('carry a signed response_nonce in Steam\'s format (ISO time + random) and keep return_to\'s query', async () => {
    const answer = await steamAnswer()
    expect(answer.state).toBe('abc')
    expect(answer['openid.response_nonce']).toMatch(/^2026-11-22T04:00:00Z[0-9a-f]{12}$/)
    expect((await steamAnswer())['openid.response_nonce']).not.toBe(answer['openid.response_nonce'])
  })

  it.each(['/passport/steam', '/v1/steam/login'])('%s: a fresh answer logs in once; the replay is refused', async (path) => {
    const answer = await steamAnswer()
    const first = await post<LoginResult>(path, answer)
    expect(first.status).toBe(200)
    expect(first.data.user.steam_id).toBe(STEAM_ID)
    expect(await post(path, answer)).toMatchObject({ status: 4003, message: '该 Steam 授权已使用过，请重新前往 Steam 授权', data: null })
    // the other login path does not take it either: one use in all
    expect((await post(path === '/passport/steam' ? '/v1/steam/login' : '/passport/steam', answer)).status).toBe(4003)
  })

  it('refuses an answer older than 5 minutes, accepts one just inside', async () => {
    const stale = await steamAnswer()
    const fresh = await steamAnswer()
    api.advance(300)
    expect((await post('/passport/steam', fresh)).status).toBe(200)
    api.advance(1)
    expect(await post('/passport/steam', stale)).toMatchObject({ status: 4003, message: 'Steam 授权已过期，请重新前往 Steam 授权' })
  })

  it('refuses a tampered, a re-dated, a missing or a future nonce', async () => {
    const answer = await steamAnswer()
    const nonce = answer['openid.response_nonce']
    const tampered = await post('/passport/steam', { ...answer, 'openid.response_nonce': nonce.slice(0, -1) + (nonce.endsWith('0') ? '1' : '0') })
    expect(tampered).toMatchObject({ status: 4003, message: 'Steam 登录校验失败，请重试' })
    const redated = await post('/passport/steam', { ...answer, 'openid.response_nonce': nonce.replace('04:00:00Z', '04:04:00Z') })
    expect(redated.status).toBe(4003)
    const { 'openid.response_nonce': _, ...withoutNonce } = answer
    expect((await post('/passport/steam', withoutNonce)).status).toBe(4000)
    expect((await post('/passport/steam', { ...answer, 'openid.response_nonce': 'not-a-date' })).status).toBe(4000)
    // a refused try does not use the nonce up: the genuine answer still works
    expect((await post('/passport/steam', answer)).status).toBe(200)
  })

  it('bindsteamid takes a fresh answer once and refuses a stale one', async () => {
    const token = await api.login()
    const stale = await steamAnswer('76561198555555555')
    api.advance(301)
    expect(await post('/v1/user/setting/bindsteamid', stale, token)).toMatchObject({ status: 4003, message: 'Steam 授权已过期，请重新前往 Steam 授权' })
    const fresh = await steamAnswer('76561198555555555')
    expect((await post('/v1/user/setting/bindsteamid', fresh, token)).data).toMatchObject({ steam_id: '76561198555555555' })
    expect((await post('/v1/user/setting/bindsteamid', fresh, token)).message).toBe('该 Steam 授权已使用过，请重新前往 Steam 授权')
  })
})

const partnerUrl = (query: string) => `/api/v1/open/dev/partner-sso?${query}`
const CAT_LOGIN = encodeURIComponent('http://127.0.0.1:10086/pages/user/catLogin')

describe('partner single sign-on (client id 8)', () => {
  it('the simulated partner sends the browser back to catLogin with a ticket and the state', async () => {
    const { location, params } = await handBack(partnerUrl(`redirect_url=${CAT_LOGIN}&state=s123`))
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:10086/pages/user/catLogin')
    expect(params.state).toBe('s123')
    expect(params.ticket).toMatch(/^[A-Za-z0-9_-]+\.[0-9a-f]{64}$/)
  })

  it('refuses a foreign return address', async () => {
    const answer = await api.raw({ method: 'GET', url: partnerUrl(`redirect_url=${encodeURIComponent('https://evil.example/x')}&state=s`) })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ status: 4000, message: '回跳地址格式不正确' })
  })

  it('exchanges a ticket once for a session of the partner user, the same user next time', async () => {
    const { params } = await handBack(partnerUrl(`redirect_url=${CAT_LOGIN}&state=s1`))
    const first = await post<LoginResult>('/passport/partner', { ticket: params.ticket })
    expect(first.status).toBe(200)
    expect(first.data.user.nickname).toBe('合作方用户1001')
    expect((await api.call('/v1/user/my', {}, { token: first.data.access_token })).status).toBe(200)
    expect(await post('/passport/partner', { ticket: params.ticket })).toMatchObject({ status: 4003, message: '合作方登录凭证已使用过，请重新登录' })
    const second = await post<LoginResult>('/passport/partner', { ticket: (await handBack(partnerUrl(`redirect_url=${CAT_LOGIN}`))).params.ticket })
    expect(second.data.user.user_id).toBe(first.data.user.user_id)
    const other = await post<LoginResult>(
      '/passport/partner',
      { ticket: (await handBack(partnerUrl(`redirect_url=${CAT_LOGIN}&partner_uid=p-2002`))).params.ticket }
    )
    expect(other.data.user.user_id).not.toBe(first.data.user.user_id)
  })

  it('refuses an expired, a forged or a malformed ticket', async () => {
    const { ticket } = (await handBack(partnerUrl(`redirect_url=${CAT_LOGIN}`))).params
    const [payload, sig] = ticket.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, uid: 'victim' })).toString('base64url')
    expect(await post('/passport/partner', { ticket: `${forgedPayload}.${sig}` })).toMatchObject({ status: 4003, message: '合作方登录凭证无效，请重新登录' })
    expect((await post('/passport/partner', { ticket: `${payload}.${'0'.repeat(64)}` })).status).toBe(4003)
    expect((await post('/passport/partner', { ticket: 'abc' })).status).toBe(4003)
    expect((await post('/passport/partner', {})).status).toBe(4000)
    api.advance(301)
    expect(await post('/passport/partner', { ticket })).toMatchObject({ status: 4003, message: '合作方登录凭证已过期，请重新登录' })
  })

  it('is off in production (no simulated partner, no exchange)', async () => {
    const prod = await startApi({ dev: false })
    try {
      expect((await prod.raw({ method: 'GET', url: partnerUrl(`redirect_url=${CAT_LOGIN}`) })).statusCode).toBe(404)
      expect((await prod.call('/passport/partner', { ticket: 'a'.repeat(20) + '.' + '0'.repeat(64) }, { method: 'POST' })).status).toBe(4500)
    } finally {
      await prod.close()
    }
  })
})

import { startApi, type TestApi } from './apiClient'
import { startStandIn, type StandIn } from './standIn'
import { peek, tempDbFile, type DbPeek } from './dbPeek'
import { readProviderConfig } from '../../server/providers/config'

/**
 * The production Steam login against a stand-in Steam that speaks OpenID 2.0 as Steam documents it: the checkid_setup
 * redirect, and check_authentication answered in key-value form (is_valid:true only for Steam's own signature).
 */
const REALM = 'https://m.example.com'
const NS = 'http://specs.openid.net/auth/2.0'
const GOOD_SIG = 'c3RlYW0tc2lnbmVkLWFuc3dlcg=='
const SIGNED = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle'

let steam: StandIn
let api: TestApi
let db: DbPeek
/** while true the stand-in never answers (Steam down) */
let hang = false

beforeAll(async () => {
  steam = await startStandIn((request) => {
    if (hang) return 'hang'
    const form = new URLSearchParams(request.body)
    if (request.method !== 'POST' || request.path !== '/openid/login' || form.get('openid.mode') !== 'check_authentication') return { status: 400, body: '' }
    return { body: `ns:${NS}\nis_valid:${form.get('openid.sig') === GOOD_SIG ? 'true' : 'false'}\n` }
  })
  const file = tempDbFile()
  api = await startApi({
    dbFile: file,
    providers: readProviderConfig({
      PROVIDERS: 'production', STEAM_OPENID_URL: `${steam.url}/openid/login`, STEAM_OPENID_REALM: REALM, PROVIDER_TIMEOUT_MS: '300'
    })
  })
  db = peek(file)
})
afterAll(async () => {
  db.close()
  await api.close()
  await steam.close()
})

let serial = 0
/** Steam's id_res answer for one account, as it comes back on return_to (a fresh nonce each time). */
function steamAnswer (steamId: string, changes: Record<string, string> = {}): Record<string, string> {
  const nonce = `${new Date(api.now() * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')}n${++serial}`
  return {
    'openid.ns': NS,
    'openid.mode': 'id_res',
    'openid.op_endpoint': `${steam.url}/openid/login`,
    'openid.claimed_id': `https://steamcommunity.com/openid/id/${steamId}`,
    'openid.identity': `https://steamcommunity.com/openid/id/${steamId}`,
    'openid.return_to': `${REALM}/pages/user/login`,
    'openid.response_nonce': nonce,
    'openid.assoc_handle': '1234567890',
    'openid.signed': SIGNED,
    'openid.sig': GOOD_SIG,
    ...changes
  }
}
const usersWith = (steamId: string): number => db.all('SELECT id FROM users WHERE steam_id = ?', steamId).length

describe('production Steam login (OpenID 2.0 against a stand-in Steam)', () => {
  it('sends the player to Steam with a checkid_setup request for any account under our realm', async () => {
    const { url } = await api.ok<{ url: string }>('/passport/steam-url', { return_to: '/pages/user/login' })
    const target = new URL(url)
    expect(`${target.origin}${target.pathname}`).toBe(`${steam.url}/openid/login`)
    expect(Object.fromEntries(target.searchParams)).toEqual({
      'openid.ns': NS,
      'openid.mode': 'checkid_setup',
      'openid.return_to': `${REALM}/pages/user/login`,
      'openid.realm': REALM,
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select'
    })
    expect((await api.ok<{ types: string[] }>('/v1/loginType')).types).toContain('steam')
  })

  it('logs in with an answer Steam vouches for, after posting it back with check_authentication', async () => {
    const answer = steamAnswer('76561198000000901')
    const asked = steam.requests.length
    const login = await api.ok<{ access_token: string }>('/passport/steam', answer)
    const check = new URLSearchParams(steam.requests[asked].body)
    expect(Object.fromEntries(check)).toEqual({ ...answer, 'openid.mode': 'check_authentication' })
    expect((await api.ok('/v1/user/my', {}, { token: login.access_token })).steam_id).toBe('76561198000000901')
    expect(usersWith('76561198000000901')).toBe(1)
  })

  it('refuses an answer Steam does not vouch for (is_valid:false), creating nobody', async () => {
    const before = db.fingerprint()
    const forged = await api.call('/passport/steam', steamAnswer('76561198000000902', { 'openid.sig': 'Zm9yZ2VkLXNpZ25hdHVyZQ==' }))
    expect([forged.status, forged.message]).toEqual([4003, 'Steam 登录校验失败，请重试'])
    expect(db.fingerprint()).toBe(before)
  })

  it('refuses without asking Steam an answer for another endpoint or another site, or with a field outside the signature', async () => {
    const asked = steam.requests.length
    for (const changes of <Array<Record<string, string>>>[
      { 'openid.op_endpoint': 'https://evil.example/openid/login' },
      { 'openid.return_to': 'https://evil.example/pages/user/login' },
      { 'openid.identity': 'https://steamcommunity.com/openid/id/76561198000000904' },
      { 'openid.signed': 'signed,op_endpoint,identity,return_to,response_nonce,assoc_handle' }
    ]) {
      expect((await api.call('/passport/steam', steamAnswer('76561198000000903', changes))).status).toBe(4003)
    }
    expect(steam.requests.length).toBe(asked)
    expect(usersWith('76561198000000903')).toBe(0)
  })

  it('answers Steam being down past the time-out with a clear error, changing nothing; the same answer works once Steam answers', async () => {
    const answer = steamAnswer('76561198000000905')
    const before = db.fingerprint()
    hang = true
    try {
      const down = await api.call('/passport/steam', answer)
      expect([down.status, down.message]).toEqual([5000, 'Steam 暂时无法访问，请稍后再试'])
    } finally {
      hang = false
    }
    expect(db.fingerprint()).toBe(before)
    expect((await api.call('/passport/steam', answer)).status).toBe(200)
  })

  it('refuses the same good answer replayed (its nonce is spent), though Steam would vouch for it again', async () => {
    const answer = steamAnswer('76561198000000906')
    expect((await api.call('/passport/steam', answer)).status).toBe(200)
    const replay = await api.call('/passport/steam', answer)
    expect([replay.status, replay.message]).toEqual([4003, '该 Steam 授权已使用过，请重新前往 Steam 授权'])
    expect(usersWith('76561198000000906')).toBe(1)
  })

  it('binds Steam to a logged-in account through the same check', async () => {
    const token = await api.login('13900139000')
    const bad = await api.call('/v1/user/setting/bindsteamid', steamAnswer('76561198000000907', { 'openid.sig': 'eA==' }), { token })
    expect([bad.status, bad.message]).toEqual([4003, 'Steam 授权校验失败，请重新前往 Steam 授权'])
    expect((await api.ok('/v1/user/setting/bindsteamid', steamAnswer('76561198000000907'), { token })).steam_id).toBe('76561198000000907')
  })
})

describe('production Steam login without a realm', () => {
  it('answers 4500 未配置 and leaves Steam off the login page', async () => {
    const bare = await startApi({ providers: readProviderConfig({ PROVIDERS: 'production' }) })
    try {
      expect(await bare.call('/passport/steam-url', { return_to: '/pages/user/login' })).toMatchObject({ status: 4500, message: 'Steam 登录未配置' })
      expect((await bare.ok<{ types: string[] }>('/v1/loginType')).types).toEqual(['sms', 'password'])
    } finally {
      await bare.close()
    }
  })
})

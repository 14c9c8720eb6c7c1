import { DEMO2, startApi, type TestApi } from './apiClient'
import type { OAuthGrant, PrivacySettings } from '../../types/api'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

const as = (who: string | null) => ({
  get: (path: string, params: Record<string, unknown> = {}) => api.call(path, params, { token: who }),
  post: (path: string, params: Record<string, unknown> = {}) => api.call(path, params, { token: who, method: 'POST' })
})
const GRANTS = '/v1/user/oauth/grants'
const REVOKE = '/v1/user/oauth/revoke'
const PRIVACY = '/v1/user/privacy/settings'

describe('OAuth grants', () => {
  it('lists the demo user\'s grants, newest first, with Chinese scopes', async () => {
    const grants = await api.ok<OAuthGrant[]>(GRANTS, {}, { token })
    expect(grants.map((g) => g.app_name)).toEqual(['CS2 开箱模拟器', '饰品价格助手', '斗鱼直播'])
    expect(grants[2]).toMatchObject({ icon_text: '斗', icon_color: '#ff7700', scopes: ['获取你的昵称和头像', '读取你的库存饰品'] })
    expect(typeof grants[0].granted_at).toBe('number')
  })

  it('revokes once; a second revoke says so and the list no longer shows it', async () => {
    const [first] = await api.ok<OAuthGrant[]>(GRANTS, {}, { token })
    expect(await api.ok(REVOKE, { grant_id: first.grant_id }, { token, method: 'POST' })).toEqual({ grant_id: first.grant_id, revoked: true })
    const again = await as(token).post(REVOKE, { grant_id: first.grant_id })
    expect(again).toMatchObject({ status: 4009, message: '该授权已撤销，无需重复操作' })
    const left = await api.ok<OAuthGrant[]>(GRANTS, {}, { token })
    expect(left.map((g) => g.grant_id)).not.toContain(first.grant_id)
    expect(left).toHaveLength(2)
  })

  it('refuses visitors, bad ids, unknown ids and another user\'s grant', async () => {
    expect((await as(null).get(GRANTS)).status).toBe(401)
    expect((await as(null).post(REVOKE, { grant_id: 1 })).status).toBe(401)
    expect(await as(token).post(REVOKE, {})).toMatchObject({ status: 4000, message: '请填写授权记录' })
    expect((await as(token).post(REVOKE, { grant_id: 'abc' })).status).toBe(4000)
    expect(await as(token).post(REVOKE, { grant_id: 9999 })).toMatchObject({ status: 4004, message: '授权记录不存在' })
    const [mine] = await api.ok<OAuthGrant[]>(GRANTS, {}, { token })
    const other = await api.login(DEMO2.phone, DEMO2.password)
    expect(await api.ok(GRANTS, {}, { token: other })).toEqual([])
    expect(await as(other).post(REVOKE, { grant_id: mine.grant_id })).toMatchObject({ status: 4004, message: '授权记录不存在' })
    expect(await api.ok<OAuthGrant[]>(GRANTS, {}, { token })).toContainEqual(mine)
  })
})

describe('privacy settings', () => {
  it('starts from the defaults and saves one switch at a time', async () => {
    expect(await api.ok<PrivacySettings>(PRIVACY, {}, { token })).toEqual({ inventory_public: true, personalized: true, trade_history_public: false })
    expect(await api.ok(PRIVACY, { inventory_public: '0' }, { token, method: 'POST' })).toEqual({
      inventory_public: false,
      personalized: true,
      trade_history_public: false
    })
    expect(await api.ok(PRIVACY, { trade_history_public: 'true', personalized: 'false' }, { token, method: 'POST' }))
      .toEqual({ inventory_public: false, personalized: false, trade_history_public: true })
    expect(await api.ok(PRIVACY, { inventory_public: true }, { token, method: 'POST', body: 'json' }))
      .toEqual({ inventory_public: true, personalized: false, trade_history_public: true })
    expect(await api.ok(PRIVACY, {}, { token })).toEqual({ inventory_public: true, personalized: false, trade_history_public: true })
    // another user keeps the defaults
    const other = await api.login(DEMO2.phone, DEMO2.password)
    expect(await api.ok(PRIVACY, {}, { token: other })).toEqual({ inventory_public: true, personalized: true, trade_history_public: false })
  })

  it('refuses visitors, unknown keys and values that are not boolean-like, changing nothing', async () => {
    expect((await as(null).get(PRIVACY)).status).toBe(401)
    expect((await as(null).post(PRIVACY, { inventory_public: '0' })).status).toBe(401)
    expect(await as(token).post(PRIVACY, { inventory_public: '0', show_balance: '1' })).toMatchObject({ status: 4000, message: '未知的隐私设置项：show_balance' })
    for (const value of ['yes', 'on', '2', '', ' ', 'TRUE1']) {
      expect(await as(token).post(PRIVACY, { personalized: value })).toMatchObject({ status: 4000, message: '个性化推荐的值只能是 1/0 或 true/false' })
    }
    expect(await api.ok(PRIVACY, {}, { token })).toEqual({ inventory_public: true, personalized: true, trade_history_public: false })
  })
})

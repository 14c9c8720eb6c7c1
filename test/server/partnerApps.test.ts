import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import type { OAuthApproval, OAuthAuthorizeInfo, OAuthGrant, OAuthToken, OosMall, OosOrder, PartnerExchange, PartnerExchangeOverview } from '../../types/api'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

const REDIRECT = 'https://pricehelper.example/auth/c5/callback'
const request = { client_id: 'price_helper', redirect_uri: REDIRECT, scope: 'profile inventory', state: 'xyz-42', response_type: 'code' }
const SECRET = 'pricehelper-demo-secret'
const post = (path: string, params: Record<string, unknown>, as: string | null = token) => api.call(path, params, { token: as, method: 'POST' })
const codeOf = (approval: OAuthApproval): string => new URL(approval.redirect_to).searchParams.get('code')!
const tokenFor = (code: string, extra: Record<string, unknown> = {}) =>
  post('/v1/oauth/token', { grant_type: 'authorization_code', client_id: 'price_helper', client_secret: SECRET, code, redirect_uri: REDIRECT, ...extra }, null)
const userInfo = (accessToken: string) => api.call('/v1/oauth/userinfo', {}, { token: null, headers: { authorization: `Bearer ${accessToken}` } })
const balance = async () => (await api.ok<{ balance: string }>('/v1/user/my', {}, { token })).balance

describe('OAuth authorise', () => {
  it('shows the registered app and its scopes in words; an unregistered redirect URI, unknown app or scope is refused with no way to follow it', async () => {
    const info = await api.ok<OAuthAuthorizeInfo>('/v1/oauth/authorize/info', request)
    expect(info).toMatchObject({
      app_name: '饰品价格助手',
      redirect_host: 'pricehelper.example',
      scopes: [{ key: 'profile', text: '获取你的昵称和头像' }, { key: 'inventory', text: '读取你的库存饰品' }]
    })
    expect(info.deny_redirect).toBe(`${REDIRECT}?error=access_denied&state=xyz-42`)
    for (const redirect of [
      'https://evil.example/cb',
      `${REDIRECT}/x`,
      'https://pricehelper.example/auth/c5/callback?next=https://evil.example',
      REDIRECT.replace('https', 'http')
    ]) {
      expect(await api.call(
        '/v1/oauth/authorize/info',
        { ...request, redirect_uri: redirect }
      )).toEqual({ status: 4000, message: '回调地址未在 C5 登记，已拒绝授权并且不会跳转', data: null })
      expect((await post('/v1/oauth/authorize', { ...request, redirect_uri: redirect })).status).toBe(4000)
    }
    expect(await api.call('/v1/oauth/authorize/info', { ...request, client_id: 'nobody' })).toMatchObject({ status: 4004 })
    expect(await api.call(
      '/v1/oauth/authorize/info',
      { ...request, scope: 'profile listing' }
    )).toMatchObject({ status: 4000, message: '该应用无权申请此授权范围：listing' })
    expect(await api.call('/v1/oauth/authorize/info', { ...request, response_type: 'token' })).toMatchObject({ status: 4000 })
    // a form-encoded space ('+') that reached the page undecoded separates scopes too
    expect((await api.ok<OAuthAuthorizeInfo>(
      '/v1/oauth/authorize/info',
      { ...request, scope: 'profile+inventory' }
    )).scopes.map((s) => s.key)).toEqual(['profile', 'inventory'])
    expect((await post('/v1/oauth/authorize', request, null)).status).toBe(401)
  })

  it('allow issues a one-time code bound to app, redirect URI and user; the grant shows in 授权管理; the code gives one token', async () => {
    const approval = await api.ok<OAuthApproval>('/v1/oauth/authorize', request, { token, method: 'POST' })
    expect(approval.redirect_to).toMatch(/^https:\/\/pricehelper\.example\/auth\/c5\/callback\?code=[A-Za-z0-9_-]+&state=xyz-42$/)
    const grants = await api.ok<OAuthGrant[]>('/v1/user/oauth/grants', {}, { token })
    // the seeded grant to the same app is live: it takes the new scopes instead of a second row
    expect(grants.filter((grant) => grant.app_name === '饰品价格助手')).toHaveLength(1)
    expect(grants[0]).toMatchObject({ app_name: '饰品价格助手', scopes: ['读取你的库存饰品', '读取你的交易记录', '获取你的昵称和头像'] })

    const code = codeOf(approval)
    expect(await tokenFor(code, { client_secret: 'wrong' })).toMatchObject({ status: 4003 })
    expect(await tokenFor(code, { redirect_uri: 'https://m.pricehelper.example/auth/c5/callback' })).toMatchObject({ status: 4000, message: '回调地址与授权时不一致' })
    const first = await tokenFor(code)
    expect(first).toMatchObject({ status: 200, data: { token_type: 'Bearer', expires_in: 7200, scope: 'profile inventory' } })
    expect(await userInfo((first.data as OAuthToken).access_token)).toMatchObject({ status: 200, data: { nickname: '演示用户', scopes: ['profile', 'inventory'] } })
    // a replayed code is refused and ends the token it gave
    expect(await tokenFor(code)).toMatchObject({ status: 4009, message: '授权码已使用过，请重新授权' })
    expect(await userInfo((first.data as OAuthToken).access_token)).toMatchObject({ status: 401 })
    // another app cannot use this app's code
    expect(await post(
      '/v1/oauth/token',
      { grant_type: 'authorization_code', client_id: 'douyu_live', client_secret: 'douyu-demo-secret', code, redirect_uri: REDIRECT },
      null
    )).toMatchObject({ status: 4000, message: '授权码无效' })
  })

  it('parallel exchanges of one code give exactly one token', async () => {
    const code = codeOf(await api.ok<OAuthApproval>('/v1/oauth/authorize', request, { token, method: 'POST' }))
    const answers = await Promise.all([1, 2, 3, 4].map(() => tokenFor(code)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 4009, 4009, 4009])
  })

  it('a code expires after 10 minutes', async () => {
    const code = codeOf(await api.ok<OAuthApproval>('/v1/oauth/authorize', request, { token, method: 'POST' }))
    api.advance(601)
    expect(await tokenFor(code)).toMatchObject({ status: 4000, message: '授权码已过期，请重新授权' })
  })

  it('revoking the grant in 授权管理 stops the partner token at once; a new authorisation makes a new grant', async () => {
    const approval = await api.ok<OAuthApproval>(
      '/v1/oauth/authorize',
      { ...request, client_id: 'oos_mall', redirect_uri: 'https://mall.oos.example/c5/oauth/return', scope: 'profile,listing' },
      { token, method: 'POST' }
    )
    const issued = await post(
      '/v1/oauth/token',
      {
        grant_type: 'authorization_code',
        client_id: 'oos_mall',
        client_secret: 'oos-demo-secret',
        code: codeOf(approval),
        redirect_uri: 'https://mall.oos.example/c5/oauth/return'
      },
      null
    )
    const accessToken = (issued.data as OAuthToken).access_token
    expect((await userInfo(accessToken)).status).toBe(200)
    expect((await api.call('/v1/oauth/userinfo', { access_token: accessToken }, { token: null })).status).toBe(200)
    const grant = (await api.ok<OAuthGrant[]>('/v1/user/oauth/grants', {}, { token })).find((g) => g.app_name === 'OOS 积分商城')!
    expect(grant.scopes).toEqual(['获取你的昵称和头像', '代你上架出售饰品'])
    await api.ok('/v1/user/oauth/revoke', { grant_id: grant.grant_id }, { token, method: 'POST' })
    expect(await userInfo(accessToken)).toEqual({ status: 401, message: '用户已撤销授权，访问令牌已失效', data: null })
    expect(await userInfo('not-a-token')).toMatchObject({ status: 401, message: '访问令牌无效' })
    await api.ok(
      '/v1/oauth/authorize',
      { ...request, client_id: 'oos_mall', redirect_uri: 'https://mall.oos.example/c5/oauth/return', scope: 'profile' },
      { token, method: 'POST' }
    )
    const again = (await api.ok<OAuthGrant[]>('/v1/user/oauth/grants', {}, { token })).find((g) => g.app_name === 'OOS 积分商城')!
    expect(again.grant_id).not.toBe(grant.grant_id)
  })
})

describe('partner exchange (balance ↔ points)', () => {
  const exchange = (params: Record<string, unknown>, as = token) => post('/v1/partner/exchange/create', params, as)

  it('the overview names each partner with its rate, limits and the user\'s points', async () => {
    const overview = await api.ok<PartnerExchangeOverview>('/v1/partner/exchange/overview', {}, { token })
    expect(overview.balance).toBe('5000.00')
    expect(overview.partners.map((p) => [p.key, p.rate_text, p.points])).toEqual([
      ['oos', '1 元 = 10 OOS 积分', 1280],
      ['douyu', '1 元 = 1 鱼翅', 0],
      ['huya', '1 元 = 100 金豆', 25000]
    ])
    expect(overview.partners[0].in).toEqual({ min_points: 100, max_points: 50000, fee_rate: '2%', daily_limit: '1000.00', today_used: '0.00' })
    expect(overview.partners[1]).toMatchObject({ in: null, out: { min: '1.00', max: '500.00', step: '1.00' } })
  })

  it('preview and exchange share the rules: steps, limits, fee rounded up with at least one cent', async () => {
    expect(await api.ok(
      '/v1/partner/exchange/preview',
      { partner: 'oos', direction: 'out', amount: '12.30' }
    )).toMatchObject({ amount: '12.30', fee: '0.00', points: 123 })
    expect(await api.call(
      '/v1/partner/exchange/preview',
      { partner: 'douyu', direction: 'out', amount: '12.30' }
    )).toMatchObject({ status: 4000, message: '转出金额须为 1.00 元的整数倍' })
    expect(await api.call(
      '/v1/partner/exchange/preview',
      { partner: 'douyu', direction: 'in', points: 100 }
    )).toMatchObject({ status: 4000, message: '斗鱼鱼翅暂不支持转入 C5 余额' })
    expect(await api.ok(
      '/v1/partner/exchange/preview',
      { partner: 'oos', direction: 'in', points: 1234 }
    )).toMatchObject({ amount: '120.93', fee: '2.47', points: 1234 })
    expect(await api.ok('/v1/partner/exchange/preview', { partner: 'huya', direction: 'in', points: 1000 })).toMatchObject({ amount: '9.70', fee: '0.30' })
    // 3 % of ¥10.83 is ¥0.3249: the platform's cent, never the user's (issue 25: half up paid ¥0.32)
    expect(await api.ok('/v1/partner/exchange/preview', { partner: 'huya', direction: 'in', points: 1083 })).toMatchObject({ amount: '10.50', fee: '0.33' })
    expect(await api.call(
      '/v1/partner/exchange/preview',
      { partner: 'oos', direction: 'out', amount: '2000.10' }
    )).toMatchObject({ status: 4000, message: '单笔最多转出 2000.00 元' })
    expect(await api.call('/v1/partner/exchange/preview', { partner: 'oos', direction: 'sideways', amount: '1.00' })).toMatchObject({ status: 4000 })
  })

  it('one key, fired five times at once, moves the money once; the key with other parameters is refused', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => exchange({
      partner: 'oos',
      direction: 'out',
      amount: '100.00',
      idempotency_key: 'px-1',
      pay_password: DEMO.payPassword
    })))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers.map((a) => (a.data as PartnerExchange).exchange_id)).size).toBe(1)
    expect(answers.filter((a) => (a.data as PartnerExchange).repeated)).toHaveLength(4)
    expect(await balance()).toBe('4900.00')
    const overview = await api.ok<PartnerExchangeOverview>('/v1/partner/exchange/overview', {}, { token })
    expect(overview.partners[0].points).toBe(2280)
    expect(await exchange({
      partner: 'oos',
      direction: 'out',
      amount: '50.00',
      idempotency_key: 'px-1',
      pay_password: DEMO.payPassword
    })).toMatchObject({ status: 4009 })
    expect(await exchange({
      partner: 'oos',
      direction: 'out',
      amount: '50.00',
      pay_password: DEMO.payPassword
    })).toMatchObject({ status: 4000, message: '请提供幂等键 idempotency_key' })
    const records = await api.ok('/v1/partner/exchange/records', {}, { token })
    expect(records).toMatchObject({ total: 1, list: [{ partner_name: 'OOS 积分商城', direction: 'out', amount: '100.00', points: 1000, state: 'done' }] })
  })

  it('转出 asks for the pay password as withdrawal does (missing 3000, wrong 4301, right moves once); 转入 does not', async () => {
    const out = { partner: 'oos', direction: 'out', amount: '20.00', idempotency_key: 'px-pw' }
    expect(await exchange(out)).toMatchObject({ status: 3000, data: { reason: 'required' } })
    expect(await exchange({ ...out, pay_password: '111222' })).toMatchObject({ status: 4301, message: '支付密码错误，还可尝试 4 次' })
    expect(await exchange({ ...out, pay_password: '12345' })).toMatchObject({ status: 4000 })
    expect(await balance()).toBe('5000.00')
    // the limits come before the password (a wrong guess is not spent on a refused amount)
    expect(await exchange({
      ...out,
      amount: '6000.00',
      idempotency_key: 'px-big',
      pay_password: '111222'
    })).toMatchObject({ status: 4000, message: '单笔最多转出 2000.00 元' })
    const done = await api.ok<PartnerExchange>('/v1/partner/exchange/create', { ...out, pay_password: DEMO.payPassword }, { token, method: 'POST' })
    expect(done).toMatchObject({ direction: 'out', amount: '20.00', points: 200, repeated: false })
    // a repeat of the same key answers the first record before the password, as withdrawal does
    expect(await api.ok<PartnerExchange>(
      '/v1/partner/exchange/create',
      out,
      { token, method: 'POST' }
    )).toMatchObject({ exchange_id: done.exchange_id, repeated: true })
    expect(await balance()).toBe('4980.00')
    expect(await api.ok('/v1/partner/exchange/records', {}, { token })).toMatchObject({ total: 1 })
    // 转入 (points → balance) needs no password
    expect(await exchange({ partner: 'oos', direction: 'in', points: 100, idempotency_key: 'px-in' })).toMatchObject({ status: 200 })
    await api.ok('/v1/user/setting/paypwdswitch', { enabled: 0, pay_password: DEMO.payPassword }, { token, method: 'POST' })
    expect(await exchange({ ...out, idempotency_key: 'px-off', pay_password: DEMO.payPassword })).toMatchObject({ status: 4302 })
  })

  it('the balance and the points never go below zero, even under parallel different keys; the daily cap holds', async () => {
    // DEMO2 has ¥5000.00: twelve parallel transfers of ¥500.00 to 斗鱼 can take ten at most
    const other = await api.login(DEMO2.phone, DEMO2.password)
    const answers = await Promise.all(Array.from(
      { length: 12 },
      (_, i) => exchange({ partner: 'douyu', direction: 'out', amount: '500.00', idempotency_key: `dy-${i}`, pay_password: DEMO2.payPassword }, other)
    ))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10)
    expect(answers.filter((a) => a.status === 4201).map((a) => a.message)).toEqual(['余额不足', '余额不足'])
    expect((await api.ok<{ balance: string }>('/v1/user/my', {}, { token: other })).balance).toBe('0.00')
    // 25000 金豆: three parallel 转入 of 10000 take two; the third finds too few
    const ins = await Promise.all([1, 2, 3].map((i) => exchange({ partner: 'huya', direction: 'in', points: 10000, idempotency_key: `hy-${i}` })))
    expect(ins.map((a) => a.status).sort()).toEqual([200, 200, 4201])
    expect(await balance()).toBe('5194.00')
    // the OOS daily cap is ¥1000.00 gross: 10 000 points (¥1000.00) pass, one more point does not
    await exchange({ partner: 'oos', direction: 'out', amount: '1000.00', idempotency_key: 'oos-top', pay_password: DEMO.payPassword })
    expect((await exchange({ partner: 'oos', direction: 'in', points: 10000, idempotency_key: 'oos-in-1' })).status).toBe(200)
    expect(await exchange({ partner: 'oos', direction: 'in', points: 100, idempotency_key: 'oos-in-2' })).toMatchObject({ status: 4030 })
    api.advance(86400)
    expect((await exchange({ partner: 'oos', direction: 'in', points: 100, idempotency_key: 'oos-in-3' })).status).toBe(200)
  })
})

describe('OOS mall', () => {
  const mall = async (as: string | null = token) => api.ok<OosMall>('/v1/oos/mall', {}, { token: as })

  it('visitors see the offers without points; items, codes and a sold-out offer', async () => {
    const seen = await mall(null)
    expect(seen.points).toBeNull()
    expect(seen.offers.map((o) => [o.kind, o.state])).toEqual([
      ['item', 'open'],
      ['item', 'open'],
      ['item', 'open'],
      ['code', 'open'],
      ['code', 'open'],
      ['code', 'sold_out']
    ])
    expect((await mall()).points).toBe(1280)
  })

  it('an item lands in the Steam inventory and a code is issued, each once per key even when fired in parallel', async () => {
    const { offers } = await mall()
    const item = offers[0]
    const answers = await Promise.all([1, 2, 3].map(() => post('/v1/oos/exchange', { offer_id: item.offer_id, idempotency_key: 'oos-a' })))
    expect(new Set(answers.map((a) => (a.data as OosOrder).order_id)).size).toBe(1)
    const order = answers[0].data as OosOrder
    expect(order).toMatchObject({ kind: 'item', state: 'delivered', points: item.points, asset_id: expect.stringMatching(/^\d+$/) })
    const after = await mall()
    expect(after.points).toBe(1280 - item.points)
    expect(after.offers[0]).toMatchObject({ stock: item.stock - 1, mine: 1, state: 'limit_reached' })
    expect(await post('/v1/oos/exchange', { offer_id: item.offer_id, idempotency_key: 'oos-b' })).toMatchObject({ status: 4009, message: '每人限兑 1 次，你已兑满' })
    const code = await api.ok<OosOrder>('/v1/oos/exchange', { offer_id: offers[4].offer_id, idempotency_key: 'oos-c' }, { token, method: 'POST' })
    expect(code).toMatchObject({ kind: 'code', state: 'issued', code: expect.stringMatching(/^OOS-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/) })
    expect(await api.ok('/v1/oos/order', { order_id: code.order_id }, { token })).toEqual(code)
    expect(await api.ok('/v1/oos/orders', {}, { token })).toMatchObject({ total: 2, list: [{ order_id: code.order_id }, { order_id: order.order_id }] })
    const other = await api.login(DEMO2.phone, DEMO2.password)
    expect(await api.call('/v1/oos/order', { order_id: code.order_id }, { token: other })).toMatchObject({ status: 4004 })
  })

  it('refuses a sold-out offer and too few points, taking nothing', async () => {
    const { offers } = await mall()
    expect(await post('/v1/oos/exchange', { offer_id: offers[5].offer_id, idempotency_key: 'so-1' })).toMatchObject({ status: 4009, message: '已兑完，请选择其他商品' })
    const other = await api.login(DEMO2.phone, DEMO2.password)
    expect(await post(
      '/v1/oos/exchange',
      { offer_id: offers[3].offer_id, idempotency_key: 'np-1' },
      other
    )).toMatchObject({ status: 4201, message: 'OOS 积分不足，需要 210 积分' })
    expect((await mall(other)).offers[3]).toMatchObject({ stock: offers[3].stock, mine: 0 })
  })
})

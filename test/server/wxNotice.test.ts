import { DEMO2, startApi, type TestApi } from './apiClient'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

interface Status { templates: Array<{ key: string, subscribed: boolean }>, bound: boolean, code: { code: string, expires_at: number } | null }
const status = (as = token) => api.ok<Status>('/v1/wx-notice/status', {}, { token: as })
const post = (
  path: string,
  params: Record<string, unknown> = {},
  as: string | null = token
) => api.call(path, params, { method: 'POST', ...(as ? { token: as } : {}) })

describe('WeChat notice', () => {
  it('keeps the accepted templates once; an unknown template is a 4000; a visitor gets 401', async () => {
    expect((await status()).templates.every((t) => !t.subscribed)).toBe(true)
    expect((await post('/v1/wx-notice/subscribe', { templates: 'order_paid,offer_sent' })).status).toBe(200)
    expect((await post('/v1/wx-notice/subscribe', { templates: 'order_paid' })).status).toBe(200)
    expect((await status()).templates.filter((t) => t.subscribed).map((t) => t.key)).toEqual(['order_paid', 'offer_sent'])
    expect(await post('/v1/wx-notice/subscribe', { templates: 'spam' })).toMatchObject({ status: 4000, message: '通知类型不在可选范围内' })
    expect((await post('/v1/wx-notice/subscribe', { templates: 'order_paid' }, null)).status).toBe(401)
  })

  it('one live 6-digit code per user: parallel asks get the same code; after 10 minutes a new one replaces it', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => post('/v1/wx-notice/bind-code')))
    const codes = new Set(answers.map((a) => (a.data as { code: string }).code))
    expect(codes.size).toBe(1)
    const [code] = [...codes]
    expect(code).toMatch(/^\d{6}$/)
    expect((await status()).code?.code).toBe(code)
    api.advance(601)
    expect((await status()).code).toBeNull()
    expect(await post('/dev/wx-notice/verify', { code, openid: 'oWx_demo_0001' }, null)).toMatchObject({ status: 4009, message: '绑定码已过期，请在 App 中重新获取' })
    const fresh = (await post('/v1/wx-notice/bind-code')).data as { code: string }
    expect((await status()).code?.code).toBe(fresh.code)
  })

  it('the server verifies a code once: it binds the openid, a second use is refused, a bound user gets no new code', async () => {
    const { code } = (await post('/v1/wx-notice/bind-code')).data as { code: string }
    const tries = await Promise.all([1, 2].map(() => post('/dev/wx-notice/verify', { code, openid: 'oWx_demo_0002' }, null)))
    expect(tries.map((t) => t.status).sort()).toEqual([200, 4009])
    expect(await status()).toMatchObject({ bound: true, code: null })
    expect(await post('/v1/wx-notice/bind-code')).toMatchObject({ status: 4009, message: '已绑定微信通知，无需再次绑定' })
    const second = await api.login(DEMO2.phone, DEMO2.password)
    const other = (await post('/v1/wx-notice/bind-code', {}, second)).data as { code: string }
    expect(await post('/dev/wx-notice/verify', { code: other.code, openid: 'oWx_demo_0002' }, null)).toMatchObject({ status: 4009, message: '该微信已绑定其他账号' })
    expect(await post('/dev/wx-notice/verify', { code: '000000', openid: 'oWx_x_000' }, null)).toMatchObject({ status: 4004 })
    expect(await post('/dev/wx-notice/verify', { code: '12ab', openid: 'oWx_x_000' }, null)).toMatchObject({ status: 4000 })
  })
})

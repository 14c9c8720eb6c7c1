import { startApi, type TestApi } from './apiClient'

let api: TestApi
beforeAll(async () => { api = await startApi() })
afterAll(() => api.close())

describe('help, wiki, agreements, app version, short URLs', () => {
  it('lists and shows articles', async () => {
    const help = await api.ok('/v1/article/help/list')
    expect(help.map((a: { title: string }) => a.title)).toContain('如何购买饰品')
    const wiki = await api.ok('/v1/article/wiki/list')
    const article = await api.ok('/v1/article/detail', { article_id: wiki[0].article_id })
    expect(article.content).toContain('崭新出厂')
    expect((await api.call('/v1/article/detail', { article_id: 9999 })).status).toBe(4004)
    expect((await api.ok('/v1/article/agreement', { kind: 'privacy' })).title).toBe('隐私政策')
  })

  it('tells the app version and whether to update', async () => {
    expect(await api.ok(
      '/v1/sys/app-version',
      { platform: 'android', version_code: 400000 }
    )).toMatchObject({ version_code: 401000, has_update: true, force_update: false })
    expect((await api.ok('/v1/sys/app-version', { platform: 'ios', version_code: 401000 })).has_update).toBe(false)
  })

  it('resolves short URLs', async () => {
    expect(await api.ok('/v1/short-url/query', { code: 'dl' })).toEqual({ code: 'dl', url: '/pages/market/home/index' })
    expect((await api.call('/v1/short-url/query', { code: 'nope' })).message).toBe('短链不存在或已失效')
  })

  it('describes smelting (open; up to 10 inputs)', async () => {
    expect(await api.ok('/v1/smelt/info')).toMatchObject({ appid: 730, open: true, input_count: 10 })
  })

  it('draws placeholder images without a signature', async () => {
    const image = await api.raw({ method: 'GET', url: '/api/v1/open/img/item/1.svg' })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toContain('image/svg+xml')
    expect(image.body).toContain('<svg')
    expect((await api.raw({ method: 'GET', url: '/api/v1/open/img/item/%3Cscript%3E.svg' })).statusCode).toBe(200)
  })
})

describe('dev routes', () => {
  it('read the last SMS code (unsigned) and reset the seed', async () => {
    await api.ok('/passport/sms-send', { phone: '13312345678' })
    const code = await api.raw({ method: 'GET', url: '/api/v1/open/dev/sms-code?phone=13312345678' })
    expect(code.json().data.code).toMatch(/^\d{6}$/)
    const token = await api.login()
    await api.ok('/v1/user/setting/update-avatar', { avatar: 'https://x.example/a.png' }, { token, method: 'POST' })
    expect((await api.raw({ method: 'POST', url: '/api/v1/open/dev/reset' })).json().status).toBe(200)
    // sessions are gone with the reset; the avatar is the seed's again
    expect((await api.call('/v1/user/my', {}, { token })).status).toBe(401)
    expect((await api.ok('/v1/user/my', {}, { token: await api.login() })).avatar).toBe('/api/v1/open/img/avatar/0.svg')
  })
})

describe('the seeded help centre and seasons', () => {
  it('answers what players ask most in short articles', async () => {
    const help = await api.ok<{ title: string, article_id: number }[]>('/v1/article/help/list')
    expect(help.length).toBeGreaterThanOrEqual(10)
    expect(help.length).toBeLessThanOrEqual(15)
    for (const title of ['如何购买饰品', '如何出售饰品', '发货与报价', '交易暂挂与交易保护', '如何提现', '手续费说明', '支付密码', '账户安全', '租赁饰品', '开箱与抽奖的公平性', '联系客服']) {
      expect(help.map((a) => a.title)).toContain(title)
    }
    for (const brief of help) expect((await api.ok<{ content: string }>(
      '/v1/article/detail',
      { article_id: brief.article_id }
    )).content.length).toBeLessThan(200)
  })

  it('runs Christmas in Christmas week (Beijing time) and names the live login campaign for what it asks', async () => {
    const christmas = await api.ok<{ starts_at: number, ends_at: number }>('/v1/promotion/detail', { key: 'season_christmas' })
    const beijing = (seconds: number) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 16)
    expect([beijing(christmas.starts_at), beijing(christmas.ends_at)]).toEqual(['2026-12-20T00:00', '2026-12-27T00:00'])
    const login = await api.ok<{ title: string, status: string }>('/v1/promotion/detail', { key: 'season_newyear' })
    expect(login.status).toBe('live')
    expect(login.title).not.toMatch(/新春|春节|新年/)
  })
})

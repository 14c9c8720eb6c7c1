import { DEMO2, startApi, type TestApi } from './apiClient'
import type { LoginResult, SteamCheckReport } from '../../types/api'
import { inspectAccount } from '../../server/model/steamCheck'
import { simulatedSteamWebApi } from '../../server/providers/steamWebApi/simulated'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

const post = <T = SteamCheckReport>(path: string, params: Record<string, unknown> = {}, as = token) => api.ok<T>(path, params, { token: as, method: 'POST' })
const codes = (report: { findings: { code: string }[] }) => report.findings.map((f) => f.code)
const url = (partner: number) => `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=AbCd1234`

describe('the Steam check engine (seeded Steam ids of the simulated Steam, server/README.md)', () => {
  const steam = simulatedSteamWebApi()
  const check = async (user: { steam_id: string | null, trade_url: string | null }) =>
    inspectAccount(user, user.steam_id ? await steam.accountFacts(user.steam_id) : null)
  it('finds nothing for an unlisted id whose trade URL is its own', async () => {
    expect(await check({ steam_id: '76561198000000002', trade_url: url(39734274) })).toEqual([])
  })
  it('names each risk of the seeded ids, blocking ones high', async () => {
    expect((await check({ steam_id: '76561198000000001', trade_url: url(39734273) })).map((f) => [f.code, f.severity])).toEqual([['api_key_risk', 'medium']])
    expect((await check({
      steam_id: '76561198000000666',
      trade_url: url(39734938)
    })).map((f) => [f.code, f.severity])).toEqual([['inventory_private', 'high'], ['steam_guard', 'medium']])
    const hold = await check({ steam_id: '76561198000000777', trade_url: url(39735049) })
    expect(hold.map((f) => f.title)).toEqual(['交易暂挂 7 天', 'Web API Key 风险'])
  })
  it('refuses a trade URL of another account and reports what is missing', async () => {
    expect(codes({ findings: await check({ steam_id: '76561198000000002', trade_url: url(12345) }) })).toEqual(['trade_url_mismatch'])
    expect(codes({ findings: await check({ steam_id: null, trade_url: null }) })).toEqual(['steam_unbound', 'trade_url_missing'])
  })
  it('gives no finding for a fact Steam did not tell (production Steam tells only whether the inventory is public)', () => {
    const user = { steam_id: '76561198000000002', trade_url: url(39734274) }
    expect(inspectAccount(user, { inventoryPublic: true })).toEqual([])
    expect(codes({ findings: inspectAccount(user, { inventoryPublic: false }) })).toEqual(['inventory_private'])
  })
})

describe('/v1/steam/check', () => {
  it('stores a report with findings and fix steps; the demo user passes with a medium finding', async () => {
    expect(await api.ok('/v1/steam/check/report', {}, { token })).toBeNull()
    const report = await post('/v1/steam/check/create')
    expect(report).toMatchObject({ passed: true, findings: [{ code: 'api_key_risk', severity: 'medium', title: 'Web API Key 风险' }] })
    expect(report.findings[0].steps.length).toBeGreaterThanOrEqual(2)
    expect(await api.ok('/v1/steam/check/report', {}, { token })).toEqual(report)
    expect(await api.ok('/v1/steam/check/report', { report_id: report.report_id }, { token })).toEqual(report)
  })

  it('another user cannot read a report; a bad id is a Chinese 4000', async () => {
    const mine = await post('/v1/steam/check/create')
    const other = await api.login(DEMO2.phone, DEMO2.password)
    expect(await api.call('/v1/steam/check/report', { report_id: mine.report_id }, { token: other })).toMatchObject({ status: 4004, message: '检测报告不存在' })
    expect((await api.call('/v1/steam/check/report', { report_id: 'x' }, { token })).status).toBe(4000)
    expect((await api.call('/v1/steam/check/report', {})).status).toBe(401)
  })

  it('a mismatched trade URL fails both the check and the 3104 health check, and trading answers 3104', async () => {
    await post('/v1/user/my/save-trade-url', { trade_url: url(12345) })
    const report = await post('/v1/steam/check/create')
    expect(report.passed).toBe(false)
    expect(report.findings[0]).toMatchObject({ code: 'trade_url_mismatch', severity: 'high', fix_url: '/pages/user/setting/steam' })
    expect(await post('/v1/steam/health/create')).toMatchObject({ passed: false, problems: ['交易链接与绑定账号不一致'] })
    expect((await api.ok('/v1/user/my', {}, { token })).health_checked).toBe(false)
    await post('/v1/user/my/save-trade-url', { trade_url: url(39734273) })
    expect(await post('/v1/steam/health/create')).toMatchObject({ passed: true, problems: [] })
    // the health check is the same engine: it stored a report too
    expect(codes(await api.ok<SteamCheckReport>('/v1/steam/check/report', {}, { token }))).toEqual(['api_key_risk'])
  })

  it('a new user without Steam gets two blocking findings', async () => {
    await api.ok('/passport/sms-send', { phone: '13612345679' })
    const fresh = (await api.ok<LoginResult>(
      '/passport/login',
      { phone: '13612345679', code: await api.smsCode('13612345679') },
      { method: 'POST' }
    )).access_token
    expect(codes(await post('/v1/steam/check/create', {}, fresh))).toEqual(['steam_unbound', 'trade_url_missing'])
  })
})

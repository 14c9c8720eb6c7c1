import Taro from '@tarojs/taro'
import type { SteamCheckFinding, SteamCheckReport } from '../../../../types/api'
import SteamCheckHome from '@/pages/steamCheck/index'
import SteamCheckReportPage from '@/pages/steamCheck/report'
import FindingDetail from '@/pages/steamCheck/detail'
import { eventually, fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { loggedIn, shown, withQuery } from '../deals/fixtures'

let env: Setup
beforeEach(() => { env = setUp() })
const ok = (data: unknown) => ({ status: 200, data })
const apiKey: SteamCheckFinding = {
  code: 'api_key_risk', severity: 'medium', title: 'Web API Key 风险', summary: '账号注册了 Web API Key', steps: ['打开 API Key 页面', '注销密钥'], fix_text: '查看指引',
    fix_url: '/pages/guidance/steam'
}
const mismatch: SteamCheckFinding = {
  code: 'trade_url_mismatch', severity: 'high', title: '交易链接与绑定账号不一致', summary: '饰品会发到别人的库存', steps: ['登录已绑定的账号', '重新复制交易链接'], fix_text: '去修改',
    fix_url: '/pages/user/setting/steam'
}
const report = (findings: SteamCheckFinding[],
  passed = !findings.some((f) => f.severity === 'high')): SteamCheckReport => ({ report_id: 7, passed, checked_at: 1760000000, findings })

describe('steam check home', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, SteamCheckHome)
    await text(utils, '登录后查看Steam 账号检测')
    expect(sent).toEqual([])
  })

  it('before the first check: says so, runs the check and opens its report', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/steam/check/report': ok(null), '/v1/steam/check/create': ok(report([apiKey])) })
    const utils = await mount(env.root, SteamCheckHome)
    await text(utils, '尚未检测')
    expect(shown()).toContain('库存隐私')
    await tap(utils, '开始检测', '.submit-button')
    await eventually(() => {
      expect(sent.filter((s) => s.path === '/v1/steam/check/create' && s.method === 'POST')).toHaveLength(1)
      expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/steamCheck/report?report_id=7' })
    })
  })

  it('shows the last result per check: a risky one and the clear ones', async () => {
    loggedIn()
    fakeApi({ '/v1/steam/check/report': ok(report([apiKey])) })
    const utils = await mount(env.root, SteamCheckHome)
    await text(utils, '可以交易，有 1 项风险')
    const apiRow = [...document.querySelectorAll('.sc-row')].find((row) => row.textContent?.includes('API Key 风险'))
    expect(apiRow?.textContent).toContain('有风险')
    expect([...document.querySelectorAll('.sc-row__state--ok')]).toHaveLength(4)
  })

  it('shows a failing load with a retry, and a failed run', async () => {
    loggedIn()
    let fail = true
    fakeApi({
      '/v1/steam/check/report': () => fail ? { status: 5000, message: '服务繁忙' } : ok(null),
      '/v1/steam/check/create': { status: 4029, message: '操作过于频繁' }
    })
    const utils = await mount(env.root, SteamCheckHome)
    await text(utils, '无法加载检测记录')
    fail = false
    await tap(utils, '重试')
    await text(utils, '尚未检测')
    await tap(utils, '开始检测', '.submit-button')
    await text(utils, '操作过于频繁')
  })
})

describe('steam check report', () => {
  it('lists findings with severity and opens one', async () => {
    loggedIn()
    withQuery({ report_id: '7' })
    const sent = fakeApi({ '/v1/steam/check/report': ok(report([mismatch, apiKey])) })
    const utils = await mount(env.root, SteamCheckReportPage)
    await text(utils, '暂不能交易')
    expect(shown()).toContain('高危 1')
    expect(shown()).toContain('中危 1')
    expect(sent[0].data).toMatchObject({ report_id: '7' })
    await tap(utils, '交易链接与绑定账号不一致')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/steamCheck/detail?report_id=7&code=trade_url_mismatch' })
  })

  it('an all-clear report, no report yet, an unknown report', async () => {
    loggedIn()
    fakeApi({ '/v1/steam/check/report': ok(report([])) })
    let utils = await mount(env.root, SteamCheckReportPage)
    await text(utils, '账号状态良好')
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/steam/check/report': ok(null) })
    utils = await mount(env.root, SteamCheckReportPage)
    await text(utils, '还没有检测报告')
    await tap(utils, '去检测')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/steamCheck/index' })
    env = setUp()
    loggedIn()
    withQuery({ report_id: '99' })
    fakeApi({ '/v1/steam/check/report': { status: 4004, message: '检测报告不存在' } })
    utils = await mount(env.root, SteamCheckReportPage)
    await text(utils, '检测报告不存在')
  })

  it('a visitor is asked to log in and comes back to this report', async () => {
    withQuery({ report_id: '7' })
    fakeApi({})
    const utils = await mount(env.root, SteamCheckReportPage)
    await tap(utils, '登录 / 注册', '.submit-button')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/user/login?redirect_url=${encodeURIComponent('/pages/steamCheck/report?report_id=7')}` })
  })
})

describe('steam check detail', () => {
  it('shows the steps of a blocking finding and its fix', async () => {
    loggedIn()
    withQuery({ report_id: '7', code: 'trade_url_mismatch' })
    fakeApi({ '/v1/steam/check/report': ok(report([mismatch, apiKey])) })
    const utils = await mount(env.root, FindingDetail)
    await text(utils, '处理前无法交易，请按以下步骤修复')
    expect(shown()).toContain('重新复制交易链接')
    expect(document.querySelectorAll('.sc-step')).toHaveLength(2)
    await tap(utils, '去修改', '.submit-button')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/setting/steam' })
  })

  it('a finding no longer in the report, a bad link', async () => {
    loggedIn()
    withQuery({ report_id: '7', code: 'inventory_private' })
    fakeApi({ '/v1/steam/check/report': ok(report([apiKey])) })
    let utils = await mount(env.root, FindingDetail)
    await text(utils, '该检测项不存在')
    env = setUp()
    withQuery({ code: 'x' })
    const sent = fakeApi({})
    utils = await mount(env.root, FindingDetail)
    await text(utils, '链接无效')
    expect(sent).toEqual([])
  })
})

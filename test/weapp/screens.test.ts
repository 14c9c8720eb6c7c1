import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import type { ItemDetail, Order } from '../../types/api'
import { launchChromium } from '../e2e/harness'
import { weappSuite } from './harness'
import { WEAPP_DIST, type MiniProgram } from './miniRuntime'
import { hiddenAtBottom, screenFaults } from './render/layout'
import { renderScreen, SCREEN } from './render/renderer'
import { settle } from './render/settle'

// The mini-program drawn by WeChat's own compilers (render/, README.md) and checked as the H5 browser tests check a
// screen: nothing sideways, nothing hidden at the bottom, tap targets of 44×44 px, no raw template text, the texts
// the page must show. Two planted faults (a class gone from a page's WXSS, a template gone from base.wxml) fail it.
const suite = weappSuite()
let browser: Browser
let phone: Page
beforeAll(async () => {
  browser = await launchChromium()
  phone = await (await browser.newContext({ viewport: SCREEN, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'zh-CN' })).newPage()
}, 60000)
afterAll(async () => { await browser?.close() })

/** Opens `url` (a tab by switchTab), waits for its data to settle, draws it and answers its faults. */
async function look (mp: MiniProgram, url: string, mustShow: readonly string[]): Promise<string[]> {
  const route = url.slice(1).split('?')[0]
  const tabs = (mp.appJson.tabBar?.list ?? []).map((tab) => tab.pagePath)
  const refused = mp.navigate(tabs.includes(route) ? 'switchTab' : 'reLaunch', url)
  if (refused) return [`${url}: ${refused}`]
  await settle(mp)
  await mp.waitFor(`${url} to show ${mustShow.join(', ')}`, () => mustShow.every((text) => mp.texts().some((shown) => shown.includes(text))), 5000)
  const faults = await screenFaults(await renderScreen(phone, mp), mp, mustShow)
  return faults.map((fault) => `${route}: ${fault}`)
}

test('as a visitor: the three tabs, the WeChat login and the phone login', async () => {
  const mp = suite.boot()
  mp.launch()
  const faults = [
    ...await look(mp, '/pages/market/home/index', ['DOTA2', 'CS2', '热门', '¥']),
    ...await look(mp, '/pages/order/index', ['登录 / 注册']),
    ...await look(mp, '/pages/user/index', ['登录 / 注册', '立即登录', '我的订单', '消息订阅', '授权管理', '隐私设置', 'Steam 教程']),
    ...await look(mp, '/pages/login/index', ['微信一键登录', '使用手机号登录', '我已阅读并同意']),
    ...await look(mp, '/pages/user/login', ['验证码登录', '密码登录', '获取验证码', '登录'])
  ]
  expect(faults).toEqual([])
})

test('as the demo user: the tabs, the item page, an order\'s detail and the sell screens', async () => {
  const token = await suite.api.login()
  const items = await suite.api.ok<{ list: Array<{ item_id: number }> }>('/v3/store/item/list',
    { appid: 730, sort: 'price_asc', page_size: 5, min_price: '20', max_price: '300' })
  const detail = await suite.api.ok<ItemDetail>('/v3/store/item/detail', { item_id: items.list[0].item_id })
  const listing = detail.listings.find((l) => l.seller.seller_id !== 1) ?? detail.listings[0]
  const order = await suite.api.ok<Order>('/v4/trade/order/create-p2p', { listing_id: listing.listing_id }, { token, method: 'POST' })
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  const faults = [
    ...await look(mp, '/pages/market/home/index', ['DOTA2', '¥']),
    ...await look(mp, '/pages/order/index', ['购买', '出售', order.item.name]),
    ...await look(mp, '/pages/user/index', ['演示用户', '5000.00', '消息订阅', '授权管理', '隐私设置', 'Steam 教程']),
    ...await look(mp, `/pages/item/index?id=${detail.item_id}`, [detail.name]),
    ...await look(mp, `/pages/order/detail/index?id=${order.order_id}`, ['待支付', order.item.name, order.pay_amount]),
    ...await look(mp, '/pages/sell/inventory/index', ['检视']),
    ...await look(mp, '/pages/sell/listings/index', ['暂无在售饰品', '去库存上架']),
    ...await look(mp, '/pages/sell/create/index', [])
  ]
  expect(faults).toEqual([])
})

test('one page of each activity family, as the demo user', async () => {
  const token = await suite.api.login()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  const faults: string[] = []
  const families: Array<[string, string[]]> = [
    ['/pages/haggle/index', ['砍价免费拿', '砍价排行榜']],
    ['/pages/grab/index', ['限时抢', '正在疯抢']],
    ['/pages/roll/index', ['房间链接无效', '返回 Roll 房列表']],
    ['/pages/roll/list', []],
    ['/pages/gift/index', ['CS2 随机礼物']],
    ['/pages/redpack/index', ['红包链接无效']],
    ['/pages/topic/red-envelope-event/index', ['做任务，领红包']],
    ['/pages/cdk/index', ['CDK 兑换', '立即兑换']],
    ['/pages/tradeUp/index', ['汰换合同']],
    ['/pages/smelt/index', ['熔炼炉']],
    ['/pages/task/award/index', ['每日任务', '每日登录']],
    ['/pages/task/invite/index', ['我的邀请码', '分享给好友']],
    ['/pages/active/newyear/index', ['每日签到礼']],
    ['/pages/active/exemptFee/index', ['出售免手续费']],
    ['/pages/major/index', ['CS2 Major 竞猜']],
    ['/pages/verfiy/index', ['粘贴检视链接']],
    ['/pages/steamCheck/index', ['尚未检测']],
    ['/pages/fluctuation/index', ['涨幅榜', '跌幅榜']],
    ['/pages/backstage/anchor', ['你还不是主播']]
  ]
  for (const [url, mustShow] of families) faults.push(...await look(mp, url, mustShow))
  expect(faults).toEqual([])
})

/** A copy of the build with one file changed. */
function plantedBuild (file: string, change: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'weapp-planted-'))
  cpSync(WEAPP_DIST, dir, { recursive: true })
  const before = readFileSync(join(dir, file), 'utf8')
  const after = change(before)
  if (after === before) throw new Error(`the planted fault did not change ${file}`)
  writeFileSync(join(dir, file), after)
  return dir
}

test('planted: a class gone from the mine tab\'s WXSS (its entry cells) fails the checks', async () => {
  // the entry cells' rules (EntryGroup, shared with 活动中心) are built into common.wxss, which app.wxss imports
  const dir = plantedBuild('common.wxss', (css) => css.replace(/\.mine-entries__item\{[^}]*\}/, ''))
  try {
    const mp = suite.boot({ dir })
    mp.launch()
    const faults = await look(mp, '/pages/user/index', ['我的订单'])
    expect(faults.join('\n')).toMatch(/mine-entries__item "[^"]+" is \d+×\d+/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('planted: a template gone from base.wxml (text outside text) fails the checks', async () => {
  const dir = plantedBuild('base.wxml', (wxml) => wxml.replace(/<template name="tmpl_0_5">[\s\S]*?<\/template>/, ''))
  try {
    const mp = suite.boot({ dir })
    mp.launch()
    const faults = await look(mp, '/pages/user/index', ['登录 / 注册'])
    expect(faults.join('\n')).toMatch(/wcc: .*Template `tmpl_0_5` not found/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('the bottom check finds the last row under a bar laid over the webview (as the H5 tab bar covers the mine tab\'s last row)', async () => {
  const mp = suite.boot()
  mp.launch()
  expect(await look(mp, '/pages/user/index', ['遇到问题？查看帮助中心'])).toEqual([])
  const { frame } = await renderScreen(phone, mp)
  await frame.evaluate(() => {
    // the mine tab keeps its last row clear of the tab bar by its bottom padding: the bar (50 px) is laid above that
    // clearance, as the H5 tab bar lay over a page without it
    const clearance = parseFloat(getComputedStyle(document.querySelector('.mine-tab')!).paddingBottom) || 0
    const bar = document.createElement('div')
    bar.style.cssText = `position: fixed; left: 0; right: 0; bottom: 0; height: ${clearance + 50}px; background: #fff`
    document.body.appendChild(bar)
  })
  expect(await hiddenAtBottom(frame)).toEqual([expect.stringMatching(/mine-tab__foot "遇到问题？查看帮助中心" is under div/)])
})

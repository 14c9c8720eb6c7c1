/** 我的库存: each state of the inventory, filters, hold dates, refresh with its cooldown, multi-select → 上架. */
import Taro from '@tarojs/taro'
import InventoryScreen from '@/pages/sell/inventory/index'
import { mountPage } from '../../support/mountPage'
import { byText, click, eventually, pageText, queryOf, stubIntersectionObserver } from '../trade/helpers'
import { P, asset, inventoryPage } from './fixtures'

beforeAll(stubIntersectionObserver)
jest.setTimeout(15000)
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })
const login = () => Taro.setStorageSync('token', 'tok')

it('asks a visitor to log in and sends nothing', async () => {
  const { sent } = await mountPage(InventoryScreen)
  await eventually(() => expect(pageText()).toContain('登录后查看 Steam 库存并上架出售'))
  expect(sent).toHaveLength(0)
})

it.each([
  ['not_bound', '请先绑定 Steam 账号', '去绑定', '/pages/user/steambind'],
  ['private', 'Steam 库存未公开', '查看设置方法', '/pages/guidance/steam'],
  ['no_trade_url', '请先设置交易链接', '去设置', '/pages/user/setting/steam']
] as const)('shows the %s state with the step that fixes it', async (state, text, button, url) => {
  login()
  const go = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
  const list = state === 'no_trade_url' ? [asset('1001')] : []
  await mountPage(InventoryScreen, { [P('/v4/trade/inventory/list')]: { data: inventoryPage(list, state, text) } })
  await eventually(() => expect(pageText()).toContain(text))
  // no selling without a fix: no 上架 bar
  expect(pageText()).not.toContain('上架 (')
  // nothing to refresh or filter while not bound or private; with items shown (no trade URL) there is
  expect(pageText().includes('从 Steam 刷新')).toBe(state === 'no_trade_url')
  await click(byText(button))
  expect(go).toHaveBeenCalledWith({ url })
})

it('marks held, listed and in-trade items, and lists only the selected tradable ones', async () => {
  login()
  const go = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
  await mountPage(InventoryScreen, {
    [P('/v4/trade/inventory/list')]: { data: inventoryPage([asset('1001'), asset('1002', 'hold', 4), asset('1003', 'listed', 5), asset('1004', 'trading', 6),
      asset('1005', 'tradable', 7)]) }
  })
  await eventually(() => expect(pageText()).toContain('饰品7'))
  expect(pageText()).toContain('冷却中 · 可交易时间 2030-01-01')
  expect(pageText()).toContain('在售中 · ¥12.00')
  expect(pageText()).toContain('交易中')
  // a held item cannot be picked; two tradable ones can
  await click(byText('饰品4'))
  await click(byText('饰品3'))
  await click(byText('饰品7'))
  await eventually(() => expect(byText('上架 (2)')).toBeTruthy())
  await click(byText('上架 (2)'))
  const url = (go.mock.calls[0][0] as { url: string }).url
  expect(url.startsWith('/pages/sell/create/index?')).toBe(true)
  expect(queryOf(url).asset_ids).toBe('1001,1005')
})

it('sends the game and filter, and shows an empty result', async () => {
  login()
  const { sent } = await mountPage(InventoryScreen, { [P('/v4/trade/inventory/list')]: { data: inventoryPage([]) } })
  await eventually(() => expect(pageText()).toContain('库存里没有符合条件的饰品'))
  await click(byText('DOTA2'))
  const last = () => queryOf(sent[sent.length - 1].url)
  await eventually(() => expect(last().appid).toBe('570'))
  await click(byText('品质 ▾'))
  await click(byText('神话'))
  await eventually(() => expect(last()).toEqual(expect.objectContaining({ appid: '570', rarity: '神话' })))
})

it('shows an error with a retry that loads again', async () => {
  login()
  let calls = 0
  await mountPage(InventoryScreen, {
    [P('/v4/trade/inventory/list')]: () => (++calls === 1 ? { status: 5000, message: '库存服务繁忙', data: null } : { data: inventoryPage([asset('1001')]) })
  })
  await eventually(() => expect(pageText()).toContain('库存服务繁忙'))
  await click(byText('重试'))
  await eventually(() => expect(pageText()).toContain('饰品3'))
})

it('refreshes from Steam, then counts the cooldown down; a refused refresh shows the wait', async () => {
  login()
  jest.spyOn(Taro, 'showToast').mockResolvedValue({} as never)
  let refreshes = 0
  await mountPage(InventoryScreen, {
    [P('/v4/trade/inventory/list')]: { data: inventoryPage([asset('1001')]) },
    [P('/v4/trade/inventory/refresh')]: () => (++refreshes === 1 ? { status: 4029, message: '刷新太频繁，请 42 秒后再试',
      data: { cooldown: 42 } } : { data: { refreshed_at: 2, new_items: 1, cooldown: 60 } })
  })
  await eventually(() => expect(byText('从 Steam 刷新')).toBeTruthy())
  await click(byText('从 Steam 刷新'))
  await eventually(() => expect(pageText()).toMatch(/4[12] 秒后可刷新/))
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '刷新太频繁，请 42 秒后再试' }))
})

it('shows each item\'s market price and the value of every matching item at the top', async () => {
  login()
  const list = { ...inventoryPage([asset('1001'), asset('1002', 'hold')]), total: 30, total_value: '375.00' }
  await mountPage(InventoryScreen, { [P('/v4/trade/inventory/list')]: { data: list } })
  await eventually(() => expect(pageText()).toContain('库存估值（按最低在售价）¥375.00共 30 件'))
  expect(document.querySelectorAll('.asset-row__price')).toHaveLength(2)
  expect(pageText()).toContain('参考价 ¥12.50')
})

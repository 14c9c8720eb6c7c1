import Taro from '@tarojs/taro'
import type { ItemDetail, PriceAlert, PriceAlertList, PriceMover, PricePoint } from '../../../../types/api'
import MoversPage from '@/pages/fluctuation/index'
import AlertsPage from '@/pages/fluctuation/setting/index'
import { sparklineUrl } from '@/components/PriceChart/Sparkline'
import { colour } from '@/styles/tokens'
import { thresholdProblem } from '@/pages/fluctuation/setting/alertRule'
import { fakeApi, mount, setUp, tap, text, typeInto, type Setup, eventually, inputShown } from '../account/support'
import { loggedIn, shown, withQuery } from '../deals/fixtures'
import { item } from '../../support/fixtures'

let env: Setup
beforeEach(() => { env = setUp() })
const ok = (data: unknown) => ({ status: 200, data })
const days = (prices: (string | null)[]): PricePoint[] => prices.map((price,
  index) => ({ date: `2026-11-${String(10 + index).padStart(2, '0')}`, price, count: price ? 1 : 0 }))
const mover = (id: number, extra: Partial<PriceMover> = {}): PriceMover => ({
  item: { ...item(id), name: `AK-47 | 红线 ${id}`, appid: 730 }, price: '21.00', start_price: '11.00', change: '10.00', change_pct: '90.91', sales: 5,
  spark: days(['11.00', null, '15.00', '21.00']), ...extra
})
const page = (list: PriceMover[], extra = {}) => ({ list, total: list.length, page: 1, page_size: 20, has_more: false, window_days: 2, ...extra })
const alert = (id: number, extra: Partial<PriceAlert> = {}): PriceAlert => ({
  alert_id: id, item: { ...item(id), name: `蝴蝶刀 ${id}` }, direction: 'down', threshold: '900.00', state: 'watching', last_price: '1000.00',
  fired_price: null, fired_at: null, created_at: 1, ...extra
})
const alertList = (list: PriceAlert[], live = list.filter((a) => a.state === 'watching').length): PriceAlertList => ({ list, live, live_max: 20 })
const detail = (id: number, last: string | null): ItemDetail => ({
  ...item(id), name: `蝴蝶刀 ${id}`, description: '', wears: [], listings: [], highest_buy_order: null,
  recent_sales: last ? [{ price: last, wear: null, sold_at: 1 }] : [], price_history: []
})

describe('the sparkline shares the chart\'s line maths', () => {
  it('draws one point per priced day, in the trend colour, and nothing for fewer than two', () => {
    const url = decodeURIComponent(sparklineUrl(days(['1.00', null, '3.00', '2.00']), 'down')!)
    expect(url).toContain(colour.priceFall)
    expect(url.match(/points="([^"]+)"/)![1].split(' ')).toHaveLength(3)
    expect(sparklineUrl(days(['1.00', null]), 'up')).toBeNull()
  })
})

describe('价格波动 (movers)', () => {
  it('a visitor sees the risers with price, change, % and sparkline; a row opens its item', async () => {
    const usp = { ...item(3), name: 'USP 消音版 | 脑洞大开 (略有磨损)', exterior: '略有磨损', appid: 730 }
    const sent = fakeApi({ '/v1/price/movers': () => ok(page([mover(1), mover(2, { change: '0.50', change_pct: '2.00' }), mover(3, { item: usp })])) })
    const utils = await mount(env.root, MoversPage)
    await text(utils, 'AK-47 | 红线 1')
    // the name leaves its wear to the tags below, so the skin's name is what two lines hold
    const names = Array.from(document.querySelectorAll('.mover__name')).map((el) => el.textContent)
    expect(names[2]).toBe('USP 消音版 | 脑洞大开')
    expect(document.querySelectorAll('.mover__tags')[2].textContent).toContain('略磨')
    expect(shown()).toContain('+90.91%')
    expect(shown()).toContain('+10.00')
    expect(shown()).toContain('参考价为近 2 天成交价中位数，对比 7 天前')
    expect(document.querySelector('.mover__change.is-up')).not.toBeNull()
    expect((document.querySelector('.mover__spark') as HTMLElement).style.backgroundImage).toContain('data:image/svg+xml')
    expect(sent[0]).toMatchObject({ path: '/v1/price/movers', data: expect.objectContaining({ kind: 'up', period: '7', page: '1' }) })
    await tap(utils, 'AK-47 | 红线 1')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/item/index?id=1' })
  })

  it('switching to 跌幅榜 and 30 天 asks again; fallers are green with a minus; an empty ranking says why', async () => {
    const sent = fakeApi({
      '/v1/price/movers': (call) => call.data.period === '30'
        ? ok(page([]))
        : ok(page(call.data.kind === 'down' ? [mover(3, { change: '-4.00', change_pct: '-12.50' })] : [mover(1)]))
    })
    const utils = await mount(env.root, MoversPage)
    await text(utils, 'AK-47 | 红线 1')
    await tap(utils, '跌幅榜')
    await text(utils, '-12.50%')
    expect(shown()).not.toContain('AK-47 | 红线 1')
    expect(document.querySelector('.mover__change.is-down')).not.toBeNull()
    await tap(utils, '30 天')
    await text(utils, '近 30 天成交太少，暂无下跌的饰品')
    expect(sent.map((call) => [call.data.kind, call.data.period])).toEqual([['up', '7'], ['down', '7'], ['down', '30']])
  })

  it('shows loading while the ranking is on its way', async () => {
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
    const utils = await mount(env.root, MoversPage)
    await text(utils, '加载中')
    expect(document.querySelectorAll('.mover')).toHaveLength(0)
  })

  it('a failure offers a retry that loads', async () => {
    let down = true
    fakeApi({ '/v1/price/movers': () => down ? { status: 5000, message: '服务繁忙' } : ok(page([mover(1)])) })
    const utils = await mount(env.root, MoversPage)
    await text(utils, '服务繁忙')
    down = false
    await tap(utils, '重试')
    await text(utils, 'AK-47 | 红线 1')
  })

  it('the 价格提醒 link opens the alerts page', async () => {
    fakeApi({ '/v1/price/movers': ok(page([])) })
    const utils = await mount(env.root, MoversPage)
    await tap(utils, '价格提醒')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/fluctuation/setting/index' })
  })
})

describe('价格提醒 (alerts)', () => {
  it('a visitor is asked to log in, and comes back to the item handed in; nothing is called', async () => {
    withQuery({ item_id: '7' })
    const sent = fakeApi({})
    const utils = await mount(env.root, AlertsPage)
    await text(utils, '登录后查看价格提醒')
    expect(sent).toEqual([])
    await tap(utils, '登录 / 注册')
    const url = (Taro.navigateTo as jest.Mock).mock.calls[0][0].url as string
    expect(decodeURIComponent(url)).toContain('/pages/fluctuation/setting/index?item_id=7')
  })

  it('lists watching, paused and fired alerts with what each can do; empty says how to start', async () => {
    loggedIn()
    fakeApi({
      '/v1/price/alert/list': ok(alertList([
        alert(1), alert(2, { state: 'paused', direction: 'up', threshold: '1200.00' }),
        alert(3, { state: 'fired', fired_price: '880.00', fired_at: 1763800000 })
      ]))
    })
    const utils = await mount(env.root, AlertsPage)
    await text(utils, '蝴蝶刀 3')
    expect(shown()).toContain('监控中 1/20')
    expect(shown()).toContain('跌到 ¥900.00')
    expect(shown()).toContain('涨到 ¥1200.00')
    expect(shown()).toContain('成交 ¥880.00 已提醒')
    for (const action of ['暂停', '开启', '重新开启']) expect([...document.querySelectorAll('.alert-row__action')].map((el) => el.textContent)).toContain(action)
    env = setUp()
    loggedIn()
    fakeApi({ '/v1/price/alert/list': ok(alertList([])) })
    await mount(env.root, AlertsPage)
    await text(utils, '还没有价格提醒')
  })

  it('adds an alert for the item handed in: a price already reached is refused on the spot, a good one is sent', async () => {
    loggedIn()
    withQuery({ item_id: '7' })
    let added = false
    const sent = fakeApi({
      '/v1/price/alert/list': () => ok(alertList(added ? [alert(7)] : [])),
      '/v3/store/item/detail': ok(detail(7, '1000.00')),
      '/v1/price/alert/add': () => { added = true; return ok(alert(7)) }
    })
    const utils = await mount(env.root, AlertsPage)
    await text(utils, '最新成交')
    expect(shown()).toContain('¥1000.00')
    await inputShown('跌到多少时提醒我')
    await typeInto(utils, '跌到多少时提醒我', '1000')
    await tap(utils, '添加提醒', '.submit-button')
    await text(utils, '跌到的提醒价须低于最新成交价 ¥1000.00')
    await typeInto(utils, '跌到多少时提醒我', '9.999')
    await tap(utils, '添加提醒', '.submit-button')
    await text(utils, '提醒价格必须是最多两位小数的金额')
    expect(sent.some((call) => call.path === '/v1/price/alert/add')).toBe(false)
    await typeInto(utils, '跌到多少时提醒我', '900')
    await tap(utils, '添加提醒', '.submit-button')
    await text(utils, '跌到 ¥900.00')
    expect(sent.filter((call) => call.path === '/v1/price/alert/add')).toEqual([expect.objectContaining({ method: 'POST',
      data: expect.objectContaining({ item_id: '7', direction: 'down', threshold: '900' }) })])
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '提醒已添加' }))
  })

  it('finds an item by search; a server refusal is shown under the form', async () => {
    loggedIn()
    fakeApi({
      '/v1/price/alert/list': ok(alertList([])),
      '/v3/store/item/list': (call) => ok({ list: call.data.appid === '730' ? [{ ...item(5), name: 'AWP | 二西莫夫', appid: 730 }] : [], total: 1, page: 1,
        page_size: 6, has_more: false }),
      '/v3/store/item/detail': ok(detail(5, null)),
      '/v1/price/alert/add': { status: 4103, message: '该饰品已有「涨到」提醒，请在列表中开启或删除后重设' }
    })
    const utils = await mount(env.root, AlertsPage)
    await text(utils, '还没有价格提醒')
    await tap(utils, '搜索')
    await text(utils, '请输入饰品名称')
    await typeInto(utils, '搜索饰品名称，如 AK-47', '二西莫夫')
    await tap(utils, '搜索')
    await tap(utils, 'AWP | 二西莫夫')
    await text(utils, '暂无成交')
    await tap(utils, '涨到')
    await inputShown('涨到多少时提醒我')
    await typeInto(utils, '涨到多少时提醒我', '50')
    await tap(utils, '添加提醒', '.submit-button')
    await text(utils, '该饰品已有「涨到」提醒')
  })

  it('at the limit the form says so; re-arming and deleting are sent, a delete after its confirm', async () => {
    loggedIn()
    const full = Array.from({ length: 20 }, (_, index) => alert(index + 1))
    full[0] = alert(1, { state: 'fired', fired_price: '880.00', fired_at: 1763800000 })
    const sent = fakeApi({
      '/v1/price/alert/list': ok(alertList(full, 20)),
      '/v1/price/alert/switch': { status: 4009, message: '最多同时开启 20 个价格提醒，请先关闭或删除一些' },
      '/v1/price/alert/delete': ok({ alert_id: 2 })
    })
    const utils = await mount(env.root, AlertsPage)
    await text(utils, '已开启 20 个提醒（上限）')
    await tap(utils, '重新开启')
    await eventually(() => {
      expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '最多同时开启 20 个价格提醒，请先关闭或删除一些' }))
    })
    const deletes = [...document.querySelectorAll('.alert-row__action')].filter((el) => el.textContent === '删除')
    utils.fireEvent.click(deletes[1])
    await eventually(() => {
      expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '删除提醒' }))
      expect(sent.filter((call) => call.method === 'POST').map((call) => [call.path, call.data])).toEqual([
        ['/v1/price/alert/switch', expect.objectContaining({ alert_id: '1', on: '1' })],
        ['/v1/price/alert/delete', expect.objectContaining({ alert_id: '2' })]
      ])
    })
  })

  it('a failed load offers a retry', async () => {
    loggedIn()
    let down = true
    fakeApi({ '/v1/price/alert/list': () => down ? { status: 5000, message: '服务繁忙' } : ok(alertList([alert(1)])) })
    const utils = await mount(env.root, AlertsPage)
    await text(utils, '服务繁忙')
    expect(shown()).not.toContain('添加提醒')
    down = false
    await tap(utils, '重试')
    await text(utils, '蝴蝶刀 1')
  })
})

describe('the alert price rule (the server\'s words)', () => {
  it('needs a two-decimal amount within range, not reached already', () => {
    expect(thresholdProblem('', 'up', null)).toBe('请填写提醒价格')
    expect(thresholdProblem('0', 'up', null)).toBe('提醒价格过小')
    expect(thresholdProblem('100000.01', 'down', null)).toBe('提醒价格过大')
    expect(thresholdProblem('1e3', 'up', null)).toBe('提醒价格必须是最多两位小数的金额')
    expect(thresholdProblem('10.00', 'up', '10')).toBe('涨到的提醒价须高于最新成交价 ¥10.00')
    expect(thresholdProblem('10.01', 'up', '10')).toBeNull()
    expect(thresholdProblem('9.99', 'down', '10')).toBeNull()
  })
})

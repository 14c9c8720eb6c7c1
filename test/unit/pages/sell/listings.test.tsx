/** 我的在售: states, current lowest and views, change one price, a batch rule with skipped ones, delist, the 4009 of a listing bought meanwhile. */
import Taro from '@tarojs/taro'
import MyListingsScreen from '@/pages/sell/listings/index'
import { mountPage } from '../../support/mountPage'
import { byText, click, eventually, pageText, stubIntersectionObserver, typeInto } from '../trade/helpers'
import { page } from '../../support/fixtures'
import { P, listing } from './fixtures'

beforeAll(stubIntersectionObserver)
jest.setTimeout(15000)
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })
const login = () => Taro.setStorageSync('token', 'tok')
const bodyOf = (data: unknown) => new URLSearchParams(String(data))

it('asks a visitor to log in', async () => {
  const { sent } = await mountPage(MyListingsScreen)
  await eventually(() => expect(pageText()).toContain('登录后管理在售饰品'))
  expect(sent).toHaveLength(0)
})

it('shows the empty state with the way to the inventory', async () => {
  login()
  const go = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
  await mountPage(MyListingsScreen, { [P('/v4/trade/sell/my-listings')]: { data: page([], 1, false) } })
  await eventually(() => expect(pageText()).toContain('暂无在售饰品'))
  await click(byText('去库存上架'))
  expect(go).toHaveBeenCalledWith({ url: '/pages/sell/inventory/index' })
})

it('shows an error with a retry', async () => {
  login()
  let calls = 0
  await mountPage(MyListingsScreen,
    { [P('/v4/trade/sell/my-listings')]: () => (++calls === 1 ? { status: 5000, message: '服务繁忙', data: null } : { data: page([listing(1)], 1, false) }) })
  await eventually(() => expect(pageText()).toContain('服务繁忙'))
  await click(byText('重试'))
  await eventually(() => expect(pageText()).toContain('饰品1'))
})

it('shows price, 到手, the current lowest, views and a locked one', async () => {
  login()
  await mountPage(MyListingsScreen,
    { [P('/v4/trade/sell/my-listings')]: { data: page([listing(1), listing(2, 'on_sale', false), listing(3, 'locked')], 1, false) } })
  await eventually(() => expect(pageText()).toContain('饰品3'))
  expect(pageText()).toContain('售价 ¥10.00 · 到手 ¥9.75')
  expect(pageText()).toContain('当前最低 ¥10.00（我的最低） · 浏览 4')
  expect(pageText()).toContain('当前最低 ¥9.50 · 浏览 4')
  expect(pageText()).toContain('已被下单')
  // only the two on sale can be changed; the sold one offers 去发货, to its order
  expect(document.querySelectorAll('.sell-card__action:not(.is-primary)')).toHaveLength(4)
  const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
  await click(byText('去发货'))
  expect(navigate).toHaveBeenCalledWith({ url: '/pages/sell/order/index?id=o1' })
})

it('changes one price; a listing bought meanwhile shows the 4009 message', async () => {
  login()
  let changes = 0
  const { sent } = await mountPage(MyListingsScreen, {
    [P('/v4/trade/sell/my-listings')]: { data: page([listing(1)], 1, false) },
    [P('/v4/trade/sell/change-price')]: () => (++changes === 1 ? { status: 4009, message: '饰品1已被买家下单，无法改价',
      data: null } : { data: { listings: [listing(1)], skipped: [], filled: 0 } })
  })
  await eventually(() => expect(byText('改价')).toBeTruthy())
  await click(byText('改价'))
  await typeInto(document.querySelector('.sell-sheet__input')!, '0')
  await click(byText('确认改价'))
  await eventually(() => expect(pageText()).toContain('售价不能低于 0.01 元'))
  expect(changes).toBe(0)
  await typeInto(document.querySelector('.sell-sheet__input')!, '9.9')
  await click(byText('确认改价'))
  await eventually(() => expect(pageText()).toContain('饰品1已被买家下单，无法改价'))
  const body = bodyOf(sent.find((request) => request.url.includes('change-price'))!.data)
  expect([body.get('listing_id'), body.get('price')]).toEqual(['1', '9.9'])
})

it('applies a batch rule to the picked listings and says which were skipped', async () => {
  login()
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
  const { sent } = await mountPage(MyListingsScreen, {
    [P('/v4/trade/sell/my-listings')]: { data: page([listing(1), listing(2, 'on_sale', false)], 1, false) },
    [P('/v4/trade/sell/change-price')]: { data: { listings: [listing(2)], skipped: [{ listing_id: 1, reason: '没有其他卖家在售' }], filled: 0 } }
  })
  await eventually(() => expect(byText('批量管理')).toBeTruthy())
  await click(byText('批量管理'))
  for (const mark of Array.from(document.querySelectorAll('.sell-card__check'))) await click(mark)
  await eventually(() => expect(pageText()).toContain('已选 2'))
  await click(byText('比最低价低 0.01'))
  await eventually(() => expect(modal).toHaveBeenCalled())
  const body = bodyOf(sent.find((request) => request.url.includes('change-price'))!.data)
  expect([body.get('listing_ids'), body.get('rule')]).toEqual(['1,2', 'undercut'])
  expect(modal.mock.calls[0][0]).toEqual(expect.objectContaining({ content: expect.stringContaining('未改 1 件：没有其他卖家在售') }))
})

it('delists after a confirm, and not without one', async () => {
  login()
  const modal = jest.spyOn(Taro,
    'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as never).mockResolvedValue({ confirm: true, cancel: false } as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue({} as never)
  const { sent } = await mountPage(MyListingsScreen, {
    [P('/v4/trade/sell/my-listings')]: { data: page([listing(1)], 1, false) },
    [P('/v4/trade/sell/delist')]: { data: [{ ...listing(1), status: 'off' }] }
  })
  await eventually(() => expect(byText('下架')).toBeTruthy())
  await click(byText('下架'))
  await eventually(() => expect(modal).toHaveBeenCalledTimes(1))
  expect(sent.some((request) => request.url.includes('delist'))).toBe(false)
  await click(byText('下架'))
  await eventually(() => expect(sent.some((request) => request.url.includes('delist'))).toBe(true))
  expect(bodyOf(sent.find((request) => request.url.includes('delist'))!.data).get('listing_ids')).toBe('1')
})

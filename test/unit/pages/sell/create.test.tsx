/** 上架出售: guidance, price rules before sending, the API's fee and 到手, the fill note, the pay password, errors. */
import Taro from '@tarojs/taro'
import CreateListingScreen from '@/pages/sell/create/index'
import type { SellGuidance } from '../../../../types/api'
import { mountPage, type ApiRoutes } from '../../support/mountPage'
import { byText, click, eventually, pageText, stubIntersectionObserver, typeInto, typePayPassword } from '../trade/helpers'
import { P, asset, inventoryPage } from './fixtures'
import { suggestedPrice } from '@/lib/priceRules'

beforeAll(stubIntersectionObserver)
jest.setTimeout(20000)
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })
const openWith = (assetIds: string) => {
  ;(Taro.getCurrentInstance() as { router: unknown }).router = { params: { asset_ids: assetIds }, path: '/pages/sell/create/index', onReady: '', onHide: '',
    onShow: '' }
}
const guidance: SellGuidance = { item_id: 3, reference_price: '10.00', lowest_price: '10.50', on_sale_count: 2, highest_buy_order: '9.80',
  last_sale: { price: '10.20', sold_at: 1 }, max_price: '100.00' }
const quote = { asset_id: '1001', item_id: 3, price: '10.00', fee: '0.25', receive: '9.75', fee_free: false, rent_daily: null, rent_deposit: null,
  rent_max_days: null, buy_order_price: '10.00' }
const routes = (extra: ApiRoutes = {}): ApiRoutes => ({
  [P('/v4/trade/inventory/list')]: { data: inventoryPage([asset('1001'), asset('1002', 'tradable', 4)]) },
  [P('/v4/trade/sell/guidance')]: { data: [guidance] },
  [P('/v4/trade/sell/preview')]: { data: { items: [quote], total_price: '10.00', total_fee: '0.25', total_receive: '9.75', fee_note: '' } },
  ...extra
})
const bodyOf = (data: unknown) => new URLSearchParams(String(data))

it('asks a visitor to log in', async () => {
  openWith('1001')
  await mountPage(CreateListingScreen)
  await eventually(() => expect(pageText()).toContain('登录后上架库存中的饰品'))
})

it('says when nothing was chosen', async () => {
  Taro.setStorageSync('token', 'tok')
  openWith('')
  await mountPage(CreateListingScreen)
  await eventually(() => expect(pageText()).toContain('还没有选择饰品'))
})

it('refuses a price over the ceiling before sending, then previews and lists with the pay password', async () => {
  Taro.setStorageSync('token', 'tok')
  openWith('1001')
  const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({} as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue({} as never)
  const { sent } = await mountPage(CreateListingScreen, routes({
    [P('/v4/trade/sell/create')]: { data: { listings: [], filled: 1 } }
  }))
  await eventually(() => expect(pageText()).toContain('最低在售 ¥10.50'))
  expect(pageText()).toContain('最高求购 ¥9.80')
  expect(pageText()).toContain('最近成交 ¥10.20')
  // only the chosen item is on the form
  expect(pageText()).not.toContain('饰品4')
  await typeInto(document.querySelector('.sell-price')!, '100.01')
  await eventually(() => expect(pageText()).toContain('售价不能超过 100.00 元'))
  // the refusal has rendered, and with it the effect that cancels a waiting preview: none can follow
  expect(sent.some((request) => request.url.includes('/sell/preview'))).toBe(false)

  await typeInto(document.querySelector('.sell-price')!, '10')
  await eventually(() => expect(pageText()).toContain('手续费 ¥0.25 · 到手 ¥9.75'))
  expect(pageText()).toContain('上架后将以 ¥10.00 立即成交')
  const preview = sent.find((request) => request.url.includes('/sell/preview'))!
  expect(JSON.parse(bodyOf(preview.data).get('items')!)).toEqual([{ asset_id: '1001', price: '10.00' }])

  await click(byText('确认上架'))
  await eventually(() => expect(pageText()).toContain('请输入支付密码'))
  await typePayPassword('123456')
  await click(byText('确认上架'))
  await eventually(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/sell/listings/index' }))
  const create = bodyOf(sent.find((request) => request.url.includes('/sell/create'))!.data)
  expect(create.get('pay_password')).toBe('123456')
  expect(JSON.parse(create.get('items')!)).toEqual([{ asset_id: '1001', price: '10.00' }])
})

it('suggests the lowest listing, else the reference price; 跟最低价 sets the price equal to the lowest', async () => {
  Taro.setStorageSync('token', 'tok')
  openWith('1001')
  const { sent } = await mountPage(CreateListingScreen, routes())
  await eventually(() => expect(pageText()).toContain('建议售价 ¥10.50（当前最低在售）'))
  await click(byText('跟最低价'))
  // the price is set: the preview asks the server for the fee at exactly the lowest
  await eventually(() => expect(sent.some((request) => request.url.includes('/sell/preview') && String(request.data).includes('10.50'))).toBe(true))
  expect(suggestedPrice({ lowest_price: null, reference_price: '10.00' })).toBe('10.00')
})

it('checks the rent terms against the price', async () => {
  Taro.setStorageSync('token', 'tok')
  openWith('1001')
  await mountPage(CreateListingScreen, routes())
  await eventually(() => expect(byText('+ 同时出租（选填）')).toBeTruthy())
  await typeInto(document.querySelector('.sell-price')!, '10')
  await click(byText('+ 同时出租（选填）'))
  const [, daily, deposit] = Array.from(document.querySelectorAll('.sell-card__input'))
  await typeInto(daily, '11')
  await typeInto(deposit, '20')
  await eventually(() => expect(pageText()).toContain('日租金不能高于售价'))
  await typeInto(daily, '1')
  await typeInto(deposit, '5')
  await eventually(() => expect(pageText()).toContain('押金不能低于售价'))
})

it('shows the server refusal (wrong pay password) and clears the password', async () => {
  Taro.setStorageSync('token', 'tok')
  openWith('1001')
  await mountPage(CreateListingScreen, routes({ [P('/v4/trade/sell/create')]: { status: 4301, message: '支付密码错误，还可尝试 4 次', data: null } }))
  await eventually(() => expect(document.querySelector('.sell-price')).not.toBeNull())
  await typeInto(document.querySelector('.sell-price')!, '10')
  await typePayPassword('111111')
  await click(byText('确认上架'))
  await eventually(() => expect(pageText()).toContain('支付密码错误，还可尝试 4 次'))
  expect(document.querySelectorAll('.pay-password__dot')).toHaveLength(0)
})

it('shows a load error with a retry', async () => {
  Taro.setStorageSync('token', 'tok')
  openWith('1001')
  let calls = 0
  await mountPage(CreateListingScreen, routes({
    [P('/v4/trade/inventory/list')]: () => (++calls === 1 ? { status: 5000, message: '服务繁忙', data: null } : { data: inventoryPage([asset('1001')]) })
  }))
  await eventually(() => expect(pageText()).toContain('服务繁忙'))
  await click(byText('重试'))
  await eventually(() => expect(pageText()).toContain('最低在售 ¥10.50'))
})

it('shows 免手续费 with the fee line 0.00 and the campaign note when a fee-free promotion covers the item', async () => {
  Taro.setStorageSync('token', 'tok')
  openWith('1001')
  await mountPage(CreateListingScreen, routes({
    [P('/v4/trade/sell/preview')]: { data: { items: [{ ...quote, fee: '0.00', receive: '10.00', fee_free: true }], total_price: '10.00', total_fee: '0.00',
      total_receive: '10.00', fee_note: '「出售免手续费」：本次 1 件免手续费（按成交时计算）' } }
  }))
  await eventually(() => expect(pageText()).toContain('最低在售 ¥10.50'))
  await typeInto(document.querySelector('.sell-price')!, '10')
  await eventually(() => expect(pageText()).toContain('免手续费 ¥0.00 · 到手 ¥10.00'))
  expect(pageText()).toContain('「出售免手续费」：本次 1 件免手续费（按成交时计算）')
  expect(pageText()).toContain('预计到手¥10.00')
})

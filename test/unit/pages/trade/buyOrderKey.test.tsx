/** The buy-order screen sends one idempotency key per order it means to place: a retry keeps it, the next order gets a new one. */
import Taro from '@tarojs/taro'
import { act } from 'react'
import BuyOrdersPage from '@/pages/target/index'
import type { BuyOrder, ItemDetail } from '../../../../types/api'
import { mountPage } from '../../support/mountPage'
import { item } from '../../support/fixtures'
import { byText, click, eventually, stubIntersectionObserver, typeInto, typePayPassword } from './helpers'

const P = (path: string) => `/api/v1/open${path}`
const dota = (): ItemDetail => ({ ...item(6), name: '龙爪钩', description: '', wears: [], listings: [], highest_buy_order: null, recent_sales: [],
  price_history: [] })
const buyOrder = (): BuyOrder => ({ buy_order_id: 1, item: item(6), price: '80.00', quantity: 1, frozen: '80.00', min_wear: null, max_wear: null,
  status: 'open', created_at: 1 })
const keyOf = (body: string): string | null => new URLSearchParams(body).get('idempotency_key')
const inputs = (): Element[] => Array.from(Array.from(document.querySelectorAll('.target-form')).pop()?.querySelectorAll('.target-form__input') ?? [])

beforeAll(stubIntersectionObserver)
jest.setTimeout(15000)
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })

it('keeps the key when the same order is tried again after a refusal, and takes a new one after it is placed', async () => {
  Taro.setStorageSync('token', 'tok')
  ;(Taro.getCurrentInstance() as { router: unknown }).router = { params: { item_id: '6' }, path: '/x', onReady: '', onHide: '', onShow: '' }
  const creates: string[] = []
  await mountPage(BuyOrdersPage, {
    [P('/v3/store/item/detail')]: { data: dota() },
    [P('/v4/trade/buy-order/list')]: { data: [] },
    // the first try is refused (wrong pay password), the next ones succeed
    [P('/v4/trade/buy-order/create')]: (request) => {
      creates.push(String(request.data))
      return creates.length === 1 ? { status: 4301, message: '支付密码错误', data: null } : { data: buyOrder() }
    }
  })
  await eventually(() => expect(inputs()).toHaveLength(2))
  const fill = async (): Promise<void> => {
    const [price] = inputs()
    await typeInto(price, '80.00')
    await typePayPassword('123456', document.querySelectorAll('.pay-password').length - 1)
    await click(byText('发布求购'))
  }
  await fill()
  await eventually(() => expect(creates).toHaveLength(1))
  await fill()
  await eventually(() => expect(creates).toHaveLength(2))
  await fill()
  await eventually(() => expect(creates).toHaveLength(3))
  const [first, retry, next] = creates.map(keyOf)
  expect(first).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
  expect(retry).toBe(first)
  expect(next).not.toBe(first)
  await act(async () => undefined)
})

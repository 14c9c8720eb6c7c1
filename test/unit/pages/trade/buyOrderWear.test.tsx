/** Buy orders with a wear (float) range: the form's checks, what is sent, and the range on each row. */
import Taro from '@tarojs/taro'
import { act } from 'react'
import BuyOrdersPage from '@/pages/target/index'
import { wearRangeText } from '@/pages/target/form'
import { wearRangeProblem } from '@/lib/wear'
import type { BuyOrder, ItemDetail } from '../../../../types/api'
import { mountPage } from '../../support/mountPage'
import { item } from '../../support/fixtures'
import { byText, click, eventually, pageText, stubIntersectionObserver, typeInto, typePayPassword } from './helpers'

const P = (path: string) => `/api/v1/open${path}`
const setRoute = (params: Record<string, string>) => { (Taro.getCurrentInstance() as { router: unknown }).router = { params, path: '/x', onReady: '',
  onHide: '', onShow: '' } }

const skin = (): ItemDetail => ({
  ...item(5), appid: 730, name: 'AK-47 | 红线', exterior: '崭新出厂', min_price: '88.00',
  description: '', wears: [], listings: [], highest_buy_order: null, recent_sales: [], price_history: []
})
const dota = (): ItemDetail => ({ ...item(6), name: '龙爪钩', description: '', wears: [], listings: [], highest_buy_order: null, recent_sales: [],
  price_history: [] })
const buyOrder = (extra: Partial<BuyOrder>): BuyOrder => ({
  buy_order_id: 1, item: { ...item(5), appid: 730, name: 'AK-47 | 红线', exterior: '崭新出厂' }, price: '80.00', quantity: 1, frozen: '80.00',
  min_wear: null, max_wear: null, status: 'open', created_at: 1, ...extra
})

beforeAll(stubIntersectionObserver)
jest.setTimeout(15000)
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })

describe('wear range checks (exact, on the digits)', () => {
  it('accepts an empty range, one bound, and a proper range', () => {
    expect(wearRangeProblem('', '')).toBe('')
    expect(wearRangeProblem(' ', ' ')).toBe('')
    expect(wearRangeProblem('0', '0.07')).toBe('')
    expect(wearRangeProblem('0.1500', '0.38')).toBe('')
    expect(wearRangeProblem('0.45', '')).toBe('')
    expect(wearRangeProblem('', '1')).toBe('')
    expect(wearRangeProblem('0.9999', '1.0000')).toBe('')
  })

  it('explains each refusal in Chinese', () => {
    expect(wearRangeProblem('0.07', '0.07')).toBe('最低磨损必须小于最高磨损')
    expect(wearRangeProblem('0.0700', '0.07')).toBe('最低磨损必须小于最高磨损')
    expect(wearRangeProblem('0.5', '0.1')).toBe('最低磨损必须小于最高磨损')
    expect(wearRangeProblem('1', '')).toBe('最低磨损必须小于最高磨损')
    expect(wearRangeProblem('', '0')).toBe('最低磨损必须小于最高磨损')
    expect(wearRangeProblem('-0.1', '0.5')).toBe('最低磨损不能为负数')
    expect(wearRangeProblem('0', '1.0001')).toBe('最高磨损必须在 0 到 1 之间')
    expect(wearRangeProblem('2', '')).toBe('最低磨损必须在 0 到 1 之间')
    expect(wearRangeProblem('0.12345', '0.5')).toBe('最低磨损最多四位小数')
    expect(wearRangeProblem('abc', '0.5')).toBe('最低磨损请输入 0 到 1 之间的数字，如 0.07')
    expect(wearRangeProblem('0', '1e-1')).toBe('最高磨损请输入 0 到 1 之间的数字，如 0.07')
    expect(wearRangeProblem('.5', '')).toBe('最低磨损请输入 0 到 1 之间的数字，如 0.07')
    expect(wearRangeProblem('0', '0.1.2')).toBe('最高磨损请输入 0 到 1 之间的数字，如 0.07')
  })

  it('compares without floats: 0.1 + 0.2 style values stay exact', () => {
    expect(wearRangeProblem('0.3', '0.3000')).toBe('最低磨损必须小于最高磨损')
    expect(wearRangeProblem('0.2999', '0.3')).toBe('')
  })

  it('formats the row text', () => {
    expect(wearRangeText({ min_wear: '0.0000', max_wear: '0.0700' })).toBe('磨损 0.0000–0.0700')
    expect(wearRangeText({ min_wear: null, max_wear: null })).toBe('')
  })
})

/** The newest mounted form (earlier tests' pages stay in the document). */
const form = (): Element | undefined => Array.from(document.querySelectorAll('.target-form')).pop()
/** The form's inputs in order: price, quantity, [min wear, max wear]; the pay password has its own pad. */
const inputs = (): Element[] => Array.from(form()?.querySelectorAll('.target-form__input') ?? [])
/** The newest form's pay password entry (earlier tests' entries stay in the document). */
const lastPayPassword = (): number => document.querySelectorAll('.pay-password').length - 1
const formText = (): string => (form()?.textContent ?? '').replace(/\s+/g, ' ')

describe('buy-order screen with wear', () => {
  it('shows 最低磨损 / 最高磨损 for a skin, refuses a bad range before sending, then sends the range', async () => {
    Taro.setStorageSync('token', 'tok')
    setRoute({ item_id: '5' })
    const creates: string[] = []
    await mountPage(BuyOrdersPage, {
      [P('/v3/store/item/detail')]: { data: skin() },
      [P('/v4/trade/buy-order/list')]: { data: [] },
      [P('/v4/trade/buy-order/create')]: (request) => { creates.push(String(request.data)); return { data: buyOrder({ min_wear: '0.0000',
        max_wear: '0.0700' }) } }
    })
    await eventually(() => expect(formText()).toContain('最低磨损（选填）'))
    expect(formText()).toContain('最高磨损（选填）')
    await eventually(() => expect(inputs()).toHaveLength(4))
    const [price, quantity, minWear, maxWear] = inputs()
    await typeInto(price, '80.00')
    await typeInto(quantity, '1')
    await typePayPassword('123456', lastPayPassword())
    await typeInto(minWear, '0.5')
    await typeInto(maxWear, '0.1')
    await click(byText('发布求购'))
    await eventually(() => expect(formText()).toContain('最低磨损必须小于最高磨损'))
    await typeInto(maxWear, '0.12345')
    await click(byText('发布求购'))
    await eventually(() => expect(formText()).toContain('最高磨损最多四位小数'))
    await typeInto(minWear, '1.5')
    await click(byText('发布求购'))
    await eventually(() => expect(formText()).toContain('最低磨损必须在 0 到 1 之间'))
    expect(creates).toHaveLength(0)

    await typeInto(minWear, '0')
    await typeInto(maxWear, '0.07')
    await click(byText('发布求购'))
    await eventually(() => expect(creates).toHaveLength(1))
    const body = new URLSearchParams(creates[0])
    expect(body.get('min_wear')).toBe('0')
    expect(body.get('max_wear')).toBe('0.07')
    expect(body.get('price')).toBe('80.00')
    await act(async () => undefined)
  })

  it('sends no range when the wear inputs are left empty', async () => {
    Taro.setStorageSync('token', 'tok')
    setRoute({ item_id: '5' })
    const creates: string[] = []
    await mountPage(BuyOrdersPage, {
      [P('/v3/store/item/detail')]: { data: skin() },
      [P('/v4/trade/buy-order/list')]: { data: [] },
      [P('/v4/trade/buy-order/create')]: (request) => { creates.push(String(request.data)); return { data: buyOrder({}) } }
    })
    await eventually(() => expect(inputs()).toHaveLength(4))
    const [price] = inputs()
    await typeInto(price, '80.00')
    await typePayPassword('123456', lastPayPassword())
    await click(byText('发布求购'))
    await eventually(() => expect(creates).toHaveLength(1))
    expect(creates[0]).not.toContain('min_wear')
    expect(creates[0]).not.toContain('max_wear')
    await act(async () => undefined)
  })

  it('has no wear inputs for an item without wear', async () => {
    Taro.setStorageSync('token', 'tok')
    setRoute({ item_id: '6' })
    await mountPage(BuyOrdersPage, {
      [P('/v3/store/item/detail')]: { data: dota() },
      [P('/v4/trade/buy-order/list')]: { data: [] }
    })
    await eventually(() => expect(formText()).toContain('龙爪钩'))
    await eventually(() => expect(inputs()).toHaveLength(2))
    expect(formText()).not.toContain('最低磨损')
    await act(async () => undefined)
  })

  it('shows the range on each buy-order row that has one', async () => {
    Taro.setStorageSync('token', 'tok')
    setRoute({})
    await mountPage(BuyOrdersPage, {
      [P('/v4/trade/buy-order/list')]: {
        data: [
          buyOrder({ buy_order_id: 2, min_wear: '0.0000', max_wear: '0.0700' }),
          buyOrder({ buy_order_id: 1, item: { ...item(6), name: '龙爪钩' } })
        ]
      }
    })
    await eventually(() => expect(pageText()).toContain('龙爪钩'))
    expect(pageText()).toContain('磨损 0.0000–0.0700')
    const rows = Array.from(document.querySelectorAll('.target-card')).slice(-2)
    expect(rows[0].querySelector('.target-card__wear')?.textContent).toBe('磨损 0.0000–0.0700')
    expect(rows[1].querySelector('.target-card__wear')).toBeNull()
    await act(async () => undefined)
  })
})

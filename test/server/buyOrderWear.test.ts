import { DEMO, startApi, type TestApi } from './apiClient'
import type { BuyOrder } from '../../types/api'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

const call = (params: Record<string, unknown>) => api.call(
  '/v4/trade/buy-order/create',
  { price: '10.00', quantity: 1, pay_password: DEMO.payPassword, ...params },
  { token, method: 'POST' }
)
const skin = async (): Promise<number> => (await api.ok('/v3/store/item/list', { appid: 730 })).list[0].item_id
const dota = async (): Promise<number> => (await api.ok('/v3/store/item/list', { appid: 570 })).list[0].item_id
const list = () => api.ok<BuyOrder[]>('/v4/trade/buy-order/list', {}, { token })

describe('buy-order wear range', () => {
  it('stores an accepted range and returns it in the list as 4-decimal strings', async () => {
    const itemId = await skin()
    const created = await call({ item_id: itemId, min_wear: '0', max_wear: '0.07' })
    expect(created.status).toBe(200)
    expect(created.data).toMatchObject({ min_wear: '0.0000', max_wear: '0.0700', status: 'open' })
    expect((await list())[0]).toMatchObject({ buy_order_id: created.data.buy_order_id, min_wear: '0.0000', max_wear: '0.0700' })
    // full range with 4 decimals, and JSON numbers
    expect((await call({ item_id: itemId, min_wear: '0.1234', max_wear: '1' })).data).toMatchObject({ min_wear: '0.1234', max_wear: '1.0000' })
    expect((await call({ item_id: itemId, min_wear: '0.15', max_wear: '0.38' })).data).toMatchObject({ min_wear: '0.1500', max_wear: '0.3800' })
  })

  it('one bound alone means the other is 0 or 1', async () => {
    const itemId = await skin()
    expect((await call({ item_id: itemId, max_wear: '0.07' })).data).toMatchObject({ min_wear: '0.0000', max_wear: '0.0700' })
    expect((await call({ item_id: itemId, min_wear: '0.45' })).data).toMatchObject({ min_wear: '0.4500', max_wear: '1.0000' })
  })

  it('refuses min ≥ max with 4000 and a Chinese message, and freezes nothing', async () => {
    const itemId = await skin()
    for (const [min, max] of [['0.07', '0.07'], ['0.5', '0.1'], ['0.0700', '0.07']]) {
      const answer = await call({ item_id: itemId, min_wear: min, max_wear: max })
      expect(answer).toMatchObject({ status: 4000, message: '最低磨损必须小于最高磨损' })
    }
    expect(await list()).toHaveLength(0)
    expect((await api.ok('/v1/user/my', {}, { token })).frozen).toBe('0.00')
  })

  it('refuses values outside [0, 1], more than 4 decimals and non-numeric input', async () => {
    const itemId = await skin()
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ min_wear: '-0.1', max_wear: '0.5' }, /^最低磨损不能为负数$/],
      [{ min_wear: '0', max_wear: '1.0001' }, /^最高磨损必须在 0 到 1 之间$/],
      [{ min_wear: '2', max_wear: '3' }, /^最低磨损必须在 0 到 1 之间$/],
      [{ min_wear: '0.12345', max_wear: '0.5' }, /^最低磨损最多四位小数$/],
      [{ min_wear: 'abc', max_wear: '0.5' }, /^最低磨损必须是 0 到 1 之间的数字/],
      [{ min_wear: '0', max_wear: '1e-1' }, /^最高磨损必须是 0 到 1 之间的数字/],
      [{ min_wear: '0', max_wear: 'NaN' }, /^最高磨损必须是 0 到 1 之间的数字/],
      [{ min_wear: '.5', max_wear: '0.9' }, /^最低磨损必须是 0 到 1 之间的数字/],
      [{ min_wear: '0', max_wear: '１' }, /^最高磨损必须是 0 到 1 之间的数字/],
      [{ min_wear: '0', max_wear: 'x'.repeat(10_000) }, /^最高磨损/]
    ]
    for (const [params, message] of cases) {
      const answer = await call({ item_id: itemId, ...params })
      expect({ params, status: answer.status }).toEqual({ params, status: 4000 })
      expect(answer.message).toMatch(message)
    }
    expect(await list()).toHaveLength(0)
  })

  it('never answers 5000 on odd JSON values', async () => {
    const itemId = await skin()
    for (const value of [{}, [], true, null, 1e308, -1]) {
      const answer = await api.call(
        '/v4/trade/buy-order/create',
        { item_id: itemId, price: '10.00', pay_password: DEMO.payPassword, min_wear: value, max_wear: '0.5' },
        { token, method: 'POST', body: 'json' }
      )
      expect(answer.status).not.toBe(5000)
      if (answer.status !== 200) expect(answer.message).toMatch(/[\u4e00-\u9fa5]/)
    }
  })

  it('refuses a range on an item without wear, but takes the buy order without one', async () => {
    const itemId = await dota()
    expect(await call({ item_id: itemId, min_wear: '0', max_wear: '0.07' })).toMatchObject({ status: 4000, message: '该饰品没有磨损，不能指定磨损范围' })
    expect(await call({ item_id: itemId, max_wear: '0.5' })).toMatchObject({ status: 4000, message: '该饰品没有磨损，不能指定磨损范围' })
    const plain = await call({ item_id: itemId })
    expect(plain.status).toBe(200)
    expect(plain.data).toMatchObject({ min_wear: null, max_wear: null })
  })

  it('an omitted (or empty) range still works for a skin', async () => {
    const itemId = await skin()
    expect((await call({ item_id: itemId })).data).toMatchObject({ min_wear: null, max_wear: null, frozen: '10.00' })
    expect((await call({ item_id: itemId, min_wear: '', max_wear: '' })).data).toMatchObject({ min_wear: null, max_wear: null })
    expect((await list()).map((b) => [b.min_wear, b.max_wear])).toEqual([[null, null], [null, null]])
  })
})

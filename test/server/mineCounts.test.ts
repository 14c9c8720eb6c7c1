import { DEMO, startApi, type TestApi } from './apiClient'
import type { AccountSummary, ItemDetail, Order } from '../../types/api'
import { ANCHOR } from '../../server/db/seedBackstage'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

const summary = (who = token) => api.ok<AccountSummary>('/v1/user/my/account', {}, { token: who })
const post = <T>(path: string, params: Record<string, unknown>) => api.ok<T>(path, params, { token, method: 'POST' })

async function buy (offset: number): Promise<Order> {
  const items = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', page_size: 5, min_price: '20', max_price: '300' })
  const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: items.list[offset].item_id })
  const listing = detail.listings.find((l) => l.seller.seller_id !== 1) ?? detail.listings[0]
  return post<Order>('/v4/trade/order/create-p2p', { listing_id: listing.listing_id })
}

describe('the mine tab summary', () => {
  it('counts the buyer\'s open orders by the step they wait on', async () => {
    expect((await summary()).order_counts).toEqual({ unpaid: 0, to_deliver: 0, to_receive: 0 })
    await buy(0)
    const paid = await buy(1)
    await post('/v4/trade/order/payment', { order_id: paid.order_id, pay_channel: 'balance', pay_password: DEMO.payPassword })
    expect((await summary()).order_counts).toEqual({ unpaid: 1, to_deliver: 1, to_receive: 0 })
  })

  it('says who is an anchor', async () => {
    expect((await summary()).is_anchor).toBe(false)
    expect((await summary(await api.login(ANCHOR.phone, ANCHOR.password))).is_anchor).toBe(true)
  })
})

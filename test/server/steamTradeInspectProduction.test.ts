import { DEMO, startApi, type TestApi } from './apiClient'
import { peek, tempDbFile, type DbPeek } from './dbPeek'
import { readProviderConfig } from '../../server/providers/config'
import { INSPECT_PREFIX } from '../../src/contract/inspect'
import type { ItemDetail, Order } from '../../types/api'

/**
 * Steam trade offers and item inspection have no public protocol (a trade bot's session, the game coordinator): in
 * production they answer 4500 未配置 and change nothing, while every other party stays simulated here.
 */
let api: TestApi
let db: DbPeek
let token: string
beforeAll(async () => {
  const file = tempDbFile()
  api = await startApi({
    dbFile: file,
    providers: readProviderConfig({
      PROVIDERS: 'production', SIMULATE: 'payments,payout,sms,humanCheck,steamOpenId,steamWebApi,wechat,partnerLogin'
    })
  })
  db = peek(file)
  token = await api.login()
})
afterAll(async () => {
  db.close()
  await api.close()
})

describe('production trade offers and inspection (not configured)', () => {
  it('a reminder to the shop, which would send the offer at once, answers 4500 and the order stays paid', async () => {
    const items = await api.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc', page_size: 1, min_price: '20' })
    const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: items.list[0].item_id })
    const order = await api.ok<Order>('/v4/trade/order/create-p2p', { listing_id: detail.listings[0].listing_id }, { token, method: 'POST' })
    await api.ok('/v4/trade/order/payment', { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO.payPassword }, { token, method: 'POST' })
    const before = db.fingerprint()
    const reminded = await api.call('/v4/trade/order/notify-user', { order_id: order.order_id }, { token, method: 'POST' })
    expect([reminded.status, reminded.message]).toEqual([4500, 'Steam 交易报价未配置'])
    expect(db.fingerprint()).toBe(before)
    expect((await api.ok<Order>('/v4/trade/order/detail', { order_id: order.order_id }, { token })).status).toBe('paid')
  })

  it('inspecting a link answers 4500 and keeps no record', async () => {
    const before = db.fingerprint()
    const link = `${INSPECT_PREFIX}%20S76561198123456789A31415926535D1234567890123456`
    expect(await api.call('/v1/inspect/create', { link }, { token, method: 'POST' })).toMatchObject({ status: 4500, message: '饰品检视未配置' })
    expect(db.fingerprint()).toBe(before)
  })
})

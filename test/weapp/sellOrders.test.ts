import type { ListingBatch, SellGuidance, InventoryPage, Order } from '../../types/api'
import { DEMO2 } from '../../server/db/seed'
import { weappSuite } from './harness'

// The seller's order screens in the mini-program build (issue 10 item 5): orders tab 出售 → 出售订单详情 → 发送报价.
const suite = weappSuite()

test('the seller finds a paid sale under 出售, opens it and sends the trade offer after confirming', async () => {
  const seller = await suite.api.login()
  const buyer = await suite.api.login(DEMO2.phone, DEMO2.password)
  const stock = await suite.api.ok<InventoryPage>('/v4/trade/inventory/list', { appid: 570, state: 'tradable', page_size: 100 }, { token: seller })
  const chosen = stock.list[0]
  const [guide] = await suite.api.ok<SellGuidance[]>('/v4/trade/sell/guidance', { item_ids: String(chosen.item.item_id) }, { token: seller })
  const price = guide.max_price // above any buy order, so the listing waits for this buyer
  const batch = await suite.api.ok<ListingBatch>('/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: chosen.asset_id, price }]), pay_password: '123456' }, { token: seller, method: 'POST' })
  const order = await suite.api.ok<Order>('/v4/trade/order/create-p2p', { listing_id: batch.listings[0].listing_id }, { token: buyer, method: 'POST' })
  await suite.api.ok('/v4/trade/order/payment', { order_id: order.order_id, pay_channel: 'balance', pay_password: DEMO2.payPassword,
    idempotency_key: `h9-weapp-${Date.now()}` }, { token: buyer, method: 'POST' })

  const mp = suite.boot({ storage: { token: seller } })
  const shows = (text: string) => mp.waitFor(`"${text}"`, () => mp.current() !== undefined && mp.texts().join('').includes(text))
  mp.launch()
  expect(mp.navigate('switchTab', '/pages/order/index')).toBeNull()
  await mp.waitForText('出售')
  mp.tap('出售')
  await mp.waitForText(chosen.item.name)
  await shows('请尽快发送报价')
  mp.tap(chosen.item.name)
  await mp.waitFor('出售订单详情', () => mp.current()?.route === 'pages/sell/order/index', 5000)
  await shows('前发送报价')
  await shows('演***号')
  mp.answerModals(true)
  mp.tap('发送报价')
  await shows('报价已发送，等待买家接受')
}, 60000)

import type { BuyOrder, InventoryPage, SellGuidance, SellOrder, CursorPage } from '../../types/api'
import { DEMO, DEMO2 } from '../../server/db/seed'
import { weappSuite } from './harness'

// 出售给求购 from the item page in the mini-program build (issue 10 item 4): the sheet, the pay pad inside it, the sale, and
// the dialog's 去发货 opening the sale.
const suite = weappSuite()
const cents = (money: string): number => { const [yuan, fen = ''] = money.split('.'); return Number(yuan) * 100 + Number(fen.padEnd(2, '0')) }
const moneyOf = (value: number): string => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`

test('a seller holding the item sells into the public buy order from the item page; the buy order fills and the sale waits for delivery', async () => {
  const seller = await suite.api.login()
  const buyer = await suite.api.login(DEMO2.phone, DEMO2.password)
  const stock = await suite.api.ok<InventoryPage>('/v4/trade/inventory/list', { appid: 570, state: 'tradable', page_size: 100 }, { token: seller })
  const ids = [...new Set(stock.list.map((asset) => asset.item.item_id))].slice(0, 50)
  const guides = await suite.api.ok<SellGuidance[]>('/v4/trade/sell/guidance', { item_ids: ids.join(',') }, { token: seller })
  // the highest buy order of its item by a cent, so its row comes first
  const guide = guides[0]
  const bid = guide.highest_buy_order === null ? 500 : cents(guide.highest_buy_order) + 1
  const placed = await suite.api.ok<BuyOrder>('/v4/trade/buy-order/create',
    { item_id: guide.item_id, price: moneyOf(bid), quantity: 2, pay_password: DEMO2.payPassword, idempotency_key: `weapp-sell-to-bid-${Date.now()}` },
    { token: buyer, method: 'POST' })
  expect(placed).toMatchObject({ status: 'open', filled: 0 })

  const mp = suite.boot({ storage: { token: seller } })
  const shows = (text: string) => mp.waitFor(`"${text}"`, () => mp.current() !== undefined && mp.texts().join('').includes(text))
  mp.launch()
  expect(mp.navigate('navigateTo', `/pages/item/index?id=${guide.item_id}`)).toBeNull()
  await shows(`最高求购 ¥${moneyOf(bid)}`)
  await mp.waitForText('出售给求购')
  mp.tap('出售给求购')
  await shows(`确认出售 ¥${moneyOf(bid)}`)
  // the pay password goes in on our own pad inside the sheet: the label opens it. Wait for a key the pad alone shows
  // (删除): 完成 is also in the sheet's own sentence (交易完成时到账), and a tap before the render misses the pad
  mp.tap('支付密码')
  await mp.waitFor('the pay pad', () => mp.texts().includes('删除'))
  // the price chart's axis shows digits too, under the sheet: the finger is on the pad
  for (const digit of DEMO.payPassword) mp.tap(digit, { within: 'pay-pad' })
  await mp.waitFor('the pad closing at the sixth digit', () => !mp.texts().includes('删除'))
  // the dialog after the sale offers 去发货 (the sale's detail) or 稍后: the seller goes to deliver
  mp.answerModals(true)
  mp.tap(`确认出售 ¥${moneyOf(bid)}`)
  await mp.waitFor('出售订单详情', () => mp.current()?.route === 'pages/sell/order/index', 5000)
  const fee = mp.wx.modals.find((modal) => modal.title === '已出售给求购')
  expect(fee).toMatchObject({ confirmText: '去发货', cancelText: '稍后' })
  expect(fee?.content).toContain(`成交价 ¥${moneyOf(bid)}`)

  const mine = await suite.api.ok<BuyOrder[]>('/v4/trade/buy-order/list', {}, { token: buyer })
  expect(mine.find((order) => order.buy_order_id === placed.buy_order_id)).toMatchObject({ status: 'open', filled: 1 })
  const sales = await suite.api.ok<CursorPage<SellOrder>>('/v4/trade/sell/orders', { pointer: 0, status: 'paid' }, { token: seller })
  const sale = sales.list.find((order) => order.item.item_id === guide.item_id)!
  expect(cents(sale.price)).toBe(bid)
  expect(cents(sale.price) - cents(sale.fee)).toBe(cents(sale.proceeds))
  // 去发货 opened this sale, waiting for delivery
  await shows(sale.order_id)
  await shows('待发货')

  // back on the item page: the sheet has closed and the row says one is left
  expect(mp.navigate('navigateBack', '1')).toBeNull()
  expect(mp.current()?.route).toBe('pages/item/index')
  await mp.waitFor('the sheet closing', () => !mp.texts().join('').includes('确认出售'), 5000)
  await shows('共求购 1 件')
}, 60000)

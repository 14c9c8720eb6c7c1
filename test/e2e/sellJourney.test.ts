/**
 * The seller↔buyer journey (issue 10 items 5, 8) in real Chromium at 375×812 against the production
 * build and the local API with a movable clock: A lists from 我的库存 through 上架, B buys and pays on the
 * item page, A sends the offer from 出售 → 出售订单详情, B accepts, A receives exactly price − fee and withdraws it
 * through 提现 to a bank card; B's buy order fills when A lists under it; a delivery past 12 h refunds B. B finds the bought item in 我的库存 on its hold; A's
 * 站内信 about the sale opens it. Screenshots go to SHOTS (/tmp/sell-journey).
 */
import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { browserSuite, mobileContext, watchProblems, callApi, tokenFor, layoutFaults, enterPayPassword, screenAtRest } from './harness'
import { DEMO, DEMO2 } from '../../server/db/seed'
import { cents, moneyText, arrivesOf, openWithdraw, withdrawToBankCard } from './withdrawSteps'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/sell-journey'
mkdirSync(SHOTS, { recursive: true })

/** A signed call to the local API as `token` (harness callApi). */
const api = <T = unknown>(path: string, params: Record<string, string> = {}, token: string | null = null, method: 'GET' | 'POST' = 'GET'): Promise<T> =>
  callApi<T>(suite.site.origin, path, params, token, method)
const tokenOf = (phone: string, password: string): Promise<string> => tokenFor(suite.site.origin, phone, password)
const balanceOf = async (token: string): Promise<number> => cents((await api<{ balance: string }>('/v1/pay/pay/index', {}, token)).balance)

interface Asset { asset_id: string, item: { item_id: number, name: string } }
interface Guidance { item_id: number, lowest_price: string | null, highest_buy_order: string | null }
interface SellOrderView { order_id: string, status: string, price: string, fee: string, proceeds: string }

/** A's tradable DOTA2 items with the others' lowest price and highest buy order of each. */
async function dotaStock (seller: string): Promise<Array<Asset & Guidance>> {
  const stock = await api<{ list: Asset[] }>('/v4/trade/inventory/list', { appid: '570', state: 'tradable', page: '1', page_size: '100' }, seller)
  const ids = [...new Set(stock.list.map((asset) => asset.item.item_id))].slice(0, 50)
  const guidance = await api<Guidance[]>('/v4/trade/sell/guidance', { item_ids: ids.join(',') }, seller)
  return stock.list.map((asset) => ({ ...asset, ...guidance.find((entry) => entry.item_id === asset.item.item_id)! }))
}

/** A price a cent under the others' lowest and above any buy order, so the listing is the one 立即购买 takes. */
function underLowest (entry: Guidance): string | null {
  if (!entry.lowest_price) return null
  const price = cents(entry.lowest_price) - 1
  if (price < 100 || (entry.highest_buy_order !== null && cents(entry.highest_buy_order) >= price)) return null
  return moneyText(price)
}

async function asUser (token: string): Promise<{ context: BrowserContext, page: Page }> {
  const context = await mobileContext(suite.browser)
  await context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  return { context, page: await context.newPage() }
}

/** The user's items of one catalogue item on trade hold (我的库存). */
const heldOf = async (token: string, itemId: number): Promise<Asset[]> =>
  (await api<{ list: Asset[] }>('/v4/trade/inventory/list', { state: 'hold', page: '1', page_size: '100' },
    token)).list.filter((asset) => asset.item.item_id === itemId)

/** The tap targets these screens must keep at 44 px or more. */
const TAP_TARGETS = '.orders__kind, .orders__status, .order-detail__action, .result .submit-button, .sell-order-card'

const confirmModal = (page: Page) => page.locator('.taro-modal__foot').getByText('确定', { exact: true }).click()

it('A lists from 我的库存, B buys and pays, A sends the offer, B accepts, A receives exactly price − fee and withdraws it', async () => {
  const seller = await tokenOf(DEMO.phone, DEMO.password)
  // proceeds of 11.00 or more clear the 10.00 withdrawal minimum (the seeded balance is not withdrawable)
  const candidates = (await dotaStock(seller)).filter((entry) => underLowest(entry) !== null && cents(underLowest(entry)!) >= 1100)
  expect(candidates.length).toBeGreaterThan(0)
  const chosen = candidates[0]
  const price = underLowest(chosen)!
  const before = await balanceOf(seller)

  // A: 我的库存 → DOTA2 → the item → 上架 with the pay password
  const a = await asUser(seller)
  const problemsA = watchProblems(a.page)
  await a.page.goto(`${suite.site.origin}/pages/sell/inventory/index`)
  await a.page.locator('.taro_page:visible .sell-tabs__tab', { hasText: 'DOTA2' }).click()
  const row = a.page.locator('.taro_page:visible .asset-row:not(.is-fixed)', { hasText: chosen.item.name }).first()
  await row.click()
  await a.page.locator('.sell-bar__go', { hasText: '上架 (1)' }).click()
  await a.page.waitForURL('**/pages/sell/create/index?*')
  await a.page.locator('.taro_page:visible input.sell-price').first().fill(price)
  await enterPayPassword(a.page.locator('.taro_page:visible'), DEMO.payPassword)
  await a.page.locator('.sell-bar__go', { hasText: '确认上架' }).click()
  await a.page.waitForURL('**/pages/sell/listings/index')
  await a.page.getByText(`售价 ¥${price}`, { exact: false }).first().waitFor()

  // B: the item page's 立即购买 takes the lowest listing (A's), pays from the balance
  const buyer = await tokenOf(DEMO2.phone, DEMO2.password)
  const b = await asUser(buyer)
  const problemsB = watchProblems(b.page)
  await b.page.goto(`${suite.site.origin}/pages/item/index?id=${chosen.item.item_id}`)
  await b.page.locator('.item-bar__btn', { hasText: '立即购买' }).click()
  await b.page.locator('.buy-sheet__submit').click()
  await enterPayPassword(b.page.locator('.pay-panel'), DEMO2.payPassword)
  await b.page.locator('.pay-panel__submit').click()
  await b.page.waitForURL('**/pages/order/detail/index?id=*')
  const orderId = new URL(b.page.url()).searchParams.get('id')!
  await b.page.waitForFunction(() => document.querySelector('.taro_page:last-child .order-detail__status-text')?.textContent === '待发货' ||
    Array.from(document.querySelectorAll('.order-detail__status-text')).some((el) => el.textContent === '待发货'))
  await b.page.getByText('卖家需在', { exact: false }).first().waitFor()
  await b.page.getByText(/剩余 1[12]:\d\d:\d\d/).first().waitFor()
  await screenAtRest(b.page)
  await b.page.screenshot({ path: `${SHOTS}/1-buyer-waits-for-delivery.png` })
  expect(await layoutFaults(b.page, TAP_TARGETS)).toEqual([])

  // A: orders tab 出售 (the dot, the countdown) → the order → 发送报价 (confirmed)
  await a.page.goto(`${suite.site.origin}/pages/order/index`)
  await a.page.locator('.orders__kind', { hasText: '出售' }).click()
  await a.page.locator('.orders__dot--kind').waitFor()
  const card = a.page.locator('.sell-order-card', { hasText: chosen.item.name }).first()
  await card.getByText(/剩余 1[12]:\d\d:\d\d/).waitFor()
  await a.page.screenshot({ path: `${SHOTS}/2-orders-tab-sell.png` })
  expect(await layoutFaults(a.page, TAP_TARGETS)).toEqual([])
  await card.click()
  await a.page.waitForURL(`**/pages/sell/order/index?id=${orderId}`)
  const sold = await api<SellOrderView>('/v4/trade/sell/order-detail', { order_id: orderId }, seller)
  expect(sold.price).toBe(price)
  await a.page.getByText(`¥${sold.proceeds}`, { exact: false }).first().waitFor()
  // the orders tab below also names the buyer (hidden): look on the page on top
  await a.page.locator('.taro_page:visible').getByText('演***号', { exact: false }).first().waitFor()
  await screenAtRest(a.page)
  await a.page.screenshot({ path: `${SHOTS}/3-sell-order-paid.png`, fullPage: true })
  expect(await layoutFaults(a.page, TAP_TARGETS)).toEqual([])
  await a.page.locator('.order-detail__action', { hasText: '发送报价' }).click()
  await a.page.locator('.taro-modal__content', { hasText: '交易报价' }).waitFor()
  await confirmModal(a.page)
  await a.page.getByText('报价已发送，等待买家接受').waitFor()

  // B: the order now has the offer: 确认收货
  const heldBefore = await heldOf(buyer, chosen.item.item_id)
  await b.page.goto(`${suite.site.origin}/pages/order/detail/index?id=${orderId}`)
  await b.page.locator('.order-detail__action', { hasText: '确认收货' }).click()
  await b.page.locator('.confirm-sheet .submit-button', { hasText: '确认收货' }).click()
  await b.page.locator('.order-detail__status--completed').first().waitFor()

  // B: the item is in 我的库存 now, on Steam's 7-day hold
  const received = (await heldOf(buyer, chosen.item.item_id)).filter((asset) => !heldBefore.some((old) => old.asset_id === asset.asset_id))
  expect(received).toHaveLength(1)
  await b.page.goto(`${suite.site.origin}/pages/sell/inventory/index`)
  await b.page.locator('.taro_page:visible .sell-tabs__tab', { hasText: 'DOTA2' }).click()
  await b.page.locator('.taro_page:visible .asset-row', { hasText: chosen.item.name }).filter({ hasText: '冷却中 · 可交易时间' }).first().waitFor()

  // A: the 站内信 about the accepted sale opens the sale
  await a.page.goto(`${suite.site.origin}/pages/user/message/index`)
  const notice = a.page.locator('.taro_page:visible .message-row', { hasText: '买家已确认收货' }).first()
  await notice.getByText(`交易完成，到手 ¥${sold.proceeds} 已转入余额`, { exact: false }).waitFor()
  await screenAtRest(a.page)
  await a.page.screenshot({ path: `${SHOTS}/4a-seller-messages.png` })
  expect(await layoutFaults(a.page, '.message-row__link')).toEqual([])
  await notice.locator('.message-row__link').click()
  await a.page.waitForURL(`**/pages/sell/order/index?id=${orderId}`)

  // A: DOTA2 proceeds are released at once, exactly price − fee
  expect(cents(sold.proceeds)).toBe(cents(sold.price) - cents(sold.fee))
  expect(await balanceOf(seller) - before).toBe(cents(price) - cents(sold.fee))
  await a.page.goto(`${suite.site.origin}/pages/sell/order/index?id=${orderId}`)
  await a.page.getByText('货款已到账').first().waitFor()
  await screenAtRest(a.page)
  await a.page.screenshot({ path: `${SHOTS}/4-sell-order-completed.png`, fullPage: true })
  expect(await layoutFaults(a.page, TAP_TARGETS)).toEqual([])

  // A: 我的余额 → 提现 the whole proceeds to a bank card; the balance drops by exactly that, the result says what arrived
  const withdrawn = await balanceOf(seller)
  const screen = await openWithdraw(a.page, suite.site.origin)
  await screen.locator('[data-testid="withdrawable"]', { hasText: sold.proceeds }).waitFor()
  const result = await withdrawToBankCard(a.page, screen, { card: '4111 1111 1111 1111', amount: sold.proceeds, payPassword: DEMO.payPassword })
  await result.getByText('银行卡 **** 1111').waitFor()
  await expect(result.locator('[data-testid="arrived"]').textContent()).resolves.toBe(`¥${moneyText(arrivesOf(cents(sold.proceeds)))}`)
  expect(withdrawn - await balanceOf(seller)).toBe(cents(sold.proceeds))
  await screenAtRest(a.page)
  await a.page.screenshot({ path: `${SHOTS}/4b-seller-withdrew.png` })
  expect(await layoutFaults(a.page, '.result .submit-button')).toEqual([])
  expect([...problemsA.errors, ...problemsA.consoleErrors, ...problemsB.errors, ...problemsB.consoleErrors]).toEqual([])
  await a.context.close()
  await b.context.close()
}, 180000)

it('B\'s buy order fills when A lists at or under it', async () => {
  const seller = await tokenOf(DEMO.phone, DEMO.password)
  const buyer = await tokenOf(DEMO2.phone, DEMO2.password)
  const [target] = await dotaStock(seller)
  const bid = target.highest_buy_order !== null ? cents(target.highest_buy_order) + 100 : 300
  const bidText = moneyText(bid)
  const placed = await api<{ buy_order_id: number }>('/v4/trade/buy-order/create',
    { item_id: String(target.item.item_id), price: bidText, quantity: '1', pay_password: DEMO2.payPassword,
      idempotency_key: `h9-${Date.now()}` }, buyer, 'POST')
  const batch = await api<{ filled: number }>('/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: target.asset_id, price: bidText }]), pay_password: DEMO.payPassword }, seller, 'POST')
  expect(batch.filled).toBe(1)
  const orders = await api<Array<{ buy_order_id: number, status: string, filled?: number }>>('/v4/trade/buy-order/list', {}, buyer)
  expect(orders.find((entry) => entry.buy_order_id === placed.buy_order_id)).toMatchObject({ status: 'filled', filled: 1 })
  // the sale is delivered and accepted, so it does not lapse in the next test
  const [sale] = (await api<{ list: Array<{ order_id: string, item: { item_id: number } }> }>('/v4/trade/sell/orders', { pointer: '0', status: 'paid' },
    seller)).list
  expect(sale.item.item_id).toBe(target.item.item_id)

  // A sees the sale waiting for delivery in 出售
  const a = await asUser(seller)
  await a.page.goto(`${suite.site.origin}/pages/order/index`)
  await a.page.locator('.orders__kind', { hasText: '出售' }).click()
  await a.page.locator('.orders__status', { hasText: '待发货' }).click()
  await a.page.locator('.sell-order-card', { hasText: target.item.name }).first().waitFor()
  await a.context.close()
  await api('/v4/trade/sell/send-offer', { order_id: sale.order_id }, seller, 'POST')
  await api('/v4/trade/order/receive-offer', { order_id: sale.order_id }, buyer, 'POST')
}, 90000)

it('a delivery past its 12 hours refunds B and the seller sees why', async () => {
  const seller = await tokenOf(DEMO.phone, DEMO.password)
  const buyer = await tokenOf(DEMO2.phone, DEMO2.password)
  const [target] = (await dotaStock(seller)).filter((entry) => underLowest(entry) !== null)
  const price = underLowest(target)!
  const batch = await api<{ listings: Array<{ listing_id: number }> }>('/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: target.asset_id, price }]), pay_password: DEMO.payPassword }, seller, 'POST')
  const before = await balanceOf(buyer)
  const created = await api<{ order_id: string }>('/v4/trade/order/create-p2p', { listing_id: String(batch.listings[0].listing_id) }, buyer, 'POST')
  await api('/v4/trade/order/payment',
    { order_id: created.order_id, pay_channel: 'balance', pay_password: DEMO2.payPassword, idempotency_key: `h9-pay-${Date.now()}` }, buyer, 'POST')
  expect(await balanceOf(buyer)).toBeLessThan(before)

  const a = await asUser(seller)
  await a.page.goto(`${suite.site.origin}/pages/sell/order/index?id=${created.order_id}`)
  await a.page.getByText(/剩余 1[12]:\d\d:\d\d/).first().waitFor()

  suite.site.advance(12 * 3600 + 60) // the server's clock passes the deadline; the phone's does not move
  await a.page.reload()
  await a.page.getByText('卖家超时未发货').first().waitFor()
  expect(await a.page.getByText(/剩余 /).count()).toBe(0)
  await screenAtRest(a.page)
  await a.page.screenshot({ path: `${SHOTS}/5-sell-order-lapsed.png`, fullPage: true })
  expect(await layoutFaults(a.page, TAP_TARGETS)).toEqual([])

  const b = await asUser(buyer)
  await b.page.goto(`${suite.site.origin}/pages/order/detail/index?id=${created.order_id}`)
  await b.page.getByText('订单已取消，款项已退回余额').first().waitFor()
  expect(await balanceOf(buyer)).toBe(before)
  await a.context.close()
  await b.context.close()
}, 90000)

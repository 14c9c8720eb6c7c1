// The screens `npm run bench` scores for Lighthouse accessibility, each as the player who sees it: the shop, an item
// and login as a visitor; the other tabs, an order, and the sell screens as the demo user, with the orders and stock
// those screens need made through the local API first (a fresh in-memory database per bench).
import { signRequest } from '../src/lib/sign.ts'

const DEMO = { phone: '13800138000', password: 'Passw0rd!', payPassword: '123456' }
const DEMO2 = { phone: '13900139000', password: 'Passw0rd!', payPassword: '654321' }

/** A signed call to the local API, the way the app signs it (test/e2e/harness.ts callApi); throws on a business error. */
async function call (origin, path, params = {}, token = null, method = 'GET') {
  const url = `/api/v1/open${path}`
  const time = String(Date.now())
  const headers = { 'x-start-req-time': time, 'x-sign': signRequest(method, url, time, token), ...(token ? { 'x-access-token': token } : {}) }
  const query = new URLSearchParams(params).toString()
  const response = method === 'GET'
    ? await fetch(`${origin}${url}${query ? `?${query}` : ''}`, { headers })
    : await fetch(`${origin}${url}`, { method, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: query })
  const body = await response.json()
  if (body.status !== 200) throw new Error(`${path}: ${body.status} ${body.message}`)
  return body.data
}

const login = async (origin, user) =>
  (await call(origin, '/passport/login', { type: 'password', phone: user.phone, password: user.password }, null, 'POST')).access_token

/**
 * The screens to score: { name, path, token } (token null: a visitor). Makes the demo user's paid order, and a sale of
 * theirs that the second demo user paid for, so order detail and the seller's order detail show a real order.
 */
export async function accessibilityScreens (origin) {
  const buyer = await login(origin, DEMO)
  const other = await login(origin, DEMO2)
  const items = await call(origin, '/v3/store/item/list', { appid: '730', sort: 'price_asc', min_price: '10', page_size: '20' })
  let bought = null
  for (const item of items.list) {
    const listing = (await call(origin, '/v3/store/item/detail', { item_id: String(item.item_id) })).listings[0]
    if (!listing) continue
    bought = await call(origin, '/v4/trade/order/create-p2p', { listing_id: String(listing.listing_id) }, buyer, 'POST')
    await call(origin, '/v4/trade/order/payment', { order_id: bought.order_id, pay_channel: 'balance', pay_password: DEMO.payPassword }, buyer, 'POST')
    break
  }
  if (!bought) throw new Error('no CS2 listing in the seed to buy')
  const stock = (await call(origin, '/v4/trade/inventory/list', { appid: '570', state: 'tradable', page: '1', page_size: '50' }, buyer)).list
  const guidance = await call(origin, '/v4/trade/sell/guidance', { item_ids: [...new Set(stock.map((asset) => asset.item.item_id))].join(',') }, buyer)
  // whole cents of a two-decimal amount, read on its digits (no floats for money)
  const cents = (amount) => (amount ? Number(amount.replace('.', '')) : 0)
  // a cent under the others' lowest price and over any buy order, so the listing waits for the second user, not a buy order
  const priced = stock.map((asset) => {
    const guide = guidance.find((entry) => entry.item_id === asset.item.item_id)
    const price = cents(guide?.lowest_price) - 1
    return { asset, price: price > cents(guide?.highest_buy_order) ? (price / 100).toFixed(2) : null }
  })
  const sold = priced.find((entry) => entry.price)
  const unlisted = stock.find((asset) => asset !== sold?.asset)
  if (!sold || !unlisted) throw new Error('the demo user has no two tradable DOTA2 items to sell')
  const batch = await call(origin, '/v4/trade/sell/create', { items: JSON.stringify([{ asset_id: sold.asset.asset_id, price: sold.price }]),
    pay_password: DEMO.payPassword }, buyer, 'POST')
  const sale = await call(origin, '/v4/trade/order/create-p2p', { listing_id: String(batch.listings[0].listing_id) }, other, 'POST')
  await call(origin, '/v4/trade/order/payment', { order_id: sale.order_id, pay_channel: 'balance', pay_password: DEMO2.payPassword }, other, 'POST')
  return [
    { name: 'shop tab', path: 'pages/market/home/index', token: null },
    { name: 'orders tab', path: 'pages/order/index', token: buyer },
    { name: 'mine tab', path: 'pages/user/index', token: buyer },
    { name: 'item page', path: `pages/item/index?id=${items.list[0].item_id}`, token: null },
    { name: 'order detail', path: `pages/order/detail/index?id=${bought.order_id}`, token: buyer },
    { name: 'sell: inventory', path: 'pages/sell/inventory/index', token: buyer },
    { name: 'sell: list for sale', path: `pages/sell/create/index?asset_ids=${unlisted.asset_id}`, token: buyer },
    { name: 'sell: on sale', path: 'pages/sell/listings/index', token: buyer },
    { name: 'sell: sale order', path: `pages/sell/order/index?id=${sale.order_id}`, token: buyer },
    { name: 'login', path: 'pages/user/login', token: null }
  ]
}

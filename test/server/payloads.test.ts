import fs from 'node:fs'
import path from 'node:path'
import { startApi, type TestApi } from './apiClient'

/**
 * Every route against a table of bad payloads, as a visitor and as a logged-in
 * user, by GET query, form POST and JSON POST: the answer is never HTTP 5xx nor
 * status 5000, and every refusal carries a Chinese message.
 */
let api: TestApi
let token: string
beforeAll(async () => { api = await startApi(); token = await api.login() })
afterAll(() => api.close())

const FIELDS = [
  'phone', 'code', 'password', 'scene', 'type', 'appid', 'page', 'page_size', 'keyword', 'category', 'rarity', 'quality', 'exterior', 'min_price',
  'max_price', 'sort', 'item_id', 'listing_id', 'order_id', 'coupon_id', 'pay_channel', 'pay_password', 'idempotency_key', 'simulate', 'amount',
  'channel', 'pay_no', 'offer_id', 'buy_order_id', 'price', 'quantity', 'days', 'template_id', 'status', 'pointer', 'seller_id', 'message_id',
  'type_id', 'content', 'contact', 'nickname', 'trade_url', 'avatar', 'steam_id', 'enabled', 'old_code', 'old_pay_password', 'kind', 'version',
  'article_id', 'platform', 'version_code', 'return_to', 'product_id', 'openid.mode', 'openid.claimed_id', 'openid.sig',
  'grant_id', 'inventory_public', 'personalized', 'trade_history_public',
  'items', 'asset_id', 'listing_ids', 'item_ids', 'rule', 'state', 'rent_daily', 'rent_deposit', 'rent_max_days',
  'client_id', 'redirect_uri', 'scope', 'response_type', 'grant_type', 'client_secret', 'access_token', 'partner', 'direction', 'points'
]
const TEXT_VALUES = ['', ' ', 'x'.repeat(10_000), '-1', '-0.01', 'abc', '1e309', '0', '99999999999999999999', '12.345', 'NaN', '<script>alert(1)</script>',
  '１２３', "' OR 1=1 --", '%', '999999', '1.5', 'null', '🙂']
const JSON_VALUES: unknown[] = [null, {}, [], true, 1.5, -1, 1e308, { $gt: '' }, ['13800138000'], 1e20]
const CHINESE = /[\u4e00-\u9fa5]/

const fill = (value: unknown): Record<string, unknown> => Object.fromEntries(FIELDS.map((field) => [field, value]))

function check (route: string, how: string, answer: { status: number, message: string }): void {
  const where = `${how} ${route} → ${answer.status} ${answer.message}`
  expect({ where, bad: answer.status === 5000 || (answer.status >= 500 && answer.status < 600) }).toEqual({ where, bad: false })
  if (answer.status !== 200) expect({ where, chinese: CHINESE.test(answer.message) }).toEqual({ where, chinese: true })
}

describe('every route refuses bad payloads cleanly', () => {
  it('covers the whole route table, and server/README.md lists every route', () => {
    expect(api.app.apiRoutes.length).toBeGreaterThan(80)
    const readme = fs.readFileSync(path.join(__dirname, '../../server/README.md'), 'utf8')
    const missing = api.app.apiRoutes
      .map(({ path: route }) => route.startsWith('/api/v1/open/') ? route.slice('/api/v1/open'.length) : route)
      .filter((route) => !readme.includes(`| \`${route}\` |`))
    expect(missing).toEqual([])
  })

  it('text values by query and form, visitor and user', async () => {
    const routes = api.app.apiRoutes.map((route) => route.path).filter((route) => !route.endsWith('/dev/reset'))
    for (const route of routes) {
      for (const value of TEXT_VALUES) {
        for (const who of [null, token]) {
          check(route, `GET ${JSON.stringify(value).slice(0, 20)} ${who ? 'user' : 'visitor'}`, await api.call(route, fill(value), { token: who }))
        }
        check(route, `POST form ${JSON.stringify(value).slice(0, 20)}`, await api.call(route, fill(value), { token, method: 'POST' }))
      }
      // one field at a time too, so a single bad field is caught beside good defaults
      for (const field of FIELDS) {
        check(route, `POST ${field}=huge`, await api.call(route, { [field]: 'y'.repeat(5000) }, { token, method: 'POST' }))
      }
    }
  }, 240_000)

  it('JSON values of the wrong type', async () => {
    const routes = api.app.apiRoutes.map((route) => route.path).filter((route) => !route.endsWith('/dev/reset'))
    for (const route of routes) {
      for (const value of JSON_VALUES) {
        check(route, `JSON ${JSON.stringify(value)}`, await api.call(route, fill(value), { token, body: 'json' }))
      }
    }
  }, 120_000)

  it('the balance never went negative after all that', async () => {
    // the table also hit /passport/logout, so log in again
    const me = await api.ok('/v1/user/my', {}, { token: await api.login() })
    expect(Number(me.balance)).toBeGreaterThanOrEqual(0)
  })
})

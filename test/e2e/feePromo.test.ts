/**
 * Fee-free selling (issue 15 item 2, h17) in real Chromium at 375×812 against the production build and the local API: a
 * visitor sees the campaign and a login call to action; the demo user joins through the hand-off page, which goes on to the
 * sell inventory; the sell preview shows 免手续费 with the fee 0.00; a buyer buys the listing, the sale completes, and the
 * seller's proceeds equal the price; the campaign page lists the fee saved; the grey-release page says whether you are in.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, callApi, tokenFor, layoutFaults, tapTargetFaults } from './harness'
import { DEMO, DEMO2 } from '../../server/db/seed'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/feepromo-shots'
mkdirSync(SHOTS, { recursive: true })
const top = (page: Page) => page.locator('.taro_page:visible').last()
async function shot (page: Page, name: string): Promise<void> {
  expect(await layoutFaults(page, '.result .submit-button, .promo-action__btn')).toEqual([])
  expect(await tapTargetFaults(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}
const cents = (text: string): number => { const [yuan, fen = ''] = text.split('.'); return Number(yuan) * 100 + Number(fen.padEnd(2, '0')) }

it('a visitor sees the fee-free campaign and is asked to log in', async () => {
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/active/exemptFee/index`)
  await top(page).getByText('登录后即可报名活动、查看进度和领取奖励').waitFor()
  await top(page).getByText(/活动期间前 10 笔出售免手续费/).waitFor()
  await shot(page, '0-visitor')
  await page.close()
})

it('the demo user joins, sells without a fee, and the proceeds equal the price', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/active/exemptFee/middle/index`)
  await top(page).getByText('报名出售免手续费').waitFor()
  await shot(page, '1-handoff')
  await top(page).locator('.result .submit-button', { hasText: '立即报名' }).click()
  await page.waitForURL('**/pages/sell/inventory/index*')

  // one DOTA2 item (its proceeds are released at once) into the sell form
  const inventory = await callApi<{ list: Array<{ asset_id: string }> }>(suite.site.origin, '/v4/trade/inventory/list',
    { state: 'tradable', appid: '570', page_size: '5' }, token)
  const asset = inventory.list[0]
  await page.goto(`${suite.site.origin}/pages/sell/create/index?asset_ids=${asset.asset_id}`)
  await top(page).locator('input.sell-price').first().waitFor()
  await top(page).locator('input.sell-price').first().fill('20.00')
  await top(page).getByText('免手续费 ¥0.00 · 到手 ¥20.00').waitFor()
  await top(page).getByText(/「出售免手续费」：本次 1 件免手续费/).waitFor()
  await top(page).getByText('免手续费 ¥0.00 · 到手 ¥20.00').scrollIntoViewIfNeeded()
  await shot(page, '2-sell-preview')

  // listed, bought by the second demo user, delivered and accepted (the API, as the other screens' tests do)
  const batch = await callApi<{ listings: Array<{ listing_id: number }> }>(suite.site.origin, '/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: asset.asset_id, price: '20.00' }]), pay_password: DEMO.payPassword }, token, 'POST')
  const before = await callApi<{ balance: string }>(suite.site.origin, '/v1/user/my', {}, token)
  const buyer = await tokenFor(suite.site.origin, DEMO2.phone, DEMO2.password)
  const order = await callApi<{ order_id: string }>(suite.site.origin, '/v4/trade/order/quick',
    { listing_id: String(batch.listings[0].listing_id), pay_channel: 'balance', pay_password: DEMO2.payPassword }, buyer, 'POST')
  await callApi(suite.site.origin, '/v4/trade/sell/send-offer', { order_id: order.order_id }, token, 'POST')
  await callApi(suite.site.origin, '/v4/trade/order/receive-offer', { order_id: order.order_id }, buyer, 'POST')
  const sold = await callApi<{ price: string, fee: string, proceeds: string }>(suite.site.origin, '/v4/trade/sell/order-detail', { order_id: order.order_id },
    token)
  expect(sold).toMatchObject({ price: '20.00', fee: '0.00', proceeds: '20.00' })
  const after = await callApi<{ balance: string }>(suite.site.origin, '/v1/user/my', {}, token)
  expect(cents(after.balance) - cents(before.balance)).toBe(2000)

  await page.goto(`${suite.site.origin}/pages/active/exemptFee/index`)
  await top(page).getByText(`订单 ${order.order_id}`).waitFor()
  await top(page).getByText('我的免手续费').scrollIntoViewIfNeeded()
  await shot(page, '3-campaign-joined')
  await page.close()
})

it('the rent grey release says whether the user is in, and the apply form checks agreement', async () => {
  const token = await tokenFor(suite.site.origin, DEMO.phone, DEMO.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, token)
  const page = await suite.context.newPage()
  await page.goto(`${suite.site.origin}/pages/active/rent-grey-activity/index`)
  await top(page).getByText('内测资格', { exact: true }).waitFor()
  await shot(page, '4-grey')
  await page.goto(`${suite.site.origin}/pages/active/rent-grey-activity/apply-page/index`)
  await top(page).getByText('我已阅读并同意活动规则').waitFor()
  await top(page).locator('.grey-apply__btn').click()
  await top(page).getByText('请先阅读并同意活动规则').waitFor()
  await top(page).getByText('我已阅读并同意活动规则').click()
  await top(page).locator('.grey-apply__btn').click()
  await top(page).getByText('内测已开通').waitFor()
  await shot(page, '5-grey-applied')
  await page.close()
})

/**
 * Withdrawal's own cases (issue 10 item 6) in real Chromium at 375×812 against the production build and the local API
 * (the sell journey withdraws a sale's whole proceeds; the steps are shared in withdrawSteps.ts): nothing withdrawable
 * before a sale, a bad card number, an amount over the withdrawable, part of the proceeds to a bank card with its
 * ledger lines (fee minimum), and a channel refusal whose money comes back.
 * Screenshots go to SHOTS (default /tmp/withdraw-shots) for a look.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { browserSuite, watchProblems, callApi, tokenFor, enterPayPassword, screenAtRest } from './harness'
import { DEMO, DEMO2 } from '../../server/db/seed'
import { cents, openWithdraw, withdrawToBankCard } from './withdrawSteps'

const suite = browserSuite()
const SHOTS = process.env.SHOTS ?? '/tmp/withdraw-shots'
mkdirSync(SHOTS, { recursive: true })

/** A signed call to the local API as `token` (harness callApi). */
const api = <T = unknown>(path: string, params: Record<string, string> = {}, token: string | null = null, method: 'GET' | 'POST' = 'GET'): Promise<T> =>
  callApi<T>(suite.site.origin, path, params, token, method)
const tokenOf = (phone: string, password: string): Promise<string> => tokenFor(suite.site.origin, phone, password)

/** Lists a DOTA2 item at `price`; the buyer pays with balance, the seller sends the offer, the buyer accepts. */
async function sellDota (seller: string, buyer: string, price: string): Promise<void> {
  const stock = await api<{ list: Array<{ asset_id: string }> }>('/v4/trade/inventory/list', { appid: '570', state: 'tradable', page: '1', page_size: '1' },
    seller)
  const batch = await api<{ listings: Array<{ listing_id: number }> }>('/v4/trade/sell/create',
    { items: JSON.stringify([{ asset_id: stock.list[0].asset_id, price }]), pay_password: DEMO.payPassword }, seller, 'POST')
  const order = await api<{ order_id: string }>('/v4/trade/order/quick',
    { listing_id: String(batch.listings[0].listing_id), pay_channel: 'balance', pay_password: DEMO2.payPassword }, buyer, 'POST')
  await api('/v4/trade/sell/send-offer', { order_id: order.order_id }, seller, 'POST')
  await api('/v4/trade/order/receive-offer', { order_id: order.order_id }, buyer, 'POST')
}

/** Anything wider than the phone's viewport. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

it('withdraws sale proceeds to a bank card through the screen; the result and the ledger show it', async () => {
  const seller = await tokenOf(DEMO.phone, DEMO.password)
  const buyer = await tokenOf(DEMO2.phone, DEMO2.password)
  await suite.context.addInitScript((value) => { localStorage.setItem('token', JSON.stringify({ data: value })) }, seller)
  const page = await suite.context.newPage()
  const problems = watchProblems(page)

  // the seeded balance is not withdrawable: nothing sold yet
  await page.goto(`${suite.site.origin}/pages/user/withdraw/index`)
  await page.locator('.taro_page:visible .empty-state', { hasText: '暂无可提现金额' }).waitFor()
  await page.screenshot({ path: `${SHOTS}/0-nothing.png` })

  await sellDota(seller, buyer, '100.00') // proceeds 97.50 (2.5 % fee)
  const before = await api<{ balance: string }>('/v1/pay/pay/index', {}, seller)
  const screen = await openWithdraw(page, suite.site.origin)
  await screen.locator('[data-testid="withdrawable"]', { hasText: '97.50' }).waitFor()

  await screen.locator('input[placeholder="请输入银行卡号"]').fill('4111111111111112')
  await screen.getByText('银行卡号有误，请核对后重新输入').waitFor()
  await screen.locator('input[placeholder="请输入银行卡号"]').fill('4111 1111 1111 1111')
  await screen.locator('input[placeholder="最低 10.00 元"]').fill('200')
  await screen.getByText('超出可提现金额，当前可提现 97.50 元').waitFor()
  const result = await withdrawToBankCard(page, screen, {
    card: '4111 1111 1111 1111',
    amount: '50', // arrives 49.00
    payPassword: DEMO.payPassword,
    beforeSubmit: async () => {
      await page.screenshot({ path: `${SHOTS}/1-withdraw.png`, fullPage: true })
      expect(await overflow(page)).toBe(false)
      await screen.locator('.submit-button').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/1b-withdraw-foot.png` })
    }
  })
  await result.getByText('银行卡 **** 1111').waitFor()
  await expect(result.locator('[data-testid="arrived"]').textContent()).resolves.toBe('¥49.00')
  await screenAtRest(page)
  await page.screenshot({ path: `${SHOTS}/2-result.png` })
  expect(await overflow(page)).toBe(false)

  await result.getByText('返回我的余额').click()
  await page.waitForURL('**/pages/user/balance/index')
  const ledger = page.locator('.taro_page:visible .balance-page')
  const line = (kind: string) => ledger.locator('.ledger-row').filter({ has: page.locator('.ledger-row__kind', { hasText: new RegExp(`^${kind}$`) }) })
  await line('提现手续费').getByText('-1.00').waitFor() // 1 % of 50.00 is 0.50: the 1.00 minimum applies
  await line('提现').getByText('-49.00').waitFor()
  const after = await api<{ balance: string }>('/v1/pay/pay/index', {}, seller)
  expect(cents(before.balance) - cents(after.balance)).toBe(5000)
  await screenAtRest(page)
  await page.screenshot({ path: `${SHOTS}/3-ledger.png` })

  // the simulated channel refuses an amount ending in .44: the result says so and the money is back
  await page.locator('.taro_page:visible .balance-page__withdraw').click()
  const again = page.locator('.taro_page:visible .withdraw-page')
  await again.locator('[data-testid="withdrawable"]', { hasText: '47.50' }).waitFor()
  await again.getByText('支付宝').click()
  await again.locator('input[placeholder="请输入支付宝账号（手机号或邮箱）"]').fill('pay.me@example.com')
  await again.locator('input[placeholder="最低 10.00 元"]').fill('10.44')
  await again.getByText('确认提现，到账 ¥9.44').waitFor()
  await enterPayPassword(again, DEMO.payPassword)
  await again.locator('.submit-button').click()
  const failed = page.locator('.taro_page:visible .result')
  await failed.getByText('提现失败', { exact: true }).waitFor()
  await failed.getByText('提现失败：收款账户校验未通过，款项已退回余额', { exact: true }).waitFor()
  await failed.getByText('支付宝 p***@example.com').waitFor()
  await screenAtRest(page)
  await page.screenshot({ path: `${SHOTS}/4-failed.png` })
  expect(cents((await api<{ balance: string }>('/v1/pay/pay/index', {}, seller)).balance)).toBe(cents(after.balance))
  expect([...problems.errors, ...problems.consoleErrors]).toEqual([])
}, 120000)

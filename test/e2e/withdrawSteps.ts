import type { Locator, Page } from 'playwright-core'
import { enterPayPassword } from './harness'

/** Money strings to integer cents, so no float ever decides a test. */
export const cents = (money: string): number => { const [yuan, fraction = ''] = money.split('.'); return Number(yuan) * 100 + Number(fraction.padEnd(2, '0')) }
/** Integer cents to the wire's two-decimal string. */
export const moneyText = (value: number): string => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`
/** What arrives of a withdrawal (server/README.md): the fee is 1 % rounded up to the cent, at least 1.00, taken from the amount. */
export const arrivesOf = (amount: number): number => amount - Math.max(100, Math.ceil(amount / 100))

/** 我的余额 → 提现: answers the withdrawal screen on top. */
export async function openWithdraw (page: Page, origin: string): Promise<Locator> {
  await page.goto(`${origin}/pages/user/balance/index`)
  await page.locator('.taro_page:visible .balance-page__withdraw').click()
  await page.waitForURL('**/pages/user/withdraw/index')
  return page.locator('.taro_page:visible .withdraw-page')
}

export interface BankWithdrawal { card: string, amount: string, payPassword: string, beforeSubmit?: () => Promise<void> }

/**
 * On the withdrawal screen (bank card is its first channel): a card number, an amount (the button then says what arrives), the pay password on our pad,
 * 确认提现; waits for the result page's 提现成功 and answers that page.
 */
export async function withdrawToBankCard (page: Page, screen: Locator, { card, amount, payPassword, beforeSubmit }: BankWithdrawal): Promise<Locator> {
  await screen.locator('input[placeholder="请输入银行卡号"]').fill(card)
  await screen.locator('input[placeholder="最低 10.00 元"]').fill(amount)
  await screen.getByText(`确认提现，到账 ¥${moneyText(arrivesOf(cents(amount)))}`).waitFor()
  await enterPayPassword(screen, payPassword)
  await beforeSubmit?.()
  await screen.locator('.submit-button').click()
  await page.waitForURL('**/pages/user/withdraw/result?withdraw_no=WD*')
  const result = page.locator('.taro_page:visible .result')
  await result.getByText('提现成功').waitFor()
  return result
}

/**
 * The account screens (issue 6) in real Chromium against the production H5 build and the
 * local API on a fresh in-memory database. SMS codes come from the API's development channel.
 */
import type { AddressInfo } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { buildApp } from '../../server/app'
import { registerStatic } from '../../server/static'
import { launchChromium, mobileContext, watchProblems, type RunningSite } from './harness'

const DEMO = { phone: '13800138000', password: 'Passw0rd!' }
const SHOTS = process.env.ACCOUNT_SHOTS // a folder: save screenshots there for a look

/** As harness.startSite, with the build folder settable (ACCOUNT_H5_DIR) so a copy survives other builds of dist/h5. */
async function startSite (): Promise<RunningSite> {
  const app = await buildApp({ dbFile: ':memory:', logger: false })
  await registerStatic(app, process.env.ACCOUNT_H5_DIR ?? 'dist/h5')
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return { app, origin: `http://127.0.0.1:${port}`, close: () => app.close() }
}

let site: RunningSite
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  site = await startSite()
  browser = await launchChromium()
}, 60000)
afterAll(async () => {
  await browser?.close()
  await site?.close()
})
beforeEach(async () => { context = await mobileContext(browser) })
afterEach(async () => { await context.close() })

async function open (path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(site.origin + path)
  return page
}

async function shot (page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

/** The code the API's development channel recorded for this phone. */
async function smsCodeFor (phone: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const answer = await (await fetch(`${site.origin}/api/v1/open/dev/sms-code?phone=${phone}`)).json() as { status: number, data: { code: string } }
    if (answer.status === 200) return answer.data.code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no SMS code for ${phone}`)
}

const input = (page: Page, placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`)
const submit = (page: Page) => page.locator('.submit-button').first()
const pathOf = (page: Page) => new URL(page.url()).pathname

async function loginBySms (page: Page, phone: string): Promise<void> {
  await input(page, '请输入手机号').fill(phone)
  await page.getByText('获取验证码').click()
  await page.getByText(/\d+s 后重发/).waitFor()
  const code = await smsCodeFor(phone)
  await input(page, '请输入 6 位验证码').fill(code)
  await page.locator('[aria-label="同意协议"]').click()
  await submit(page).click()
}

async function loginByPassword (page: Page, phone: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: '密码登录' }).click()
  await input(page, '请输入手机号').fill(phone)
  await input(page, '请输入密码').fill(password)
  if (!(await page.locator('[aria-label="同意协议"][aria-checked="true"]').count())) await page.locator('[aria-label="同意协议"]').click()
  await submit(page).click()
}

describe('login', () => {
  it('a visitor opens mine, logs in by SMS and lands back where redirect_url said', async () => {
    const page = await open('/pages/user/index')
    const problems = watchProblems(page)
    await page.getByText('登录 / 注册').waitFor()
    await shot(page, 'mine-visitor')
    await page.getByText('立即登录').click()
    await page.waitForURL('**/pages/user/login?redirect_url=*')
    expect(new URL(page.url()).searchParams.get('redirect_url')).toBe('/pages/user/index')
    await shot(page, 'login-sms')

    // the form says why before anything is sent
    await submit(page).click()
    await expect(page.getByText('请输入手机号').first().isVisible()).resolves.toBe(true)
    await input(page, '请输入手机号').fill('1380013')
    await page.getByText('获取验证码').click()
    await page.getByText('请输入正确的 11 位手机号').first().waitFor()

    const phone = '13712345678'
    await loginBySms(page, phone)
    await page.waitForURL('**/pages/user/index')
    await page.getByText('用户5678').waitFor()
    await page.getByText('137****5678').waitFor()
    await shot(page, 'mine-logged-in')
    expect(problems.errors).toEqual([])
  })

  it('needs agreement consent, shows the SMS countdown and respects the server cooldown', async () => {
    const page = await open('/pages/user/login?redirect_url=%2Fpages%2Fitem%2Findex%3Fid%3D1')
    const phone = '13612345678'
    await input(page, '请输入手机号').fill(phone)
    await page.getByText('获取验证码').click()
    await page.getByText(/^(60|59|58)s 后重发$/).waitFor()
    await input(page, '请输入 6 位验证码').fill(await smsCodeFor(phone))
    await submit(page).click()
    await page.getByText('请先阅读并同意《用户服务协议》和《隐私政策》').waitFor()
    expect(pathOf(page)).toBe('/pages/user/login')

    // a second page for the same phone: the server's cooldown answers, and the button counts down from it
    const other = await open('/pages/user/login')
    await input(other, '请输入手机号').fill(phone)
    await other.getByText('获取验证码').click()
    await other.getByText(/发送太频繁/).first().waitFor()
    await other.getByText(/\d+s 后重发/).waitFor()
    await other.close()

    await page.locator('[aria-label="同意协议"]').click()
    await submit(page).click()
    await page.waitForURL('**/pages/item/index?id=1')
  })

  it('password login: a wrong password shows the server message, then the right one logs in', async () => {
    const page = await open('/pages/user/login')
    await loginByPassword(page, DEMO.phone, 'wrong-pass1')
    await page.locator('.form-notice').getByText('手机号或密码错误').waitFor()
    await shot(page, 'login-password-wrong')
    expect(pathOf(page)).toBe('/pages/user/login')
    await input(page, '请输入密码').fill(DEMO.password)
    await submit(page).click()
    await page.waitForURL('**/pages/user/index')
    await page.getByText('演示用户').waitFor()
    await page.getByText('Steam 已绑定').waitFor()
  })

  it('a hostile redirect_url after login lands on the mine tab instead', async () => {
    const page = await open(`/pages/user/login?redirect_url=${encodeURIComponent('https://evil.example.com/pages/user/index')}`)
    await loginByPassword(page, DEMO.phone, DEMO.password)
    await page.waitForURL('**/pages/user/index')
    expect(page.url().startsWith(site.origin)).toBe(true)

    const second = await open(`/pages/user/login?redirect_url=${encodeURIComponent('//evil.example.com')}`)
    await loginByPassword(second, DEMO.phone, DEMO.password)
    await second.waitForURL('**/pages/user/index')
  })
})

/** Logs the demo user in through the password form, then opens `path`. */
async function asDemo (path: string, phone = DEMO.phone): Promise<Page> {
  const page = await open('/pages/user/login')
  await loginByPassword(page, phone, DEMO.password)
  await page.waitForURL('**/pages/user/index')
  await page.goto(site.origin + path)
  return page
}

describe('wallet', () => {
  it('recharges 100.00 and sees balance and ledger change by exactly 100.00', async () => {
    const page = await asDemo('/pages/user/balance/index', '13900139000')
    const available = page.getByTestId('available')
    await page.waitForFunction(() => /^\d+\.\d{2}$/.test(document.querySelector('[data-testid="available"]')?.textContent ?? ''))
    const before = await available.textContent()
    expect(before).toBe('5000.00')
    await page.locator('.ledger-row').first().waitFor()
    await shot(page, 'balance-before')

    await page.locator('.balance-page__recharge').click()
    await page.waitForURL('**/pages/user/recharge/index')
    // a custom amount is checked before sending
    await input(page, '其他金额（1.00-50000.00）').fill('0.5')
    await page.getByText('金额不能低于 1.00 元').first().waitFor()
    await input(page, '其他金额（1.00-50000.00）').fill('12.345')
    await page.getByText('请输入正确的金额，最多两位小数').first().waitFor()
    await page.locator('.recharge-page__preset', { hasText: '100' }).first().click()
    await expect(page.getByTestId('preview-amount').textContent()).resolves.toBe('¥100.00')
    await page.waitForFunction(() => document.querySelector('[data-testid="preview-fee"]')?.textContent === '¥0.60')
    await expect(page.getByTestId('preview-pay').textContent()).resolves.toBe('¥100.60')
    await shot(page, 'recharge')
    await submit(page).click()

    await page.waitForURL('**/pages/user/recharge/success?pay_no=*')
    await page.getByText('充值成功').waitFor()
    await expect(page.locator('.recharge-result__amount').textContent()).resolves.toBe('¥100.00')
    await shot(page, 'recharge-success')
    await page.getByText('查看余额').click()
    await page.waitForURL('**/pages/user/balance/index')
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="available"]')].pop()?.textContent === '5100.00')
    const top = page.locator('.ledger-row').first()
    await expect(top.locator('.ledger-row__kind').textContent()).resolves.toBe('充值')
    await expect(top.locator('.ledger-row__amount').textContent()).resolves.toBe('+100.00')
    await expect(top.locator('.ledger-row__after').textContent()).resolves.toBe('余额 5100.00')
    await top.click()
    await top.getByText(/关联单号：RC/).waitFor()
    await shot(page, 'balance-after')

    // the filter keeps only money going out: none yet
    await page.getByText('支出', { exact: true }).click()
    await page.getByText('没有符合条件的明细').waitFor()
  })

  it('a declined payment shows the channel\'s reason and credits nothing', async () => {
    const page = await asDemo('/pages/user/recharge/index', '13900139000')
    await input(page, '其他金额（1.00-50000.00）').fill('10.44') // the simulated provider declines amounts ending in .44
    await page.waitForFunction(() => document.querySelector('[data-testid="preview-pay"]')?.textContent !== '--')
    await submit(page).click()
    await page.locator('.form-notice').getByText(/支付失败/).waitFor()
    expect(pathOf(page)).toBe('/pages/user/recharge/index')
  })
})

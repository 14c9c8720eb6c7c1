/** Paying: a decline shows its reason and leaves the order payable; a retry reuses the panel's idempotency key. */
import { act } from 'react'
import PayPanel from '@/components/PayPanel'
import { mountPage } from '../../support/mountPage'
import { order } from '../../support/fixtures'
import { byText, click, eventually, pageText, typeInto, stubIntersectionObserver } from './helpers'

const PAY = '/api/v1/open/v4/trade/order/payment'
const WALLET = '/api/v1/open/v1/pay/pay/index'
const params = (body: unknown) => Object.fromEntries(new URLSearchParams(String(body)))

beforeAll(stubIntersectionObserver)
jest.setTimeout(15000)
afterEach(() => jest.restoreAllMocks())

it('shows the decline reason, keeps the order payable, and retries with the same key', async () => {
  const paid = jest.fn()
  let attempts = 0
  const Screen = () => <PayPanel order={{ order_id: '2026112200000009', pay_amount: '12.44' }} onPaid={paid} />
  const { sent } = await mountPage(Screen, {
    [WALLET]: { data: { balance: '5.00', frozen: '0.00', channels: [] } },
    [PAY]: () => (++attempts === 1
      ? { status: 4202, message: '支付失败：支付渠道拒绝了本次付款，请更换支付方式', data: null }
      : { data: { ...order('2026112200000009', 'paid', []), pay_no: 'PAY1' } })
  })
  await eventually(() => expect(pageText()).toContain('余额不足')) // balance 5.00 < 12.44
  await click(byText('银行卡支付'))
  await click(byText('确认支付'))
  await eventually(() => expect(pageText()).toContain('支付渠道拒绝了本次付款'))
  expect(paid).not.toHaveBeenCalled()

  await click(byText('确认支付'))
  await eventually(() => expect(paid).toHaveBeenCalledTimes(1))
  const bodies = sent.filter((r) => r.url.includes('/order/payment')).map((r) => params(r.data))
  expect(bodies).toHaveLength(2)
  expect(bodies[0]).toMatchObject({ order_id: '2026112200000009', pay_channel: 'card' })
  expect(bodies[1].idempotency_key).toBe(bodies[0].idempotency_key)
  expect(bodies[0].idempotency_key).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
})

it('asks for the six-digit pay password before a balance payment is sent', async () => {
  const Screen = () => <PayPanel order={{ order_id: '2026112200000010', pay_amount: '1.00' }} onPaid={() => undefined} />
  const { sent } = await mountPage(Screen, { [WALLET]: { data: { balance: '50.00', frozen: '0.00', channels: [] } } })
  await eventually(() => expect(pageText()).toContain('可用余额 ¥50.00'))
  await typeInto(document.querySelector('.pay-panel__password')!, '12')
  await click(byText('确认支付'))
  await eventually(() => expect(pageText()).toContain('请输入 6 位数字支付密码'))
  expect(sent.some((r) => r.url.includes('/order/payment'))).toBe(false)
  await act(async () => undefined)
  expect(sent.some((r) => r.url.includes('/order/payment'))).toBe(false) // still nothing sent once the screen settles
})

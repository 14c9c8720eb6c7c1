/** Paying: a decline shows its reason and leaves the order payable; a retry reuses the panel's idempotency key. */
import { act } from 'react'
import Taro from '@tarojs/taro'
import PayPanel from '@/features/PayPanel'
import { mountPage } from '../../support/mountPage'
import { order, payChannel, walletOf } from '../../support/fixtures'
import { byText, click, eventually, pageText, typePayPassword, stubIntersectionObserver } from './helpers'

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
    [WALLET]: { data: walletOf('5.00', '0.00') },
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
  const { sent } = await mountPage(Screen, { [WALLET]: { data: walletOf('50.00', '0.00') } })
  await eventually(() => expect(pageText()).toContain('可用余额 ¥50.00'))
  await typePayPassword('12')
  await click(byText('确认支付'))
  await eventually(() => expect(pageText()).toContain('请输入 6 位数字支付密码'))
  expect(sent.some((r) => r.url.includes('/order/payment'))).toBe(false)
  await act(async () => undefined)
  expect(sent.some((r) => r.url.includes('/order/payment'))).toBe(false) // still nothing sent once the screen settles
})

it('enters the pay password on our own number pad, and says a wrong one with its tries left once, inline, without a toast', async () => {
  const toast = jest.spyOn(Taro, 'showToast')
  const Screen = () => <PayPanel order={{ order_id: '2026112200000011', pay_amount: '1.00' }} onPaid={() => undefined} />
  const { sent } = await mountPage(Screen, {
    [WALLET]: { data: walletOf('50.00', '0.00') },
    [PAY]: { status: 4301, message: '支付密码错误，还可尝试 4 次', data: null }
  })
  await eventually(() => expect(pageText()).toContain('可用余额 ¥50.00'))
  expect(document.querySelector('.pay-panel input')).toBeNull() // no system keyboard for the digits
  await typePayPassword('654321')
  expect(document.querySelectorAll('.pay-password__dot')).toHaveLength(6)
  expect(document.querySelector('.pay-pad')).toBeNull() // the sixth digit closes the pad
  await click(byText('确认支付'))
  await eventually(() => expect(pageText()).toContain('支付密码错误，还可尝试 4 次'))
  expect(params(sent.find((r) => r.url.includes('/order/payment'))!.data)).toMatchObject({ pay_password: '654321' })
  expect(pageText().split('还可尝试 4 次')).toHaveLength(2) // said once
  expect(toast).not.toHaveBeenCalled()
  expect(document.querySelectorAll('.pay-password__dot')).toHaveLength(0) // cleared for the next try
})

it('marks a channel the API says is simulated, and a closed one cannot be chosen', async () => {
  const Screen = () => <PayPanel order={{ order_id: '2026112200000012', pay_amount: '1.00' }} onPaid={() => undefined} />
  const channels = [payChannel('balance', '余额', '0.00%'), payChannel('wechat', '微信支付', '0.60%', { simulated: true }),
    payChannel('card', '银行卡', '1.00%', { enabled: false })]
  await mountPage(Screen, { [WALLET]: { data: walletOf('50.00', '0.00', channels) } })
  await eventually(() => expect(pageText()).toContain('暂不可用'))
  const rows = [...document.querySelectorAll('.pay-panel__channel')]
  expect(rows.map((row) => row.querySelector('.simulated-mark') !== null)).toEqual([false, true, false])
  await click(byText('银行卡支付'))
  expect(rows.map((row) => row.classList.contains('is-active'))).toEqual([true, false, false])
})

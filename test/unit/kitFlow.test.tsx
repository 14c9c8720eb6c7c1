/** The kit's flow components: what the player sees and what each tap fires. */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import ConfirmSheet from '@/components/ConfirmSheet'
import CountDown from '@/components/CountDown'
import PayPasswordSheet from '@/components/PayPasswordSheet'
import { noteServerTime, serverNowSeconds } from '@/lib/serverClock'
import { click, eventually } from './pages/trade/helpers'

async function render (element: () => JSX.Element): Promise<void> {
  await new TestUtils().mount(element, { props: {} })
}
const last = (selector: string): Element | undefined => Array.from(document.querySelectorAll(selector)).pop()

afterEach(() => jest.restoreAllMocks())

describe('ConfirmSheet', () => {
  it('shows the amount and rows, and fires confirm or cancel', async () => {
    const onConfirm = jest.fn()
    const onCancel = jest.fn()
    await render(() => <ConfirmSheet title='确认开启' text='支付 ¥11.90 开启 1 次' lines={[['余额', '¥50.00']]} confirmText='确认支付'
      onConfirm={onConfirm} onCancel={onCancel} />)
    await eventually(() => expect(last('.confirm-sheet__text')?.textContent).toBe('支付 ¥11.90 开启 1 次'))
    expect(last('.confirm-sheet__line')?.textContent).toBe('余额¥50.00')
    expect(last('.bottom-sheet__title')?.textContent).toBe('确认开启')
    await click(last('.confirm-sheet__cancel'))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
    await click(last('.confirm-sheet .submit-button'))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('takes no second confirm while busy', async () => {
    const onConfirm = jest.fn()
    await render(() => <ConfirmSheet title='确认收货' text='确认后交易完成' busy onConfirm={onConfirm} onCancel={jest.fn()} />)
    await eventually(() => expect(last('.confirm-sheet .submit-button')).toBeDefined())
    await click(last('.confirm-sheet .submit-button'))
    expect(onConfirm).not.toHaveBeenCalled()
  })
})

describe('PayPasswordSheet', () => {
  it('takes digits on its own pad and offers the page that sets a password', async () => {
    const entered: string[] = []
    const open = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await render(() => <PayPasswordSheet label='支付密码' value='' onChange={(value) => entered.push(value)} />)
    await eventually(() => expect(last('.pay-password__boxes')).toBeDefined())
    await click(last('.pay-password__boxes'))
    await click(Array.from(last('.pay-pad')!.querySelectorAll('.pay-pad__key--digit')).find((key) => key.textContent === '7'))
    expect(entered).toEqual(['7'])
    expect(last('.pay-password__set')?.textContent).toBe('设置 / 修改支付密码 ›')
    await click(last('.pay-password__set'))
    expect(open).toHaveBeenCalledWith({ url: '/pages/user/account/paypwd' })
  })

  it('leaves the link out on the setting pages', async () => {
    await render(() => <PayPasswordSheet label='新支付密码' value='' onChange={jest.fn()} setLink={false} />)
    await eventually(() => expect(last('.pay-password__label')?.textContent).toBe('新支付密码'))
    expect(last('.pay-password')?.querySelector('.pay-password__set')).toBeNull()
  })
})

describe('CountDown', () => {
  it('counts down by the server clock, not the phone\'s, and says when the time is up', async () => {
    // the phone is an hour behind the server: the server's clock decides what is left
    const phone = Math.floor(Date.now() / 1000)
    noteServerTime({ 'x-server-time': String(phone + 3600) })
    try {
      const onZero = jest.fn()
      await render(() => <CountDown deadline={phone + 3600 + 2} prefix='剩余 ' endedText='已超时' onZero={onZero} />)
      expect(last('.countdown')?.textContent).toMatch(/^剩余 00:00:0[12]$/)
      await eventually(() => expect(last('.countdown')?.textContent).toBe('已超时'), 4000)
      await eventually(() => expect(onZero).toHaveBeenCalledTimes(1))
    } finally {
      noteServerTime({ 'x-server-time': String(Math.floor(Date.now() / 1000)) })
    }
  })

  it('reads days for a long wait', async () => {
    await render(() => <CountDown deadline={serverNowSeconds() + 2 * 86400 + 3 * 3600 + 60} prefix='' days />)
    await eventually(() => expect(last('.countdown')?.textContent).toMatch(/^2天 03:0[01]:\d\d$/))
  })
})

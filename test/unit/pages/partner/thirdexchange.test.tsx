import Taro from '@tarojs/taro'
import ExchangePage from '@/pages/thirdexchange/index'
import TestUtils from '@tarojs/test-utils-react'
import { fakeApi, mount, setUp, tap, text, typeInto, type Sent, type Setup, inputShown } from '../account/support'
import { loggedIn, shown } from '../deals/fixtures'
import { eventually, typePayPassword } from '../trade/helpers'
import { ok, overview, page, record } from './fixtures'

let env: Setup
/** Taro's Input draws its <input> a moment after the page: wait for it, then type. */
async function type (utils: TestUtils, placeholder: string, value: string): Promise<void> {
  await inputShown(placeholder)
  await typeInto(utils, placeholder, value)
}
beforeEach(() => { env = setUp() })
const creates = (sent: Sent[]) => sent.filter((s) => s.path === '/v1/partner/exchange/create')
const sheet = () => document.querySelector('.bottom-sheet')?.textContent ?? ''

describe('partner exchange', () => {
  it('a visitor is asked to log in and nothing is called', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, ExchangePage)
    await text(utils, '登录后查看平台兑换')
    expect(sent).toEqual([])
  })

  it('loading, then a failure with a retry, then the partners and an empty record list', async () => {
    loggedIn()
    let down = true
    fakeApi({ '/v1/partner/exchange/overview': () => down ? { status: 5000, message: '服务繁忙' } : ok(overview()), '/v1/partner/exchange/records': ok(page([])) })
    const utils = await mount(env.root, ExchangePage)
    await text(utils, '无法加载兑换信息')
    down = false
    await tap(utils, '重试')
    await text(utils, '5000.00')
    expect(shown()).toContain('1280 OOS 积分')
    expect(shown()).toContain('1 元 = 10 OOS 积分')
    expect(shown()).toContain('单笔 1.00 - 2000.00 元，按 0.10 元递增')
    await text(utils, '还没有兑换记录')
  })

  it('转出 asks for the pay password in the confirm sheet, exchanges once with a key and the password, and lists the record', async () => {
    loggedIn()
    let done = false
    const sent = fakeApi({
      '/v1/partner/exchange/overview': ok(overview()),
      '/v1/partner/exchange/records': () => ok(page(done ? [record()] : [])),
      '/v1/partner/exchange/preview': ok({ partner: 'oos', direction: 'out', amount: '100.00', fee: '0.00', points: 1000, rate_text: '1 元 = 10 OOS 积分' }),
      '/v1/partner/exchange/create': () => { done = true; return ok(record()) }
    })
    const utils = await mount(env.root, ExchangePage)
    await text(utils, '5000.00')
    await type(utils, '输入转出金额', '100')
    await tap(utils, '下一步')
    await text(utils, '确认转出 ¥100.00')
    expect(sheet()).toContain('转出金额¥100.00')
    expect(sheet()).toContain('到账OOS 积分商城1000 OOS 积分')
    expect(Taro.showModal).not.toHaveBeenCalled()
    await tap(utils, '确认转出 ¥100.00')
    await text(utils, '请输入支付密码')
    expect(creates(sent)).toEqual([])
    await typePayPassword('123456')
    await tap(utils, '确认转出 ¥100.00')
    expect(creates(sent)).toEqual([expect.objectContaining({
      method: 'POST',
        data: expect.objectContaining({ partner: 'oos', direction: 'out', amount: '100', pay_password: '123456', idempotency_key: expect.stringMatching(/.+/) })
    })])
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '兑换成功' }))
    await text(utils, '+1000 OOS 积分 · 已完成')
    expect(shown()).toContain('-¥100.00')
    expect(document.querySelector('.bottom-sheet')).toBeNull()
  })

  it('a wrong password shows the server\'s message, clears the password and keeps the sheet and amount; the retry sends the same key', async () => {
    loggedIn()
    let tries = 0
    const sent = fakeApi({
      '/v1/partner/exchange/overview': ok(overview()),
      '/v1/partner/exchange/records': ok(page([])),
      '/v1/partner/exchange/preview': ok({ partner: 'oos', direction: 'out', amount: '100.00', fee: '0.00', points: 1000, rate_text: '1 元 = 10 OOS 积分' }),
      '/v1/partner/exchange/create': () => ++tries === 1 ? { status: 4301, message: '支付密码错误，还可尝试 4 次' } : { status: 4201, message: '余额不足' }
    })
    const utils = await mount(env.root, ExchangePage)
    await text(utils, '5000.00')
    await type(utils, '输入转出金额', '100')
    await tap(utils, '下一步')
    await typePayPassword('111222')
    await tap(utils, '确认转出 ¥100.00')
    await text(utils, '支付密码错误，还可尝试 4 次')
    expect(document.querySelectorAll('.pay-password__dot')).toHaveLength(0)
    expect(sheet()).toContain('确认转出 ¥100.00')
    expect((document.querySelector('input[placeholder="输入转出金额"]') as HTMLInputElement).value).toBe('100')
    await typePayPassword('123456')
    await tap(utils, '确认转出 ¥100.00')
    await text(utils, '余额不足')
    const keys = creates(sent).map((s) => s.data.idempotency_key)
    expect(creates(sent).map((s) => s.data.pay_password)).toEqual(['111222', '123456'])
    expect(keys[0]).toBe(keys[1])
    // closing the sheet sends nothing more
    await tap(utils, '×')
    expect(document.querySelector('.bottom-sheet')).toBeNull()
    expect(creates(sent)).toHaveLength(2)
  })

  it('a user without a pay password is offered the page that sets one', async () => {
    loggedIn()
    fakeApi({
      '/v1/partner/exchange/overview': ok(overview()),
      '/v1/partner/exchange/records': ok(page([])),
      '/v1/partner/exchange/preview': ok({ partner: 'oos', direction: 'out', amount: '100.00', fee: '0.00', points: 1000, rate_text: '1 元 = 10 OOS 积分' }),
      '/v1/partner/exchange/create': { status: 3000, message: '请先设置支付密码', data: { reason: 'not_set' } }
    })
    const utils = await mount(env.root, ExchangePage)
    await text(utils, '5000.00')
    await type(utils, '输入转出金额', '100')
    await tap(utils, '下一步')
    await typePayPassword('123456')
    await tap(utils, '确认转出 ¥100.00')
    await text(utils, '请先设置支付密码')
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '请先设置支付密码', confirmText: '去设置' }))
    await eventually(() => expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/account/paypwd' }))
  })

  it('转入 confirms in a dialog without a password; a refusal says why; trying again sends the same key; a cancelled dialog sends nothing', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/partner/exchange/overview': ok(overview()),
      '/v1/partner/exchange/records': ok(page([])),
      '/v1/partner/exchange/preview': ok({ partner: 'oos', direction: 'in', amount: '98.00', fee: '2.00', points: 1000, rate_text: '1 元 = 10 OOS 积分' }),
      '/v1/partner/exchange/create': { status: 4201, message: 'OOS 积分不足' }
    })
    const utils = await mount(env.root, ExchangePage)
    await text(utils, '5000.00')
    await tap(utils, 'OOS 积分转入余额')
    await type(utils, '输入转入的OOS 积分数量', '1000')
    await tap(utils, '下一步')
    await text(utils, 'OOS 积分不足')
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '确认兑换', content: '转出 1000 OOS 积分，手续费 ¥2.00，到账 ¥98.00（1 元 = 10 OOS 积分）' }))
    expect(document.querySelector('.bottom-sheet')).toBeNull()
    await tap(utils, '下一步')
    const keys = creates(sent).map((s) => s.data.idempotency_key)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
    expect(creates(sent)[0].data).toMatchObject({ direction: 'in', points: '1000' })
    expect(creates(sent)[0].data).not.toHaveProperty('pay_password')
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false } as never)
    await tap(utils, '下一步')
    expect(creates(sent)).toHaveLength(2)
  })

  it('a wrong amount is caught before sending; a partner without 转入 says so', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/partner/exchange/overview': ok(overview()),
      '/v1/partner/exchange/records': ok(page([record({ direction: 'in', amount: '120.93', fee: '2.47', points: 1234 })])) })
    const utils = await mount(env.root, ExchangePage)
    await text(utils, '+¥120.93')
    expect(shown()).toContain('手续费 ¥2.47')
    await type(utils, '输入转出金额', '1.234')
    await tap(utils, '下一步')
    await text(utils, '请输入正确的金额（最多两位小数）')
    await tap(utils, '斗鱼')
    await tap(utils, '鱼翅转入余额')
    await text(utils, '鱼翅暂不支持转入 C5 余额')
    expect(sent.some((s) => s.path === '/v1/partner/exchange/preview')).toBe(false)
    await tap(utils, 'OOS 积分商城')
    await tap(utils, 'OOS 积分转入余额')
    await text(utils, '手续费 2%（最低 0.01 元），每日最多转入 1000.00 元，今日已转入 0.00 元')
  })
})

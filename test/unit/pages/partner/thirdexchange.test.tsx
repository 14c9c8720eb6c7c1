import Taro from '@tarojs/taro'
import ExchangePage from '@/pages/thirdexchange/index'
import TestUtils from '@tarojs/test-utils-react'
import { fakeApi, mount, settle, setUp, tap, text, typeInto, type Setup } from '../account/support'
import { loggedIn, shown } from '../deals/fixtures'
import { ok, overview, page, record } from './fixtures'

let env: Setup
/** Taro's Input draws its <input> a moment after the page: wait for it, then type. */
async function type (utils: TestUtils, placeholder: string, value: string): Promise<void> {
  for (let i = 0; i < 100 && !document.querySelector(`input[placeholder="${placeholder}"]`); i++) await settle(50)
  typeInto(utils, placeholder, value)
  await settle()
}
beforeEach(() => { env = setUp() })

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

  it('previews the quote in the confirm dialog, exchanges once with a key, and lists the record', async () => {
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
    await text(utils, '余额转出到OOS 积分商城')
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '确认兑换', content: '支付 ¥100.00，到账 1000 OOS 积分（1 元 = 10 OOS 积分）' }))
    const create = sent.filter((s) => s.path === '/v1/partner/exchange/create')
    expect(create).toEqual([expect.objectContaining({ method: 'POST', data: expect.objectContaining({ partner: 'oos', direction: 'out', amount: '100', idempotency_key: expect.stringMatching(/.+/) }) })])
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '兑换成功' }))
    expect(shown()).toContain('-¥100.00')
    expect(shown()).toContain('+1000 OOS 积分 · 已完成')
  })

  it('a refusal says why; trying again sends the same idempotency key; a cancelled dialog sends nothing', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/partner/exchange/overview': ok(overview()),
      '/v1/partner/exchange/records': ok(page([])),
      '/v1/partner/exchange/preview': ok({ partner: 'oos', direction: 'out', amount: '9000.00', fee: '0.00', points: 90000, rate_text: '1 元 = 10 OOS 积分' }),
      '/v1/partner/exchange/create': { status: 4201, message: '余额不足' }
    })
    const utils = await mount(env.root, ExchangePage)
    await text(utils, '5000.00')
    await type(utils, '输入转出金额', '9000')
    await tap(utils, '下一步')
    await text(utils, '余额不足')
    await tap(utils, '下一步')
    const keys = sent.filter((s) => s.path === '/v1/partner/exchange/create').map((s) => s.data.idempotency_key)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false } as never)
    await tap(utils, '下一步')
    expect(sent.filter((s) => s.path === '/v1/partner/exchange/create')).toHaveLength(2)
  })

  it('a wrong amount is caught before sending; a partner without 转入 says so', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/partner/exchange/overview': ok(overview()), '/v1/partner/exchange/records': ok(page([record({ direction: 'in', amount: '120.93', fee: '2.47', points: 1234 })])) })
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

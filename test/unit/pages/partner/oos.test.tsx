import Taro from '@tarojs/taro'
import ExchangePage from '@/pages/oos/exchange'
import DetailPage from '@/pages/oos/detail'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { loggedIn, shown, withQuery } from '../deals/fixtures'
import { offer, ok, oosOrder, page } from './fixtures'

let env: Setup
beforeEach(() => { env = setUp() })
const offers = () => [offer(), offer({ offer_id: 2, title: 'P90 | 二西莫夫 (崭新出厂)', points: 2000 }),
  offer({ offer_id: 3, kind: 'code', title: 'Steam 钱包 100 元兑换码', image: null, stock: 0, state: 'sold_out' }),
  offer({ offer_id: 4, kind: 'code', title: 'UU 加速器 7 天时长码', image: null, points: 25, mine: 3, per_user: 3, state: 'limit_reached' })]

describe('OOS mall', () => {
  it('a visitor sees the offers and logs in to exchange', async () => {
    const sent = fakeApi({ '/v1/oos/mall': ok({ points: null, offers: offers() }) })
    const utils = await mount(env.root, ExchangePage)
    await text(utils, 'AK-47 | 精英之作 (战痕累累)')
    expect(shown()).toContain('登录查看积分')
    await tap(utils, '登录兑换')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/user/login?redirect_url=${encodeURIComponent('/pages/oos/exchange')}` })
    expect(sent.map((s) => s.path)).toEqual(['/v1/oos/mall'])
  })

  it('each offer says what its button does: exchange, too few points, sold out, limit reached', async () => {
    loggedIn()
    fakeApi({ '/v1/oos/mall': ok({ points: 1280, offers: offers() }), '/v1/oos/orders': ok(page([])) })
    const utils = await mount(env.root, ExchangePage)
    await text(utils, '1280')
    expect([...document.querySelectorAll('.oos-offer__btn')].map((el) => el.textContent)).toEqual(['兑换', '积分不足', '已兑完', '已达上限'])
    expect(shown()).toContain('剩余 0 · 每人限兑 1')
    await tap(utils, '我的兑换')
    await text(utils, '还没有兑换记录')
  })

  it('exchanges after a confirm and opens the record; a refusal is shown and the offers read again', async () => {
    loggedIn()
    let refuse = false
    const sent = fakeApi({
      '/v1/oos/mall': ok({ points: 1280, offers: offers() }),
      '/v1/oos/orders': ok(page([oosOrder()])),
      '/v1/oos/exchange': () => refuse ? { status: 4009, message: '已兑完，请选择其他商品' } : ok(oosOrder({ order_id: 9 }))
    })
    const utils = await mount(env.root, ExchangePage)
    await tap(utils, '兑换', '.oos-offer__btn')
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '使用 105 OOS 积分兑换「AK-47 | 精英之作 (战痕累累)」？饰品将发放到你绑定的 Steam 库存。' }))
    await text(utils, '兑换')
    expect(sent.find((s) => s.path === '/v1/oos/exchange')).toMatchObject({ method: 'POST',
      data: expect.objectContaining({ offer_id: '1', idempotency_key: expect.stringMatching(/.+/) }) })
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/oos/detail?order_id=9' })
    refuse = true
    await tap(utils, '兑换', '.oos-offer__btn')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已兑完，请选择其他商品' }))
    expect(sent.filter((s) => s.path === '/v1/oos/mall').length).toBeGreaterThan(1)
    await tap(utils, '我的兑换')
    await tap(utils, '已发放到 Steam 库存')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/oos/detail?order_id=7' })
  })

  it('a failed load offers a retry', async () => {
    let down = true
    fakeApi({ '/v1/oos/mall': () => down ? { status: 5000, message: '服务繁忙' } : ok({ points: null, offers: [] }) })
    const utils = await mount(env.root, ExchangePage)
    await text(utils, '无法加载兑换商品')
    down = false
    await tap(utils, '重试')
    await text(utils, '暂无可兑换的商品，稍后再来看看')
  })
})

describe('OOS record detail', () => {
  it('a link without an id says so; a visitor logs in back to the record', async () => {
    withQuery({})
    fakeApi({})
    let utils = await mount(env.root, DetailPage)
    await text(utils, '兑换记录不存在')
    document.body.innerHTML = ''
    withQuery({ order_id: '7' })
    utils = await mount(env.root, DetailPage)
    await tap(utils, '登录 / 注册')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/user/login?redirect_url=${encodeURIComponent('/pages/oos/detail?order_id=7')}` })
  })

  it('an item record shows its asset in the Steam inventory and leads there', async () => {
    loggedIn()
    withQuery({ order_id: '7' })
    fakeApi({ '/v1/oos/order': ok(oosOrder()) })
    const utils = await mount(env.root, DetailPage)
    await text(utils, '已发放到 Steam 库存')
    expect(shown()).toContain('0000000001500000')
    expect(shown()).toContain('105 OOS 积分')
    await tap(utils, '查看我的库存')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/sell/inventory/index' })
  })

  it('a code record shows the code and copies it', async () => {
    loggedIn()
    withQuery({ order_id: '8' })
    jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    fakeApi({ '/v1/oos/order': ok(oosOrder({ order_id: 8, kind: 'code', title: 'UU 加速器 7 天时长码', image: null, state: 'issued', asset_id: null,
      code: 'OOS-ABCD-EFGH-JKLM' })) })
    const utils = await mount(env.root, DetailPage)
    await text(utils, '兑换码已发放')
    expect(shown()).toContain('OOS-ABCD-EFGH-JKLM')
    await tap(utils, '复制兑换码')
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: 'OOS-ABCD-EFGH-JKLM' })
  })

  it('another user\'s or an unknown record shows the refusal with a retry', async () => {
    loggedIn()
    withQuery({ order_id: '99' })
    fakeApi({ '/v1/oos/order': { status: 4004, message: '兑换记录不存在' } })
    const utils = await mount(env.root, DetailPage)
    await text(utils, '无法查看兑换记录')
    expect(shown()).toContain('兑换记录不存在')
    await tap(utils, '返回兑换')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/oos/exchange' })
  })
})

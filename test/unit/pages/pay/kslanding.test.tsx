import Taro from '@tarojs/taro'
import LandingPage from '@/pages/kslanding/index'
import { keptLanding, landingParamsOf } from '@/lib/landing'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'

let env: Setup
beforeEach(() => { env = setUp() })

const loggedIn = () => { localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' })) }
const route = (params: Record<string, string>) => { (Taro.getCurrentInstance() as { router: unknown }).router = { params, path: '/pages/kslanding/index',
  onReady: '', onHide: '', onShow: '' } }
const offer = (extra: Record<string, unknown> = {}) => ({ status: 200, data: { template_id: 1, name: '新人立减 5 元', discount: '5.00', min_amount: '50.00',
  valid_days: 7, remaining: 99, claimed: false, eligible: true, reason: null, ...extra } })
const AD = { utm_source: 'kuaishou', utm_campaign: 'newuser_1124', channel: 'ks', clickid: 'ks-abc_123' }

describe('landing parameters', () => {
  it('keeps only valid marketing values', () => {
    expect(landingParamsOf({ ...AD, utm_medium: '<script>', other: 'x', utm_term: 'y'.repeat(129) })).toEqual(AD)
  })
})

describe('/pages/kslanding/index', () => {
  it('visitor: sees the offer, keeps the link’s parameters and logs in with them in the way back', async () => {
    route({ ...AD, utm_medium: 'bad value!' })
    const sent = fakeApi({ '/v1/landing/offer': offer() })
    const utils = await mount(env.root, LandingPage)
    await text(utils, '新人立减 5 元')
    await text(utils, '满 50.00 元可用 · 领取后 7 天有效')
    expect(keptLanding()).toMatchObject(AD)
    await tap(utils, '登录领取新人券', '.submit-button')
    const back = `/pages/kslanding/index?utm_source=kuaishou&utm_campaign=newuser_1124&channel=ks&clickid=ks-abc_123`
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/user/login?redirect_url=${encodeURIComponent(back)}` })
    expect(sent.map((s) => s.path)).toEqual(['/v1/landing/offer'])
  })

  it('logged in: binds the kept parameters (even when the link lost them) and claims the coupon with them', async () => {
    route(AD)
    fakeApi({ '/v1/landing/offer': offer() })
    await mount(env.root, LandingPage)
    loggedIn()
    route({})
    const sent = fakeApi({
      '/v1/landing/offer': offer(),
      '/v1/landing/attribute': { status: 200, data: null },
      '/v1/landing/claim': offer({ claimed: true, eligible: false, remaining: 98 })
    })
    const utils = await mount(env.root, LandingPage)
    await text(utils, '立即领取')
    expect(sent.find((s) => s.path === '/v1/landing/attribute')!.data).toMatchObject({ ...AD, landed_at: expect.stringMatching(/^\d{10}$/) })
    await tap(utils, '立即领取', '.submit-button')
    await text(utils, '去商城使用')
    await text(utils, '新人券已在您的账户中，下单时自动可选')
    expect(sent.find((s) => s.path === '/v1/landing/claim')!.data).toMatchObject(AD)
    await tap(utils, '去商城使用', '.submit-button')
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/market/home/index' })
  })

  it('not eligible: the reason and a way into the shop', async () => {
    loggedIn()
    route({})
    fakeApi({ '/v1/landing/offer': offer({ eligible: false, reason: '新人券仅限尚未下单的新用户领取' }) })
    const utils = await mount(env.root, LandingPage)
    await text(utils, '新人券仅限尚未下单的新用户领取')
    await text(utils, '去商城逛逛')
  })

  it('ended: sold out', async () => {
    route({})
    fakeApi({ '/v1/landing/offer': offer({ remaining: 0, eligible: false, reason: '新人券已领完' }) })
    const utils = await mount(env.root, LandingPage)
    await text(utils, '已领完')
    await text(utils, '新人券已领完')
  })

  it('a refused claim says why; loading and error with a retry', async () => {
    loggedIn()
    route({})
    let reads = 0
    fakeApi({
      '/v1/landing/offer': () => (++reads === 1 ? { status: 5000, message: '服务繁忙，请稍后重试' } : offer()),
      '/v1/landing/claim': { status: 4009, message: '新人券已领完' }
    })
    const utils = await mount(env.root, LandingPage)
    await text(utils, '服务繁忙，请稍后重试')
    await tap(utils, '重试')
    await tap(utils, '立即领取', '.submit-button')
    await text(utils, '新人券已领完')
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
    await mount(env.root, LandingPage)
    await text(utils, '加载中…')
  })
})

import Taro from '@tarojs/taro'
import InfoPage from '@/pages/info/index'
import ConsultationPage from '@/pages/consultation/index'
import { fakeApi, mount, setUp, tap, text, typeInto, type Setup } from '../account/support'
import { order as orderFixture } from '../../support/fixtures'

let env: Setup
beforeEach(() => { env = setUp() })

const loggedIn = () => { localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' })) }
const shown = () => document.body.textContent ?? ''
const categories = { status: 200, data: [{ key: 'market', name: '行情' }, { key: 'esports', name: '赛事' }] }
const brief = (id: number, category = 'market') => ({ article_id: id, title: `资讯标题 ${id}`, summary: `摘要 ${id}`, category,
  category_name: category === 'market' ? '行情' : '赛事', updated_at: 1763800000 - id })
const page = (list: unknown[], hasMore = false,
  pageNo = 1) => ({ status: 200, data: { list, total: list.length, page: pageNo, page_size: 10, has_more: hasMore } })

describe('/pages/info/index', () => {
  it('lists news with tabs, opens an article, pages on, and a tab lists only its category', async () => {
    const sent = fakeApi({
      '/v1/news/categories': categories,
      '/v1/news/list': ({ data }) => data.category === 'esports' ? page([brief(9, 'esports')]) : data.page === '2' ? page([brief(3)], false,
        2) : page([brief(1), brief(2)], true)
    })
    const utils = await mount(env.root, InfoPage)
    await text(utils, '资讯标题 1')
    expect(shown()).toContain('摘要 2')
    await tap(utils, '加载更多')
    await text(utils, '资讯标题 3')
    await text(utils, '没有更多了')
    await tap(utils, '资讯标题 1')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/help/detail/index?id=1' })
    await tap(utils, '赛事')
    await text(utils, '资讯标题 9')
    expect(shown()).not.toContain('资讯标题 1')
    expect(sent.filter((s) => s.path === '/v1/news/list').map((s) => s.data.category ?? '')).toEqual(['', '', 'esports'])
  })

  it('loading, empty and error with a retry', async () => {
    let calls = 0
    fakeApi({ '/v1/news/categories': categories, '/v1/news/list': () => (++calls === 1 ? { status: 5000, message: '服务繁忙，请稍后重试' } : page([])) })
    const utils = await mount(env.root, InfoPage)
    await text(utils, '服务繁忙，请稍后重试')
    await tap(utils, '重试')
    await text(utils, '该分类暂无资讯')
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
    await tap(utils, '行情')
    await text(utils, '加载中…')
  })
})

const history = (list: unknown[], hasMore = false) => ({ status: 200, data: { list, has_more: hasMore } })
const msg = (id: number, sender: 'user' | 'service', content: string,
  order: unknown = null) => ({ message_id: id, sender, content, order, created_at: 1763800000 + id })
const faq = { status: 200, data: [{ key: 'recharge', question: '充值多久到账？' }, { key: 'withdraw', question: '如何提现？有手续费吗？' }] }
const base = orderFixture('202611220001', 'paid', ['notify', 'cancel'])
const order = { ...base, item: { ...base.item, name: 'AK-47 | 红线 (久经沙场)' }, status_text: '待发货', pay_amount: '88.00' }

describe('/pages/consultation/index', () => {
  it('visitor: a login call to action that comes back here', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, ConsultationPage)
    await text(utils, '登录后查看在线客服')
    await tap(utils, '登录 / 注册', '.submit-button')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/user/login?redirect_url=${encodeURIComponent('/pages/consultation/index')}` })
    expect(sent).toEqual([])
  })

  it('history with the welcome, older messages on demand, error with a retry', async () => {
    loggedIn()
    let calls = 0
    fakeApi({
      '/v1/consult/faq': faq,
      '/v1/consult/history': ({ data }) => {
        calls++
        if (calls === 1) return { status: 5000, message: '服务繁忙，请稍后重试' }
        return data.before_id ? history([msg(1, 'user', '最早的问题')]) : history([msg(5, 'user', '提现有手续费吗'), msg(6, 'service', '手续费 1%')], true)
      }
    })
    const utils = await mount(env.root, ConsultationPage)
    await text(utils, '服务繁忙，请稍后重试')
    await tap(utils, '重试')
    await text(utils, '手续费 1%')
    expect(shown()).not.toContain('我是 C5 客服') // the welcome sits above the first message, shown once all are loaded
    await tap(utils, '查看更早的消息')
    await text(utils, '最早的问题')
    await text(utils, '我是 C5 客服')
    expect(shown().indexOf('最早的问题')).toBeLessThan(shown().indexOf('提现有手续费吗'))
  })

  it('a common question chip sends it and shows the answer', async () => {
    loggedIn()
    const sent = fakeApi({
      '/v1/consult/faq': faq,
      '/v1/consult/history': history([]),
      '/v1/consult/send': ({ data }) => ({ status: 200, data: { asked: msg(10, 'user', data.content), reply: msg(11, 'service', '微信支付即时到账') } })
    })
    const utils = await mount(env.root, ConsultationPage)
    await text(utils, '我是 C5 客服')
    await tap(utils, '充值多久到账？', '.consult-page__chip')
    await text(utils, '微信支付即时到账')
    expect(sent.find((s) => s.path === '/v1/consult/send')!.data).toMatchObject({ content: '充值多久到账？' })
  })

  it('asks about a picked order; a failed send keeps the text and resends with the same key', async () => {
    loggedIn()
    let sends = 0
    const sent = fakeApi({
      '/v1/consult/faq': faq,
      '/v1/consult/history': history([]),
      '/v4/trade/order/list': { status: 200, data: { list: [order], next_pointer: 0, has_more: false } },
      '/v1/consult/send': ({ data }) => (++sends === 1
        ? { status: 5000, message: '网络开小差了' }
        : { status: 200, data: { asked: msg(20, 'user', data.content,
          { order_id: data.order_id, item_name: order.item.name, status_text: '待发货', pay_amount: '88.00' }), reply: msg(21, 'service', '人工客服将在 10 分钟内回复您') } })
    })
    const utils = await mount(env.root, ConsultationPage)
    await text(utils, '我是 C5 客服')
    await tap(utils, '订单', '.consult-page__pick')
    await tap(utils, 'AK-47 | 红线 (久经沙场)', '.consult-orders__name')
    await text(utils, '咨询订单：AK-47 | 红线 (久经沙场)（202611220001）')
    await typeInto(utils, '请描述您的问题', '卖家还没发货')
    await tap(utils, '发送', '.consult-page__send')
    await text(utils, '网络开小差了')
    expect((document.querySelector('textarea') as HTMLTextAreaElement).value).toBe('卖家还没发货')
    await tap(utils, '发送', '.consult-page__send')
    await text(utils, '人工客服将在 10 分钟内回复您')
    await text(utils, '订单 202611220001 · 待发货 · ¥88.00')
    const sends2 = sent.filter((s) => s.path === '/v1/consult/send')
    expect(sends2).toHaveLength(2)
    expect(sends2[1].data).toMatchObject({ content: '卖家还没发货', order_id: '202611220001', client_key: sends2[0].data.client_key })
    // the reply above rendered once the send was answered: the order chip has gone with it
    expect(shown()).not.toContain('咨询订单：')
  })

  it('too long a message is not sent', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/consult/faq': faq, '/v1/consult/history': history([]) })
    const utils = await mount(env.root, ConsultationPage)
    await text(utils, '我是 C5 客服')
    await typeInto(utils, '请描述您的问题', '问'.repeat(501))
    await text(utils, '最多 500 个字')
    await text(utils, '501/500')
    await tap(utils, '发送', '.consult-page__send')
    expect(sent.some((s) => s.path === '/v1/consult/send')).toBe(false)
  })
})

import { safeParse } from 'valibot'
import { startApi, type TestApi } from './apiClient'
import { ConsultHistorySchema, ConsultSentSchema, NewsCategoriesSchema, NewsPageSchema } from '../../src/contract/news'
import { ArticleSchema } from '../../src/contract/content'
import { CONSULT_FAQ, HUMAN_REPLY } from '../../server/domain/consultFaq'

let api: TestApi
let token: string
beforeEach(async () => { api = await startApi(); token = await api.login() })
afterEach(() => api.close())

const send = (params: Record<string, unknown>, who = token) => api.call('/v1/consult/send', params, { token: who, method: 'POST' })

describe('news', () => {
  it('lists seeded news newest first, by category, page by page; the detail is the article route', async () => {
    const categories = await api.ok('/v1/news/categories')
    expect(safeParse(NewsCategoriesSchema, categories).success).toBe(true)
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['行情', '赛事', '版本更新', '平台公告'])
    const first = await api.ok('/v1/news/list', { page: 1, page_size: 5 })
    expect(safeParse(NewsPageSchema, first).success).toBe(true)
    expect(first.total).toBe(14)
    expect(first.has_more).toBe(true)
    expect(first.list[0]).toMatchObject({ title: '支付宝充值上线，手续费 0.6%', category: 'notice', category_name: '平台公告' })
    const times = first.list.map((n: { updated_at: number }) => n.updated_at)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const last = await api.ok('/v1/news/list', { page: 3, page_size: 5 })
    expect(last.list).toHaveLength(4)
    expect(last.has_more).toBe(false)
    const market = await api.ok('/v1/news/list', { category: 'market' })
    expect(market.total).toBe(4)
    expect(market.list.every((n: { category: string }) => n.category === 'market')).toBe(true)
    const detail = await api.ok('/v1/article/detail', { article_id: first.list[0].article_id })
    expect(safeParse(ArticleSchema, detail).success).toBe(true)
    expect(detail).toMatchObject({ kind: 'news', title: '支付宝充值上线，手续费 0.6%' })
    expect(detail.content).toContain('<p>')
  })

  it('refuses an unknown category and a silly page', async () => {
    expect((await api.call('/v1/news/list', { category: 'gossip' })).message).toContain('资讯分类')
    expect((await api.call('/v1/news/list', { page: 0 })).status).toBe(4000)
    expect((await api.call('/v1/news/list', { page_size: 31 })).status).toBe(4000)
  })
})

describe('consultation', () => {
  it('shows the seeded conversation and the common questions', async () => {
    const faq = await api.ok('/v1/consult/faq')
    expect(faq.map((q: { question: string }) => q.question)).toEqual(CONSULT_FAQ.map((entry) => entry.question))
    const history = await api.ok('/v1/consult/history', {}, { token })
    expect(safeParse(ConsultHistorySchema, history).success).toBe(true)
    expect(history.list.map((m: { sender: string }) => m.sender)).toEqual(['user', 'service'])
    expect(history.list[1].content).toContain('手续费 1%')
    expect((await api.call('/v1/consult/history', {})).status).toBe(401)
  })

  it('answers a FAQ keyword at once, anything else says a person will reply', async () => {
    const known = await send({ content: '支付宝充值多久到账', client_key: 'k1' })
    expect(safeParse(ConsultSentSchema, known.data).success).toBe(true)
    expect(known.data.asked).toMatchObject({ sender: 'user', content: '支付宝充值多久到账', order: null })
    expect(known.data.reply).toMatchObject({ sender: 'service', content: CONSULT_FAQ[0].answer })
    const other = await send({ content: '你们公司在哪里？', client_key: 'k2' })
    expect(other.data.reply.content).toBe(HUMAN_REPLY)
    const history = await api.ok('/v1/consult/history', {}, { token })
    expect(history.list.slice(-4).map((m: { content: string }) => m.content)).toEqual(['支付宝充值多久到账', CONSULT_FAQ[0].answer, '你们公司在哪里？', HUMAN_REPLY])
  })

  it('asks about one of the user’s own orders; another user’s order is refused', async () => {
    const items = await api.ok('/v3/store/item/list', { appid: 730, page_size: 1 })
    const detail = await api.ok('/v3/store/item/detail', { item_id: items.list[0].item_id })
    const order = await api.ok('/v4/trade/order/create-p2p', { listing_id: detail.listings[0].listing_id }, { token, method: 'POST' })
    const asked = await send({ content: '这个订单怎么还没好', order_id: order.order_id, client_key: 'k3' })
    expect(asked.data.asked.order).toEqual({
      order_id: order.order_id,
      item_name: order.item.name,
      status_text: order.status_text,
      pay_amount: order.pay_amount
    })
    expect(asked.data.reply.content).toBe(`已收到您关于订单 ${order.order_id} 的咨询，${HUMAN_REPLY}`)
    const other = await api.login('13900139000')
    expect((await send({ content: '查订单', order_id: order.order_id }, other)).status).toBe(4004)
  })

  it('validates the text: empty, blank, too long, control characters', async () => {
    expect((await send({ content: '' })).message).toBe('请填写咨询内容')
    expect((await send({ content: '   ' })).message).toBe('请填写咨询内容')
    expect((await send({ content: '问'.repeat(501) })).message).toBe('咨询内容不能超过500个字符')
    expect((await send({ content: '问'.repeat(500) })).status).toBe(200)
    expect((await send({ content: 'a\u202eb' })).status).toBe(4000)
    expect((await send({ content: '第一行\n第二行' })).status).toBe(200)
  })

  it('a message sent twice with one key (even at once) is stored once', async () => {
    const before = (await api.ok('/v1/consult/history', {}, { token })).list.length
    const [a, b] = await Promise.all([send({ content: '提现手续费多少', client_key: 'same' }), send({ content: '提现手续费多少', client_key: 'same' })])
    expect(b.data.asked.message_id).toBe(a.data.asked.message_id)
    expect(b.data.reply.message_id).toBe(a.data.reply.message_id)
    expect((await api.ok('/v1/consult/history', {}, { token })).list.length).toBe(before + 2)
  })

  it('more than 10 messages a minute is refused; a minute later it works again', async () => {
    for (let n = 0; n < 10; n++) expect((await send({ content: `第 ${n} 条` })).status).toBe(200)
    expect((await send({ content: '第 11 条' })).message).toBe('发送太频繁，请稍后再试')
    api.advance(61)
    expect((await send({ content: '第 12 条' })).status).toBe(200)
  })

  it('pages back through a long conversation, each page in time order', async () => {
    for (let n = 0; n < 12; n++) { await send({ content: `消息 ${n}` }); api.advance(10) }
    const newest = await api.ok('/v1/consult/history', {}, { token })
    expect(newest.list).toHaveLength(20)
    expect(newest.has_more).toBe(true)
    expect(newest.list[newest.list.length - 1].sender).toBe('service')
    const older = await api.ok('/v1/consult/history', { before_id: newest.list[0].message_id }, { token })
    expect(older.has_more).toBe(false)
    expect(older.list).toHaveLength(2 + 24 - 20)
    expect(older.list[older.list.length - 1].message_id).toBeLessThan(newest.list[0].message_id)
  })
})

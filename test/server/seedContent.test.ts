import { startApi, type TestApi } from './apiClient'

let api: TestApi
beforeAll(async () => { api = await startApi() })
afterAll(() => api.close())

describe('seeded content reads like a real marketplace', () => {
  it.each([['user', '用户服务协议'], ['privacy', '隐私政策']])('the %s agreement is a full document with version and date', async (kind, title) => {
    const article = await api.ok('/v1/article/agreement', { kind })
    expect(article.title).toBe(title)
    expect(article.version).toBe('2026.1')
    expect(article.content).toContain(`版本：${article.version}`)
    expect(article.content).toMatch(/生效日期：\d{4} 年 \d{1,2} 月 \d{1,2} 日/)
    expect((article.content.match(/<h3>/g) ?? []).length).toBeGreaterThanOrEqual(6)
    expect(article.content.replace(/<[^>]+>/g, '').length).toBeGreaterThan(800)
    expect(article.content).not.toContain('……')
  })

  it('messages are the marketplace\'s own notices (payment, offer, coupon), newest the welcome, none "from seed data"', async () => {
    const token = await api.login()
    const page = await api.ok('/v1/user/message/list', { page: 1, page_size: 50 }, { token })
    const titles: string[] = page.list.map((message: { title: string }) => message.title)
    expect(page.total).toBe(25)
    expect(titles[0]).toBe('欢迎来到 C5 饰品市场')
    expect(titles).toEqual(expect.arrayContaining(['订单已支付', '卖家已发送报价', '优惠券即将过期', '交易完成']))
    const text = page.list.map((message: { title: string, content: string }) => message.title + message.content).join('\n')
    expect(text).not.toMatch(/种子|系统通知 #|第 \d+ 条通知/)
    const times: number[] = page.list.map((message: { created_at: number }) => message.created_at)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })
})

import Taro from '@tarojs/taro'
import MessagesPage from '@/pages/user/message/index'
import { fakeApi, mount, setUp, tap, text, type Setup } from './support'

/** A 站内信 about an order (server/README.md "Sell orders": the seller's messages) opens it; a link outside our routes goes nowhere else than the shop. */
let env: Setup
beforeEach(() => {
  env = setUp()
  localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' }))
})

const msg = (id: number, link: string | null) => ({ message_id: id, title: `通知 ${id}`, content: `内容 ${id}`, link, is_read: false, created_at: 1760000000 })
function answer (list: ReturnType<typeof msg>[]) {
  return fakeApi({
    '/v1/user/my/account': { status: 200, data: { balance: '0.00', frozen: '0.00', total: '0.00', coupon_count: 0, unread_messages: list.length,
      order_counts: { unpaid: 0, to_deliver: 0, to_receive: 0 }, is_anchor: false } },
    '/v1/user/message/list': { status: 200, data: { list, total: list.length, page: 1, page_size: 20, has_more: false } },
    '/v1/user/message/read': { status: 200, data: { updated: 1 } }
  })
}

it('查看订单 opens the order the message links and marks it read; a plain notice has no link', async () => {
  const sent = answer([msg(2, '/pages/sell/order/index?id=2026112200000001'), msg(1, null)])
  const utils = await mount(env.root, MessagesPage)
  await text(utils, '通知 2')
  expect(document.querySelectorAll('.message-row__link')).toHaveLength(1)
  await tap(utils, '查看订单 ›')
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/sell/order/index?id=2026112200000001' })
  expect(sent.find((s) => s.path === '/v1/user/message/read')?.data).toMatchObject({ message_id: '2' })
})

it('a link to somewhere else (another site, an unknown page) opens the shop tab instead', async () => {
  answer([msg(3, 'https://evil.example/pages/sell/order/index?id=1')])
  const utils = await mount(env.root, MessagesPage)
  await text(utils, '通知 3')
  await tap(utils, '查看订单 ›')
  expect(Taro.navigateTo).not.toHaveBeenCalled()
  expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/market/home/index' })
})

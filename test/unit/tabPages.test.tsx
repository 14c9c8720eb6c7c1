/** Mounts each tab page with Taro's test utils (component level; the browser tests cover the real build). */
import TestUtils from '@tarojs/test-utils-react'
import ShopTab from '@/pages/market/home/index'
import OrdersTab from '@/pages/order/index'
import MineTab from '@/pages/user/index'

const tabs: [string, () => JSX.Element, string][] = [
  ['shop', ShopTab, '饰品市场'],
  ['orders', OrdersTab, '我的订单'],
  ['mine', MineTab, '我的']
]

describe.each(tabs)('%s tab', (_name, Page, title) => {
  it('mounts and shows its screen', async () => {
    const testUtils = new TestUtils()
    await testUtils.mount(Page, { props: {} })
    await testUtils.queries.waitForQueryByText(title, '*', { timeout: 5000 })
    expect(testUtils.html()).toContain(title)
  })
})

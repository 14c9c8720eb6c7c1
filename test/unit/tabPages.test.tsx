/** Mounts each tab page with Taro's test utils, real stores and a faked network (the browser tests cover the real build). */
import Taro from '@tarojs/taro'
import ShopTab from '@/pages/market/home/index'
import OrdersTab from '@/pages/order/index'
import MineTab from '@/pages/user/index'
import { mountPage, type ApiRoutes } from './support/mountPage'
import { game, item, page } from './support/fixtures'
import { eventually, queryOf } from './pages/trade/helpers'

const api: ApiRoutes = {
  '/api/v1/open/v4/sys/menu/game-menu-multi': { data: { main_game: game(570, 'DOTA2'), games: [game(570, 'DOTA2'), game(730, 'CS2')] } },
  '/api/v1/open/v3/store/item/list': { data: page([{ ...item(1), name: '不朽之守护' }], 1, false) },
  '/api/v1/open/v4/trade/order/list': { data: { list: [], next_pointer: 0, has_more: false } }
}

afterEach(() => jest.restoreAllMocks())

it('shop tab shows the catalogue from the API', async () => {
  const { testUtils } = await mountPage(ShopTab, api)
  await testUtils.queries.waitForQueryByText('不朽之守护', '*', { timeout: 5000 })
})

it('shop tab opens a shop link on its game with its rarity set (去市场买入 from trade-up)', async () => {
  const router = { params: { appid: '730', rarity: encodeURIComponent('受限') }, path: '/pages/market/home/index' }
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router } as never)
  const { testUtils, sent, root } = await mountPage(ShopTab, api)
  // the link waits for the games menu, which the app loads at start-up
  await root.config.load()
  await eventually(() => {
    const lists = sent.filter((request) => request.url.includes('/v3/store/item/list')).map((request) => queryOf(request.url))
    expect(lists.at(-1)).toMatchObject({ appid: '730', rarity: '受限' })
  }, 3000)
  expect(root.config.mainGame.appid).toBe(730)
  await testUtils.queries.waitForQueryByText('受限', '*', { timeout: 5000 })
})

it('orders tab shows its screen', async () => {
  const { testUtils } = await mountPage(OrdersTab, api)
  await testUtils.queries.waitForQueryByText('我的订单', '*', { timeout: 5000 })
})

it('mine tab shows a visitor the login call to action', async () => {
  const { testUtils } = await mountPage(MineTab, api)
  await testUtils.queries.waitForQueryByText('立即登录', '*', { timeout: 5000 })
})

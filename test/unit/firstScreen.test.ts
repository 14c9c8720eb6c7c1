/** issue 12: the shop's first item list page is asked for at start-up, beside the games menu, and used once. */
import Taro from '@tarojs/taro'
import { startUp, type AppLifecycle } from '@/stores/startup'
import { RootStore, type StoreServices } from '@/stores/root'
import { MarketStore, shopFirstQuery } from '@/stores/market'
import { EMPTY_FILTER, filterQuery } from '@/components/MarketFilter/options'
import { fakePlatform } from './support/fakePlatform'
import { game, item, page } from './support/fixtures'

const lifecycle: AppLifecycle = { onShow: () => undefined, onHide: () => undefined }
const badge = { set: jest.fn(), clear: jest.fn() }

function services (itemList: jest.Mock, gamesMenu: jest.Mock = jest.fn(() => new Promise(() => undefined))): StoreServices {
  return {
    auth: { login: jest.fn(), logout: jest.fn() },
    config: { gamesMenu },
    offer: { offerList: jest.fn() },
    smelt: { smeltInfo: jest.fn() },
    store: { itemList, itemDetail: jest.fn() },
    trade: { orderList: jest.fn(), orderDetail: jest.fn(), pendingCheck: jest.fn() },
    user: { myInfo: jest.fn(), messages: jest.fn() }
  }
}

beforeEach(() => localStorage.clear())

it('uses the shop filter\'s own first query', () => {
  expect(shopFirstQuery(730)).toEqual(filterQuery(730, EMPTY_FILTER))
})

it('asks for the shop\'s first page before the games menu has answered, for the remembered game', async () => {
  Taro.setStorageSync('trade_main_game', JSON.stringify(game(730, 'CS2')))
  const itemList = jest.fn().mockResolvedValue(page([item(1), item(2)]))
  const root = new RootStore(services(itemList))
  startUp(root, fakePlatform(), { lifecycle, badge })
  expect(itemList).toHaveBeenCalledWith({ ...filterQuery(730, EMPTY_FILTER), page: 1 })
  // the shop then loads that query: no second request, the prefetched answer is the list
  await root.market.loadMore(filterQuery(730, EMPTY_FILTER))
  expect(itemList).toHaveBeenCalledTimes(1)
  expect(root.market.list.map((entry) => entry.item_id)).toEqual([1, 2])
  // the next page and a refresh go to the server
  await root.market.loadMore(filterQuery(730, EMPTY_FILTER))
  root.market.reset()
  await root.market.loadMore(filterQuery(730, EMPTY_FILTER))
  expect(itemList.mock.calls.map(([query]) => query.page)).toEqual([1, 2, 1])
})

it('asks for nothing when the app opens on another page', () => {
  const itemList = jest.fn()
  const platform = fakePlatform()
  platform.page = { path: 'pages/item/index', query: { id: '3' } }
  startUp(new RootStore(services(itemList)), platform, { lifecycle, badge })
  expect(itemList).not.toHaveBeenCalled()
})

it('asks again when the prefetched page failed or another query comes first', async () => {
  const itemList = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(page([item(5)], 1, false))
  const store = new MarketStore({ itemList, itemDetail: jest.fn() })
  store.prefetch(shopFirstQuery(570))
  await store.loadMore(shopFirstQuery(570))
  expect(store.errMsg).toBe('')
  expect(store.list.map((entry) => entry.item_id)).toEqual([5])
  store.prefetch(shopFirstQuery(570))
  store.reset()
  await store.loadMore({ ...shopFirstQuery(570), sort: 'price_asc' })
  expect(itemList.mock.calls.at(-1)[0]).toEqual({ ...shopFirstQuery(570), sort: 'price_asc', page: 1 })
})

import { DEMO2, startApi, type TestApi } from './apiClient'
import type { Favorite, FavoriteState, ItemSummary, Page } from '../../types/api'

/** Issue 11 item 7: 收藏 from the item page, a list of them with live lowest prices (server/README.md "Favourites"). */
let api: TestApi
let token: string
beforeEach(async () => {
  api = await startApi()
  token = await api.login()
})
afterEach(() => api.close())

const post = (path: string, params: Record<string, unknown>, who = token) => api.call<FavoriteState>(path, params, { token: who, method: 'POST' })
const mine = (who = token) => api.ok<Page<Favorite>>('/v1/user/favorite/list', {}, { token: who })
const items = async (count: number) => (await api.ok<Page<ItemSummary>>('/v3/store/item/list', { appid: 730, page_size: count })).list

it('keeps an item once, lists the latest kept first with the shop\'s lowest price, and lets it go', async () => {
  const [a, b] = await items(2)
  expect((await post('/v1/user/favorite/add', { item_id: a.item_id })).data).toEqual({ item_id: a.item_id, favorited: true, total: 1 })
  api.advance(10)
  await post('/v1/user/favorite/add', { item_id: b.item_id })
  expect((await post('/v1/user/favorite/add', { item_id: b.item_id })).data).toMatchObject({ favorited: true, total: 1 }) // twice is once
  const list = await mine()
  expect(list.total).toBe(2)
  expect(list.list.map((row) => row.item_id)).toEqual([b.item_id, a.item_id])
  expect(list.list[1]).toMatchObject({ name: a.name, min_price: a.min_price, on_sale_count: a.on_sale_count })
  expect(list.list[0].favorited_at - list.list[1].favorited_at).toBe(10)
  expect(await api.ok('/v1/user/favorite/state', { item_id: a.item_id }, { token })).toEqual({ item_id: a.item_id, favorited: true, total: 1 })
  expect((await post('/v1/user/favorite/remove', { item_id: a.item_id })).data).toEqual({ item_id: a.item_id, favorited: false, total: 0 })
  expect((await post('/v1/user/favorite/remove', { item_id: a.item_id })).status).toBe(200) // already gone
  expect((await mine()).list.map((row) => row.item_id)).toEqual([b.item_id])
})

it('the lowest price shown follows the market: a bought listing raises it', async () => {
  const [item] = await items(1)
  await post('/v1/user/favorite/add', { item_id: item.item_id })
  const other = await api.login(DEMO2.phone, DEMO2.password)
  const detail = await api.ok('/v3/store/item/detail', { item_id: item.item_id })
  await api.ok('/v4/trade/order/create-p2p', { listing_id: detail.listings[0].listing_id }, { token: other, method: 'POST' })
  const after = await api.ok('/v3/store/item/detail', { item_id: item.item_id })
  expect((await mine()).list[0]).toMatchObject({ min_price: after.min_price, on_sale_count: item.on_sale_count - 1 })
})

it('is per user, needs a login, and refuses unknown items', async () => {
  const [item] = await items(1)
  const other = await api.login(DEMO2.phone, DEMO2.password)
  await post('/v1/user/favorite/add', { item_id: item.item_id })
  expect((await mine(other)).total).toBe(0)
  expect(await api.ok('/v1/user/favorite/state', { item_id: item.item_id }, { token: other })).toEqual({ item_id: item.item_id, favorited: false, total: 1 })
  expect((await api.call('/v1/user/favorite/list', {}, { token: null })).status).toBe(401)
  expect((await api.call('/v1/user/favorite/add', { item_id: item.item_id }, { token: null, method: 'POST' })).status).toBe(401)
  expect(await post('/v1/user/favorite/add', { item_id: 999999 })).toMatchObject({ status: 4004, message: '饰品不存在' })
  expect(await post('/v1/user/favorite/add', { item_id: 'abc' })).toMatchObject({ status: 4000 })
  expect((await api.call('/v1/user/favorite/add', { item_id: item.item_id }, { token, method: 'GET' })).status).toBe(405)
})

it('keeps at most 500 items: the 501st is refused, a kept one may be kept again', async () => {
  for (let id = 1; id <= 500; id++) expect((await post('/v1/user/favorite/add', { item_id: id })).status).toBe(200)
  expect(await post('/v1/user/favorite/add', { item_id: 501 })).toMatchObject({ status: 4009, message: '最多收藏 500 件饰品，请先取消一些' })
  expect((await post('/v1/user/favorite/add', { item_id: 7 })).status).toBe(200)
  await post('/v1/user/favorite/remove', { item_id: 7 })
  expect((await post('/v1/user/favorite/add', { item_id: 501 })).status).toBe(200)
}, 120_000)

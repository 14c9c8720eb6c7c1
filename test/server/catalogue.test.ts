import { startApi, type TestApi } from './apiClient'
import type { ItemDetail, ItemSummary, Page, SellerShop } from '../../types/api'
import { parseCents } from '../../server/domain/money'

let api: TestApi
beforeAll(async () => { api = await startApi() })
afterAll(() => api.close())

const list = (params: Record<string, unknown>) => api.ok<Page<ItemSummary>>('/v3/store/item/list', params)

describe('seed catalogue', () => {
  it('has at least 300 items, 2,000 listings from several sellers, both games, all wears and StatTrak', async () => {
    const cs = await list({ appid: 730, page_size: 1 })
    const dota = await list({ appid: 570, page_size: 1 })
    expect(cs.total + dota.total).toBeGreaterThanOrEqual(300)
    for (const exterior of ['崭新出厂', '略有磨损', '久经沙场', '破损不堪', '战痕累累']) {
      expect((await list({ appid: 730, exterior, page_size: 1 })).total).toBeGreaterThan(0)
    }
    expect((await list({ appid: 730, quality: 'StatTrak™', page_size: 1 })).total).toBeGreaterThan(50)
    let listings = 0
    const sellers = new Set<number>()
    for (const appid of [570, 730]) {
      for (let page = 1; ; page++) {
        const batch = await list({ appid, page, page_size: 100 })
        listings += batch.list.reduce((sum, item) => sum + item.on_sale_count, 0)
        if (!batch.has_more) break
      }
    }
    expect(listings).toBeGreaterThanOrEqual(2000)
    const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: 1 })
    detail.listings.forEach((listing) => sellers.add(listing.seller.seller_id))
    expect(sellers.size).toBeGreaterThan(1)
  })

  it('is the same after every start (deterministic seed)', async () => {
    const other = await startApi()
    try {
      expect(await other.ok('/v3/store/item/list', { appid: 730, sort: 'price_asc' })).toEqual(await list({ appid: 730, sort: 'price_asc' }))
    } finally {
      await other.close()
    }
  })
})

describe('games menu', () => {
  it('lists DOTA2 570 (main) and CS2 730', async () => {
    const menu = await api.ok('/v4/sys/menu/game-menu-multi')
    expect(menu.main_game).toMatchObject({ appid: 570, zh_name: 'DOTA2' })
    expect(menu.games.map((g: { appid: number }) => g.appid)).toEqual([570, 730])
  })
})

describe('item list', () => {
  it('defaults to DOTA2, popular first, 20 a page', async () => {
    const page = await list({})
    expect(page.list).toHaveLength(20)
    expect(page.list.every((item) => item.appid === 570)).toBe(true)
    expect(page).toMatchObject({ page: 1, page_size: 20, has_more: true })
  })

  it('pages without overlap', async () => {
    const one = await list({ appid: 730, page: 1, page_size: 10 })
    const two = await list({ appid: 730, page: 2, page_size: 10 })
    const ids = new Set([...one.list, ...two.list].map((item) => item.item_id))
    expect(ids.size).toBe(20)
    const beyond = await list({ appid: 730, page: 999, page_size: 10 })
    expect(beyond).toMatchObject({ list: [], has_more: false })
  })

  it('sorts by price both ways', async () => {
    const asc = (await list({ appid: 730, sort: 'price_asc', page_size: 50 })).list.map((item) => parseCents(item.min_price)!)
    const desc = (await list({ appid: 730, sort: 'price_desc', page_size: 50 })).list.map((item) => parseCents(item.min_price)!)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    expect(desc[0]).toBeGreaterThan(asc[0])
    expect((await list({ appid: 730, sort: 'newest' })).list).toHaveLength(20)
  })

  it('filters by category, rarity, quality, wear, price range and keyword', async () => {
    expect((await list({ appid: 730, category: '匕首', page_size: 100 })).list.every((i) => i.category === '匕首')).toBe(true)
    expect((await list({ appid: 730, rarity: '隐秘', page_size: 100 })).list.every((i) => i.rarity === '隐秘')).toBe(true)
    expect((await list({ appid: 570, quality: '铭刻', page_size: 100 })).list.every((i) => i.name.startsWith('铭刻'))).toBe(true)
    expect((await list({ appid: 730, exterior: '战痕累累', page_size: 100 })).list.every((i) => i.exterior === '战痕累累')).toBe(true)
    const ranged = await list({ appid: 730, min_price: '100', max_price: '200.50', page_size: 100 })
    expect(ranged.total).toBeGreaterThan(0)
    expect(ranged.list.every((i) => parseCents(i.min_price)! >= 10000 && parseCents(i.min_price)! <= 20050)).toBe(true)
    const keyword = await list({ appid: 730, keyword: '二西莫夫', page_size: 100 })
    expect(keyword.total).toBeGreaterThan(10)
    expect(keyword.list.every((i) => i.name.includes('二西莫夫'))).toBe(true)
    expect((await list({ appid: 730, keyword: 'asiimov' })).total).toBe(keyword.total)
    expect((await list({ appid: 730, keyword: '%' })).total).toBe(0)
  })

  it('refuses bad filters in Chinese', async () => {
    expect((await api.call('/v3/store/item/list', { appid: 440 })).message).toBe('暂不支持该游戏')
    expect((await api.call('/v3/store/item/list', { min_price: '-5' })).message).toBe('最低价不能为负数')
    expect((await api.call('/v3/store/item/list', { min_price: '9', max_price: '1' })).message).toBe('最低价不能高于最高价')
    expect((await api.call('/v3/store/item/list', { sort: 'random' })).message).toBe('排序不在可选范围内')
    expect((await api.call('/v3/store/item/list', { page_size: 1000 })).message).toBe('每页数量超出范围')
  })
})

describe('item detail', () => {
  it('has wear entries, on-sale listings cheapest first, recent sales and 90 days of prices', async () => {
    const { list: found } = await list({ appid: 730, keyword: 'AK-47 | 红线 (久经沙场)' })
    const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: found[0].item_id })
    expect(detail.wears.map((w) => w.exterior)).toEqual(['崭新出厂', '略有磨损', '久经沙场', '破损不堪', '战痕累累'])
    expect(detail.wears.every((w) => w.item_id > 0)).toBe(true)
    const prices = detail.listings.map((l) => parseCents(l.price)!)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(detail.min_price).toBe(detail.listings[0].price)
    for (const listing of detail.listings) {
      expect(Number(listing.wear)).toBeGreaterThanOrEqual(0.15)
      expect(Number(listing.wear)).toBeLessThan(0.38)
      expect(listing.seller.nickname).toBeTruthy()
    }
    expect(detail.recent_sales.length).toBeGreaterThan(0)
    expect(detail.price_history).toHaveLength(90)
    expect(detail.price_history[89].date).toBe('2026-11-22')
  })

  it('has no wears for DOTA2 items and answers 4004 for unknown ids', async () => {
    const detail = await api.ok<ItemDetail>('/v3/store/item/detail', { item_id: (await list({ appid: 570 })).list[0].item_id })
    expect(detail.wears).toEqual([])
    expect(detail.listings[0].wear).toBeNull()
    expect(await api.call('/v3/store/item/detail', { item_id: 999999 })).toMatchObject({ status: 4004, message: '饰品不存在' })
  })
})

describe('search and seller shop', () => {
  it('gives hot words and keyword suggestions', async () => {
    expect((await api.ok('/v3/store/search/hot-words', { appid: 730 }))[0]).toEqual({ word: 'AK-47' })
    const suggestions = await api.ok('/v3/store/search/suggest', { keyword: '蝴蝶', appid: 730 })
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions[0].name).toContain('蝴蝶刀')
    expect((await api.call('/v3/store/search/suggest', {})).message).toBe('请填写关键词')
  })

  it('shows a seller shop with paged listings', async () => {
    const shop = await api.ok<SellerShop>('/v3/store/seller/shop', { seller_id: 2, page_size: 5 })
    expect(shop.seller.nickname).toBe('刀塔老司机')
    expect(shop.listings.list).toHaveLength(5)
    expect(shop.listings.list.every((l) => l.seller.seller_id === 2 && l.item.item_id === l.item_id)).toBe(true)
    expect(shop.listings.total).toBeGreaterThan(100)
    expect((await api.call('/v3/store/seller/shop', { seller_id: 9999 })).status).toBe(4004)
  })
})

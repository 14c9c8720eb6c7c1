import { startApi, type TestApi } from './apiClient'
import type { ItemSummary, KeywordSuggestion, Page } from '../../types/api'
import { ALIASES, matchTier, searchName, searchQuery, Tier } from '../../server/domain/search'

let api: TestApi
beforeAll(async () => { api = await startApi() })
afterAll(() => api.close())

const list = (params: Record<string, unknown>) => api.ok<Page<ItemSummary>>('/v3/store/item/list', params)
const names = async (params: Record<string, unknown>) => (await list({ page_size: 100, ...params })).list.map((item) => item.name)
const tierOf = (keyword: string, name: string) => matchTier(searchQuery(keyword), [searchName(name)])

describe('match tiers (domain/search)', () => {
  it('puts the name start above a whole word, a whole word above a word start, and a word start above the inside of a word', () => {
    expect(tierOf('AK-47 | 红线 (久经沙场)', 'AK-47 | 红线 (久经沙场)')).toBe(Tier.exact)
    expect(tierOf('ak', 'StatTrak™ AK-47 | 红线 (久经沙场)')).toBe(Tier.nameStart)
    expect(tierOf('红线', 'AK-47 | 红线 (久经沙场)')).toBe(Tier.wholeWord)
    expect(tierOf('bay', 'M9 Bayonet | Tiger Tooth')).toBe(Tier.wordStart)
    expect(tierOf('ak', '★ StatTrak™ M9 刺刀 | 虎牙 (崭新出厂)')).toBe(Tier.insideWord)
    expect(tierOf('ak', '沙漠之鹰 | 炽烈之炎 (崭新出厂)')).toBe(Tier.none)
  })

  it('reads "ak47", "ak 47", "Ak-47" and "ＡＫ４７" alike', () => {
    for (const keyword of ['ak47', 'ak 47', 'Ak-47', 'ＡＫ４７', 'AK47 ']) expect(tierOf(keyword, 'AK-47 | 火蛇 (崭新出厂)')).toBe(Tier.nameStart)
  })

})

describe('item list search', () => {
  it('"AK" lists AK-47s first and never a StatTrak™ knife or anything matched only inside a word', async () => {
    const found = await names({ appid: 730, keyword: 'AK' })
    expect(found.length).toBeGreaterThan(20)
    expect(found.every((name) => /AK-47/.test(name))).toBe(true)
  })

  it('keeps the asked sort inside a match tier', async () => {
    const page = await list({ appid: 730, keyword: 'AK', sort: 'price_asc', page_size: 100 })
    const cents = page.list.map((item) => Math.round(Number(item.min_price) * 100))
    expect(cents).toEqual([...cents].sort((a, b) => a - b))
  })

  it.each(['ak47', 'ak 47', 'Ak-47', '阿卡', 'aka'])('"%s" finds the AK-47s', async (keyword) => {
    const page = await list({ appid: 730, keyword, page_size: 100 })
    expect(page.total).toBe((await list({ appid: 730, keyword: 'AK-47', page_size: 1 })).total)
    expect(page.list.every((item) => item.name.includes('AK-47'))).toBe(true)
  })

  it('knows the nicknames: 大狙 is the AWP, 龙狙 the Dragon Lore, 蝴蝶 the butterfly knife, 沙鹰 the Desert Eagle', async () => {
    const awp = await names({ appid: 730, keyword: '大狙' })
    expect(awp.length).toBeGreaterThan(0)
    expect(awp.every((name) => name.includes('AWP'))).toBe(true)
    const lore = await names({ appid: 730, keyword: '龙狙' })
    expect(lore.length).toBeGreaterThan(0)
    expect(lore.every((name) => name.includes('AWP | 巨龙传说'))).toBe(true)
    expect((await names({ appid: 730, keyword: '蝴蝶' })).every((name) => name.includes('蝴蝶刀'))).toBe(true)
    expect((await names({ appid: 730, keyword: 'butterfly' })).every((name) => name.includes('蝴蝶刀'))).toBe(true)
    expect((await names({ appid: 730, keyword: '沙鹰' }))[0]).toContain('沙漠之鹰')
  })

  it('every alias in the table finds at least one item of the catalogue', async () => {
    for (const alias of Object.keys(ALIASES)) {
      const found = (await list({ appid: 730, keyword: alias, page_size: 1 })).total + (await list({ appid: 570, keyword: alias, page_size: 1 })).total
      expect([alias, found > 0]).toEqual([alias, true])
    }
  })

  it('pages the ranked list without repeats and counts every match', async () => {
    const first = await list({ appid: 730, keyword: 'AWP', page_size: 10 })
    const second = await list({ appid: 730, keyword: 'AWP', page: 2, page_size: 10 })
    expect(first.total).toBeGreaterThan(20)
    expect(first.has_more).toBe(true)
    expect(new Set([...first.list, ...second.list].map((item) => item.item_id)).size).toBe(20)
  })

  it('searches the asked game only: AK-47 in DOTA2 finds nothing, in CS2 it finds the rifles', async () => {
    expect((await list({ appid: 570, keyword: 'AK-47' })).total).toBe(0)
    expect((await list({ appid: 730, keyword: 'AK-47' })).total).toBeGreaterThan(0)
  })

  it('suggests with the same ranking', async () => {
    const suggestions = await api.ok<KeywordSuggestion[]>('/v3/store/search/suggest', { appid: 730, keyword: 'ak' })
    expect(suggestions).toHaveLength(10)
    expect(suggestions.every((entry) => entry.name.includes('AK-47'))).toBe(true)
    const lore = await api.ok<KeywordSuggestion[]>('/v3/store/search/suggest', { appid: 730, keyword: '龙狙' })
    expect(lore[0].name).toContain('巨龙传说')
  })
})

describe('item list wear range', () => {
  it('keeps items with a listing on sale inside the range', async () => {
    const all = (await list({ appid: 730, page_size: 1 })).total
    const fresh = await list({ appid: 730, min_wear: '0', max_wear: '0.07', page_size: 100 })
    expect(fresh.total).toBeGreaterThan(0)
    expect(fresh.total).toBeLessThan(all)
    expect(fresh.list.every((item) => item.name.includes('崭新出厂'))).toBe(true)
    const scarred = await list({ appid: 730, min_wear: '0.45', page_size: 100 })
    expect(scarred.list.every((item) => item.name.includes('战痕累累') || item.name.includes('破损不堪'))).toBe(true)
  })

  it.each([
    [{ appid: 730, min_wear: '0.5', max_wear: '0.2' }, '最低磨损不能高于最高磨损'],
    [{ appid: 730, min_wear: '-0.1' }, '最低磨损不能为负数'],
    [{ appid: 730, max_wear: 'abc' }, '最高磨损必须是 0 到 1 之间的数字，如 0.07'],
    [{ appid: 730, max_wear: '1.5' }, '最高磨损必须在 0 到 1 之间'],
    [{ appid: 570, min_wear: '0.1' }, '该游戏的饰品没有磨损，不能按磨损筛选']
  ])('refuses %j with a clear message', async (params, message) => {
    const answer = await api.call('/v3/store/item/list', params)
    expect(answer.status).toBe(4000)
    expect(answer.message).toBe(message)
  })
})

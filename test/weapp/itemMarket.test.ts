import type { Favorite, ItemSummary, Page } from '../../types/api'
import { weappSuite } from './harness'

// Issue 11 items 6-7 in the mini-program build (README.md): the chart's ranges, the bid beside the price, 收藏.
const suite = weappSuite()
const joined = (texts: string[]): string => texts.join(' ').replace(/\s+/g, ' ')

test('the item page shows the chart summary and the highest buy order, switches to 7 days, and 收藏 keeps the item', async () => {
  const token = await suite.api.login()
  const [item] = (await suite.api.ok<Page<ItemSummary>>('/v3/store/item/list', { appid: 570, page_size: 1 })).list
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  expect(mp.navigate('navigateTo', `/pages/item/index?id=${item.item_id}`)).toBeNull()
  await mp.waitFor('the chart summary', () => joined(mp.texts()).includes('近 30 天'))
  expect(joined(mp.texts())).toContain('最高求购')
  mp.tap('7 天')
  await mp.waitFor('the 7-day summary', () => joined(mp.texts()).includes('近 7 天'))
  mp.tap('收藏')
  await mp.waitFor('the kept state', () => mp.texts().includes('已收藏'))
  const kept = await suite.api.ok<Page<Favorite>>('/v1/user/favorite/list', {}, { token })
  expect(kept.list.map((row) => row.item_id)).toEqual([item.item_id])
  // and 我的收藏 lists it with its lowest price
  expect(mp.navigate('navigateTo', '/pages/user/favorites/index')).toBeNull()
  await mp.waitForText(kept.list[0].name)
  expect(mp.texts()).toContain(kept.list[0].min_price)
})

import { weappSuite } from './harness'

// Issue 15 item 1 (h14) in the production mini-program build: the movers page ranks from the API and switches list,
// a row opens its item page; my price alerts list an alert set through the API (server/README.md "Price fluctuation and alerts").
const suite = weappSuite()
interface Mover { item: { name: string, exterior: string | null }, change_pct: string }
/** The name a row shows: without its wear suffix (" (略有磨损)"), which the tags below it show. */
const shownName = ({ item }: Mover): string => {
  const suffix = item.exterior ? ` (${item.exterior})` : ''
  return suffix && item.name.endsWith(suffix) ? item.name.slice(0, -suffix.length) : item.name
}

test('价格波动: risers with their change, 跌幅榜 on a tap, a row opens the item page', async () => {
  const mp = suite.boot({ storage: { token: await suite.api.login() } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/fluctuation/index')).toBeNull()
  await mp.waitForText('参考价')
  mp.tap('CS2')
  const risers = await suite.api.ok<{ list: Mover[] }>('/v1/price/movers', { appid: 730, period: '7', kind: 'up' })
  await mp.waitForText(shownName(risers.list[0]))
  expect(mp.texts().join('')).toContain(`+${risers.list[0].change_pct}%`)
  mp.tap('跌幅榜')
  const fallers = await suite.api.ok<{ list: Mover[] }>('/v1/price/movers', { appid: 730, period: '7', kind: 'down' })
  // the same skin may rise in one wear and fall in another, and the rows name it without the wear: the faller's
  // change tells the lists apart
  await mp.waitFor('the fallers', () => [shownName(fallers.list[0]), `${fallers.list[0].change_pct}%`].every((text) => mp.texts().join('').includes(text)))
  mp.tap(shownName(fallers.list[0]))
  await mp.waitForText('价格走势')
  expect(mp.current()!.route).toBe('pages/item/index')
})

test('价格提醒: an alert set through the API is listed as watching', async () => {
  const token = await suite.api.login()
  await suite.api.ok('/v1/price/alert/add', { item_id: 1, direction: 'up', threshold: '99999.00' }, { token, method: 'POST' })
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/fluctuation/setting/index')).toBeNull()
  await mp.waitForText('99999.00')
  expect(mp.texts().join('')).toContain('涨到 ¥99999.00')
  expect(mp.texts().join('')).toContain('监控中 1/20')
  expect(mp.texts().join('')).toContain('添加提醒')
})

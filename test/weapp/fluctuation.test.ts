import { weappSuite } from './harness'

// Issue 15 item 1 (h14) in the production mini-program build: the movers page ranks from the API and switches list,
// a row opens its item page; my price alerts list an alert set through the API (server/README.md "Price fluctuation and alerts").
const suite = weappSuite()

test('价格波动: risers with their change, 跌幅榜 on a tap, a row opens the item page', async () => {
  const mp = suite.boot({ storage: { token: await suite.api.login() } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/fluctuation/index')).toBeNull()
  await mp.waitForText('参考价')
  mp.tap('CS2')
  const risers = await suite.api.ok<{ list: Array<{ item: { name: string }, change_pct: string }> }>('/v1/price/movers',
    { appid: 730, period: '7', kind: 'up' })
  await mp.waitForText(risers.list[0].item.name)
  expect(mp.texts().join('')).toContain(`+${risers.list[0].change_pct}%`)
  mp.tap('跌幅榜')
  const fallers = await suite.api.ok<{ list: Array<{ item: { name: string }, change_pct: string }> }>('/v1/price/movers',
    { appid: 730, period: '7', kind: 'down' })
  await mp.waitForText(fallers.list[0].item.name)
  expect(mp.texts().join('')).toContain(`${fallers.list[0].change_pct}%`)
  mp.tap(fallers.list[0].item.name)
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

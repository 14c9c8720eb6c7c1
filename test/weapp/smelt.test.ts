import { weappSuite } from './harness'

// Issue 14 item 3 (h11) in the production mini-program build: three restricted skins (dev hook) smelted on
// /pages/smelt/index after the confirm sheet; the result sheet shows the output and its fairness record (待公开种子 until revealed).
const suite = weappSuite()

test('smelt: the demo user smelts three items and sees the output and its draw', async () => {
  const token = await suite.api.login()
  await suite.api.ok<{ asset_ids: string[] }>('/dev/tradeup/stock', { rarity: '受限' }, { token, method: 'POST' })
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/smelt/index')).toBeNull()
  await mp.waitForText('磨损 0.160000', 8000)
  for (const wear of ['0.160000', '0.180000', '0.200000']) mp.tap(`磨损 ${wear}`)
  await mp.waitForText('可能产出', 8000)
  mp.answerModals(true)
  mp.tap('熔炼')
  // the inputs are consumed for good: the confirm sheet asks first, not a system dialog
  await mp.waitForText('确认熔炼')
  expect(mp.wx.modals.map((modal) => modal.title)).not.toContain('确认熔炼')
  mp.tap('开始熔炼')
  await mp.waitForText('熔炼结果', 8000)
  expect(mp.texts().join('')).toContain('3 件饰品已熔炼 · 产出已放入库存')
  expect(mp.texts().join('')).toContain('待公开种子')
  expect(mp.texts().join('')).toContain('已选 0/10')
})

import { weappSuite } from './harness'

// Issue 15 item 2 (h17) in the production mini-program build: the fee-free campaign /pages/active/exemptFee/index (a seeded
// row of the promotion engine) read and joined by the demo user; its perk card appears once joined.
const suite = weappSuite()

test('exemptFee: the demo user joins fee-free selling and sees the perk card', async () => {
  const token = await suite.api.login()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/active/exemptFee/index')).toBeNull()
  await mp.waitForText('出售免手续费', 8000)
  expect(mp.texts().join('')).toContain('活动期间前 10 笔出售免手续费')
  mp.tap('立即报名')
  await mp.waitForText('我的免手续费', 8000)
  expect(mp.wx.requests.some((request) => request.url.includes('/v1/promotion/join'))).toBe(true)
  await mp.waitForText('报名后出售饰品，前 10 笔免收手续费，节省的手续费会记在这里', 8000)
  expect(mp.wx.toasts).toContain('报名成功')
})

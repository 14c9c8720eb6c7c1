import { weappSuite } from './harness'

// Issue 15 item 2 (h18) in the production mini-program build: the seasonal event /pages/active/newyear/index (a seeded
// row of the promotion engine) read, joined, and its first login-day tier claimed after a later login; the mine tab's
// 活动 entry opens it.
const suite = weappSuite()

test('newyear: the demo user joins the seasonal event, logs in again, claims the first tier', async () => {
  const token = await suite.api.login()
  suite.api.advance(60) // joins a minute after that login, which therefore does not count
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/active/newyear/index')).toBeNull()
  await mp.waitForText('每日签到礼', 8000)
  expect(mp.texts().join('')).toContain('登录天数 7 天')
  mp.tap('立即报名')
  await mp.waitForText('再登录天数 1 天 可得', 8000)
  expect(mp.wx.requests.some((request) => request.url.includes('/v1/promotion/join'))).toBe(true)
  suite.api.advance(60)
  await suite.api.login() // a login after joining counts its Beijing day
  const second = suite.boot({ storage: { token } })
  second.launch()
  expect(second.navigate('navigateTo', '/pages/active/newyear/index')).toBeNull()
  await second.waitForText('再登录天数 2 天 可得', 8000)
  second.tap('领取')
  await second.waitFor('the tier to say 已领取', () => second.texts().includes('已领取'), 8000)
  expect(second.wx.toasts).toContain('已领取 优惠券 CS2 满 100 减 10')
})

import { weappSuite } from './harness'

// Issue 15 tournament match guess (h13) in the production mini-program build: the Major page (the shared engine with
// game = major) shows the demo user's points, the live match locked and the seeded finished result.
const suite = weappSuite()

test('major guess: points, a locked live match and a finished result', async () => {
  const mp = suite.boot({ storage: { token: await suite.api.login() } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/major/index')).toBeNull()
  await mp.waitForText('CS2 Major 竞猜')
  const texts = mp.texts().join('')
  expect(texts).toContain('我的积分 100')
  expect(texts).toContain('比赛进行中 · 已封盘')
  expect(texts).toContain('已结束 2:0')
})

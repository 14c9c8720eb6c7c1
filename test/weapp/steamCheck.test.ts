import { weappSuite } from './harness'

// Issue 14 item 5 (h9) in the production mini-program build: the demo user runs the Steam check and its report lists
// the seeded finding of the demo Steam id (a Web API key, server/README.md "Steam account check").
const suite = weappSuite()

test('steam check: the demo user runs the check and the report shows the API key finding', async () => {
  const mp = suite.boot({ storage: { token: await suite.api.login() } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/steamCheck/index')).toBeNull()
  await mp.waitForText('尚未检测')
  mp.tap('开始检测')
  await mp.waitForText('Web API Key 风险', 8000)
  expect(mp.texts().join('')).toContain('可以交易，建议处理风险')
})

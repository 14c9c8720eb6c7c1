import { weappSuite } from './harness'

// Issue 14 item 7 (h13) in the production mini-program build: the seeded anchor opens the streamer backstage and
// sees the commission with its daily chart; the demo user (no anchor role) sees the no-access state.
const suite = weappSuite()

test('backstage: the anchor sees the commission and the chart, the demo user the no-access state', async () => {
  const anchor = suite.boot({ storage: { token: await suite.api.login('13700137000') } })
  anchor.launch()
  expect(anchor.navigate('navigateTo', '/pages/backstage/anchor')).toBeNull()
  await anchor.waitForText('每日佣金')
  expect(anchor.texts().join('')).toContain('主播阿哲')
  expect(anchor.texts().join('')).toContain('近7天佣金（元）')

  const demo = suite.boot({ storage: { token: await suite.api.login() } })
  demo.launch()
  expect(demo.navigate('navigateTo', '/pages/backstage/anchor')).toBeNull()
  await demo.waitForText('你还不是主播')
})

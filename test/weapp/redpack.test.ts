import { weappSuite } from './harness'

// Issue 13 item 5 (h5) in the production mini-program build: a shared red packet opened once (the share shows, a second
// open is refused by the server), and the red envelope event listing its tasks.
const suite = weappSuite()

test('red packet: open a shared packet once; the event page lists its tasks', async () => {
  const token = await suite.api.login()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/redpack/index?code=C5NEWYR8')).toBeNull()
  await mp.waitForText('新春分享红包')
  mp.tap('開')
  await mp.waitForText('已存入余额，可直接用于购买饰品')
  const again = await suite.api.call('/v1/redpack/open', { code: 'C5NEWYR8' }, { token })
  expect(again.status).toBe(4009)
  expect(mp.navigate('navigateTo', '/pages/topic/red-envelope-event/index')).toBeNull()
  await mp.waitForText('新人红包')
  await mp.waitForText('立即领取')
})

import { weappSuite } from './harness'

// Issue 14 item 6 (h9) in the production mini-program build: the invite page shows my code and shares a card that
// opens the invite page with that code (server/README.md "Tasks and invites"); the task centre lists its tasks.
const suite = weappSuite()

test('invite: my code and a share card pointing at the invite page with it', async () => {
  const mp = suite.boot({ storage: { token: await suite.api.login() } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/task/invite/index')).toBeNull()
  await mp.waitForText('我的邀请码')
  expect(mp.texts().join('')).toContain('分享给好友')
  const info = await suite.api.ok<{ code: string }>('/v1/invite/info', {}, { token: await suite.api.login() })
  const share = mp.current()!.onShareAppMessage as (options: unknown) => { title: string, path: string }
  expect(share.call(mp.current(), { from: 'button' })).toMatchObject({ path: `/pages/task/invite/index?code=${info.code}` })
})

test('task centre: the demo user sees daily and new-user tasks with a reward to claim', async () => {
  const mp = suite.boot({ storage: { token: await suite.api.login() } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/task/award/index')).toBeNull()
  await mp.waitForText('新手任务')
  expect(mp.texts().join('')).toContain('首次充值')
})

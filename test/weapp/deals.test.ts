import type { Haggle } from '../../src/contract/deals'
import { DEMO2 } from '../../server/db/seed'
import { weappSuite } from './harness'

// Issue 14 items 1-2 (h7) in the production mini-program build: my haggle offers the share card (onShareAppMessage with
// the help page and the haggle id) instead of a copied link; the friend helps from that page; the grab list counts down.
const suite = weappSuite()

test('haggle: the share card points at the help page, and a friend helps from it', async () => {
  const owner = await suite.api.login()
  const prizes = await suite.api.ok<{ list: Array<{ prize_id: number }> }>('/v1/activity/haggle/prizes', {}, { token: owner })
  const haggle = await suite.api.ok<Haggle>('/v1/activity/haggle/start', { prize_id: prizes.list[0].prize_id }, { token: owner, method: 'POST' })

  const mp = suite.boot({ storage: { token: owner } })
  mp.launch()
  expect(mp.navigate('navigateTo', `/pages/haggle/detail/index?haggle_id=${haggle.haggle_id}`)).toBeNull()
  await mp.waitForText('分享给好友砍一刀')
  expect(mp.texts().join('')).not.toContain('复制链接')
  const share = mp.current()!.onShareAppMessage as (options: unknown) => { title: string, path: string }
  expect(share.call(mp.current(), { from: 'button' })).toMatchObject({ path: `/pages/haggle/power/index?haggle_id=${haggle.haggle_id}` })
  mp.close()

  const friend = suite.boot({ storage: { token: await suite.api.login(DEMO2.phone, DEMO2.password) } })
  friend.launch()
  expect(friend.navigate('navigateTo', `/pages/haggle/power/index?haggle_id=${haggle.haggle_id}`)).toBeNull()
  await friend.waitForText('邀请你帮TA砍一刀')
  friend.tap('帮TA砍一刀')
  await friend.waitFor('the cut', () => /你帮TA砍掉了 ¥\d+\.\d\d/.test(friend.texts().join('')), 8000)
})

test('grab: the drop list shows live drops with their countdown', async () => {
  const mp = suite.boot({ storage: {} })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/grab/index')).toBeNull()
  await mp.waitForText('正在疯抢')
  await mp.waitFor('a countdown', () => /距结束 \d\d:\d\d:\d\d/.test(mp.texts().join('')), 5000)
})

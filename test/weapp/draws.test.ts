import { weappSuite } from './harness'

// Issue 13 (h4) in the production mini-program build: a roll room joined, then closed by the dev hook and verified on the
// device (js-sha256, no WebCrypto); a gift box opened and its draw verified after the seed is revealed.
const suite = weappSuite()

test('roll room: join, then the drawn room shows 已验证; a gift box opens and verifies', async () => {
  const token = await suite.api.login()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/roll/index?id=1')).toBeNull()
  await mp.waitForText('新人福利 Roll 房 · 每周三开奖')
  mp.tap('立即参与')
  await mp.waitForText('已参与，等待开奖')
  expect((await suite.api.call('/dev/roll/close', { roll_id: 1 }, { method: 'POST' })).status).toBe(200)
  expect(mp.navigate('redirectTo', '/pages/roll/index?id=1')).toBeNull()
  await mp.waitForText('中奖名单')
  await mp.waitForText('已验证')

  const [first] = (await suite.api.call<Array<{ price: string }>>('/v1/box/list', { kind: 'box', appid: 730 })).data
  expect(mp.navigate('navigateTo', '/pages/active/giftbox/index')).toBeNull()
  await mp.waitForText('奖池与概率')
  mp.tap(`开 ×1  ¥${first.price}`)
  await mp.waitForText(`支付 ¥${first.price} 开启 1 次`)
  mp.tap('确认支付')
  await mp.waitForText('待公开种子')
  mp.tap('公开服务端种子并验证')
  await mp.waitForText('已验证')
})

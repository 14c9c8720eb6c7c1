import { weappSuite } from './harness'

// Issue 15 item 4 (h16) in the production mini-program build: the outside-link recharge entry opens with the link's amount,
// offers no Alipay inside WeChat (a link asking for it falls back to WeChat Pay) and pays by WeChat through the shared flow.
const suite = weappSuite()

test('/pages/recharge/index: the link’s amount, no Alipay inside WeChat, a WeChat recharge credits the balance', async () => {
  const token = await suite.api.login()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/recharge/index?amount=500&channel=alipay')).toBeNull()
  await mp.waitForText('微信支付')
  await mp.waitForText('确认支付 ¥503.00')
  expect(mp.texts().join('')).not.toContain('支付宝')
  expect((await suite.api.ok<{ balance: string }>('/v1/user/my', {}, { token })).balance).toBe('5000.00')
  mp.tap('确认支付 ¥503.00')
  await mp.waitForText('充值成功')
  expect((await suite.api.ok<{ balance: string }>('/v1/user/my', {}, { token })).balance).toBe('5500.00')
})

import { weappSuite } from './harness'

// Issue 13 (h6) in the production mini-program build: the CDK knapsack reveals a key and copies it with wx.setClipboardData,
// and the CDK page redeems a code against the local API (README.md).
const suite = weappSuite()

test('CDK: redeem a code, then reveal and copy the key in the knapsack', async () => {
  const token = await suite.api.login()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/cdk/index')).toBeNull()
  await mp.waitForText('立即兑换')
  mp.type('请输入 16 位兑换码', 'c5cd k000 0000 0015')
  mp.tap('立即兑换')
  await mp.waitForText('已存入余额 ¥6.00')
  mp.type('请输入 16 位兑换码', 'C5CD-K000-0000-0015')
  mp.tap('立即兑换')
  await mp.waitForText('该兑换码你已兑换过，奖励不会重复发放')
  expect(mp.navigate('navigateTo', '/pages/cdk/knapsack/index')).toBeNull()
  await mp.waitForText('A7F3-****-****-4E5B')
  mp.tap('查看卡密')
  await mp.waitForText('A7F3-19C2-88D0-4E5B')
  mp.tap('复制卡密')
  await mp.waitFor('the clipboard', () => mp.wx.calls.includes('setClipboardData'))
  expect(mp.navigate('navigateTo', '/pages/my-rewards/index')).toBeNull()
  await mp.waitForText('卡密 Steam 钱包充值卡 50 元')
})

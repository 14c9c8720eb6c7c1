import { DEMO } from '../../server/db/seed'
import { weappSuite } from './harness'

// Issue 15 item 3 (h15) in the production mini-program build: a partner app's authorise request opens on
// /pages/thirdauth/index (the query arrives undecoded), 同意授权 issues the grant (the mini-program cannot open the partner's
// web page, so it says to return to the app), and the grant is then live for 授权管理; the OOS mall lists its offers;
// 平台兑换's 转出 takes the pay password on our pad inside the confirm sheet (h19).
const suite = weappSuite()
const REDIRECT = 'https://pricehelper.example/auth/c5/callback'

test('thirdauth: the app and its scopes, 同意授权, the grant listed', async () => {
  const token = await suite.api.login()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  const query = `client_id=price_helper&redirect_uri=${encodeURIComponent(REDIRECT)}&scope=profile%20inventory&state=wx1&response_type=code`
  expect(mp.navigate('navigateTo', `/pages/thirdauth/index?${query}`)).toBeNull()
  await mp.waitForText('「饰品价格助手」申请使用你的 C5 账号')
  expect(mp.texts().join('')).toContain('读取你的库存饰品')
  mp.tap('同意授权')
  await mp.waitForText('已授权「饰品价格助手」')
  const grants = await suite.api.ok<Array<{ app_name: string, scopes: string[] }>>('/v1/user/oauth/grants', {}, { token })
  expect(grants[0]).toMatchObject({ app_name: '饰品价格助手', scopes: expect.arrayContaining(['获取你的昵称和头像']) })
})

test('thirdauth: an unregistered redirect URI is refused on the page', async () => {
  const mp = suite.boot({ storage: { token: await suite.api.login() } })
  mp.launch()
  expect(mp.navigate('navigateTo', `/pages/thirdauth/index?client_id=price_helper&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`)).toBeNull()
  await mp.waitForText('无法完成授权')
  expect(mp.texts().join('')).toContain('回调地址未在 C5 登记')
})

test('oos mall: the offers and the user\'s points', async () => {
  const mp = suite.boot({ storage: { token: await suite.api.login() } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/oos/exchange')).toBeNull()
  await mp.waitForText('Steam 钱包 20 元兑换码')
  expect(mp.texts().join('')).toContain('1280')
})

test('thirdexchange: 转出 asks for the pay password on our pad in the confirm sheet, then moves the balance once', async () => {
  const token = await suite.api.login()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/thirdexchange/index')).toBeNull()
  await mp.waitForText('1 元 = 10 OOS 积分')
  mp.type('输入转出金额', '12.30')
  // 下一步 is disabled until the typed amount is rendered back into the field
  await mp.waitFor('the amount rendered', () => JSON.stringify(mp.current()?.data ?? {}).includes('"12.30"'))
  mp.tap('下一步')
  await mp.waitForText('确认转出 ¥12.30')
  mp.tap('支付密码')
  await mp.waitFor('the pay pad', () => mp.texts().includes('删除'))
  for (const digit of DEMO.payPassword) mp.tap(digit, { within: 'pay-pad' })
  await mp.waitFor('the pad closing at the sixth digit', () => !mp.texts().includes('删除'))
  mp.tap('确认转出 ¥12.30')
  await mp.waitFor('the sheet closing', () => !mp.texts().join('').includes('确认转出'), 5000)
  await mp.waitForText('-¥12.30')
  expect((await suite.api.ok<{ balance: string }>('/v1/user/my', {}, { token })).balance).toBe('4987.70')
})

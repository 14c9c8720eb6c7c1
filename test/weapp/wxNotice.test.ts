import { weappSuite } from './harness'

// Issue 15 WeChat notice (h13) in the production mini-program build: the notice page offers the subscribe dialog
// (not the H5 steps) and the binding code page shows a live 6-digit code.
const suite = weappSuite()

test('wx notice: the subscribe button in the mini-program, and a binding code', async () => {
  const mp = suite.boot({ storage: { token: await suite.api.login() } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/active/wxNotice/index')).toBeNull()
  await mp.waitForText('订阅交易通知')
  expect(mp.texts().join('')).toContain('未订阅')
  expect(mp.navigate('navigateTo', '/pages/active/wxNotice/bindCode/index')).toBeNull()
  await mp.waitForText('你的绑定码')
  expect(mp.texts().join('')).toMatch(/\d{6}/)
})

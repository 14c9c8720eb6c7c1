import { weappSuite } from './harness'

// Issue 14 item 4 (h12) in the production mini-program build: the demo user pastes an inspect link on /pages/verfiy/index,
// gets the 14-decimal float and paint seed (server/README.md "Item inspection"), and finds the record in 检视记录.
const suite = weappSuite()
const LINK = 'steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S76561198123456789A31415926535D1234567890123456'

test('verify: a pasted inspect link gives the float and pattern, and its record is listed', async () => {
  const mp = suite.boot({ storage: { token: await suite.api.login() } })
  mp.launch()
  expect(mp.navigate('navigateTo', '/pages/verfiy/index')).toBeNull()
  await mp.waitForText('粘贴检视链接')
  mp.type('steam://rungame/730/…/+csgo_econ_action_preview%20S…A…D…', 'https://example.com/not-a-link')
  mp.tap('检视')
  await mp.waitForText('检视链接应以 steam://rungame/730/ 开头')
  mp.type('steam://rungame/730/…/+csgo_econ_action_preview%20S…A…D…', LINK)
  mp.tap('检视')
  await mp.waitForText('涂装编号', 8000)
  expect(mp.texts().join('')).toMatch(/0\.\d{14}/)
  expect(mp.navigate('navigateTo', '/pages/verfiy/list/index')).toBeNull()
  await mp.waitForText('没有更多了', 8000)
  expect(mp.texts().join('')).toMatch(/图案模板 \d+/)
})

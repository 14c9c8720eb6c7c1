import { weappSuite } from './harness'

// Every route of the build opens in the simulated runtime for a logged-in user without a problem.
const suite = weappSuite()

test('every page of app.json (main package and subpackages) loads, shows and renders', async () => {
  const token = await suite.api.login()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  await mp.waitForText('¥')
  const tabs = (mp.appJson.tabBar?.list ?? []).map((tab) => tab.pagePath)
  const routes = [...mp.appJson.pages, ...(mp.appJson.subPackages ?? []).flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`))]
  expect(routes.length).toBeGreaterThan(100)
  const failed: string[] = []
  for (const route of routes) {
    const refused = mp.navigate(tabs.includes(route) ? 'switchTab' : 'reLaunch', `/${route}`)
    if (refused) { failed.push(`${route}: ${refused}`); continue }
    const page = mp.current()!
    // rendered: Taro's first setData put the page's tree under root
    await mp.waitFor(`${route} to render`, () => (page.data.root?.cn?.length ?? 0) > 0, 5000).catch(() => failed.push(`${route}: nothing rendered`))
    await mp.waitFor(`${route}'s first answers`, () => mp.wx.inFlight === 0, 5000).catch(() => failed.push(`${route}: answers never arrived`))
  }
  expect(failed).toEqual([])
}, 90000)

test('every link of the mine tab opens its page the way WeChat allows (no refused navigation, no page error)', async () => {
  const token = await suite.api.login()
  const mp = suite.boot({ storage: { token } })
  mp.launch()
  expect(mp.navigate('switchTab', '/pages/user/index')).toBeNull()
  await mp.waitForText('演示用户')
  const links = mp.tappableTexts()
  expect(links.length).toBeGreaterThan(10)
  const opened = new Set<string>()
  for (const link of links) {
    expect(mp.navigate('switchTab', '/pages/user/index')).toBeNull()
    await mp.waitFor(`"${link}" on the mine tab`, () => mp.tappableTexts().includes(link))
    const before = mp.wx.navigations.length
    mp.tap(link)
    await mp.waitFor(`a navigation from "${link}"`, () => mp.wx.navigations.length > before, 3000)
    opened.add(mp.current()?.route ?? '')
    await mp.waitFor(`the answers of what "${link}" opened`, () => mp.wx.inFlight === 0, 5000)
  }
  expect(opened.size).toBeGreaterThan(10)
}, 90000)

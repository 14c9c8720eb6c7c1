// npm run weapp:shots [route filter] [--demo]    (node --import tsx scripts/weapp-shots.mjs)
// Draws every page of the mini-program build's app.json (WEAPP_OUT or dist/weapp) through WeChat's own compilers
// (test/weapp/render, README.md there) and screenshots the same route of the H5 build (H5_OUT or dist/h5), both at 375×812
// against one local API (fresh in-memory database), as a visitor or with --demo as the demo user. Builds nothing.
// Writes <route>.weapp.png, <route>.h5.png and <route>.pair.png (side by side) to $WEAPP_SHOTS_OUT or $TMPDIR/weapp-shots
// and prints the share of pixels that differ for each pair, largest first.
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO } from '../server/db/seed.ts'
import { callApi, launchChromium, startSite, tokenFor } from '../test/e2e/harness.ts'
import { MiniProgram, WEAPP_DIST } from '../test/weapp/miniRuntime.ts'
import { renderScreen, SCREEN } from '../test/weapp/render/renderer.ts'
import { settle } from '../test/weapp/render/settle.ts'

const demo = process.argv.includes('--demo')
const [filter = ''] = process.argv.slice(2).filter((arg) => arg !== '--demo')
const OUT = process.env.WEAPP_SHOTS_OUT ?? join(tmpdir(), 'weapp-shots')
/** a pixel counts as changed when its r, g and b differences sum past this (anti-aliasing stays under), as scripts/screens-diff.mjs */
const THRESHOLD = 30
const started = Date.now()

const site = await startSite()
const token = demo ? await tokenFor(site.origin, DEMO.phone, DEMO.password) : null
const browser = await launchChromium()
const contextOf = async () => browser.newContext({ viewport: SCREEN, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'zh-CN' })
const [weappPage, h5Context, canvas] = [await (await contextOf()).newPage(), await contextOf(), await (await contextOf()).newPage()]
if (token) await h5Context.addCookies([{ name: 'access-token', value: token, url: site.origin }])
const h5Page = await h5Context.newPage()

// pages that show only an error without an id get one: an item on sale, and for the demo user an unpaid order of theirs
const items = await callApi(site.origin, '/v3/store/item/list', { appid: '730', sort: 'price_asc', page_size: '5', min_price: '20', max_price: '300' })
const QUERIES = { 'pages/item/index': `id=${items.list[0].item_id}`, 'pages/item/newindex': `id=${items.list[0].item_id}` }
if (token) {
  const detail = await callApi(site.origin, '/v3/store/item/detail', { item_id: String(items.list[0].item_id) })
  const listing = detail.listings.find((l) => l.seller.seller_id !== 1) ?? detail.listings[0]
  const order = await callApi(site.origin, '/v4/trade/order/create-p2p', { listing_id: String(listing.listing_id) }, token, 'POST')
  QUERIES['pages/order/detail/index'] = `id=${order.order_id}`
}

const mp = new MiniProgram({ apiOrigin: site.origin, storage: token ? { token } : {} })
mp.launch()
await settle(mp)
const tabs = (mp.appJson.tabBar?.list ?? []).map((tab) => tab.pagePath)
const routes = [...mp.appJson.pages, ...(mp.appJson.subPackages ?? []).flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`))]
  .filter((route) => route.includes(filter))
mkdirSync(OUT, { recursive: true })

const rows = []
for (const route of routes) {
  const name = route.replace(/\//g, '_')
  const url = `/${route}${QUERIES[route] ? `?${QUERIES[route]}` : ''}`
  const refused = mp.navigate(tabs.includes(route) ? 'switchTab' : 'reLaunch', url)
  if (refused) { rows.push([NaN, route, refused]); continue }
  await settle(mp)
  const problems = mp.takeProblems(/./)
  const weapp = await renderScreen(weappPage, mp).then(() => weappPage.screenshot(), (error) => { problems.push(String(error).split('\n')[0]); return null })
  await h5Page.goto(`${site.origin}${url}`, { waitUntil: 'networkidle' }).catch(() => undefined)
  await h5Page.waitForTimeout(600)
  const h5 = await h5Page.screenshot()
  if (!weapp) { rows.push([NaN, route, problems.join('; ')]); continue }
  writeFileSync(join(OUT, `${name}.weapp.png`), weapp)
  writeFileSync(join(OUT, `${name}.h5.png`), h5)
  // compared and paired in the browser: its canvas decodes and encodes the PNGs, no image library needed here
  const { share, pair } = await canvas.evaluate(async ([a, b, threshold]) => {
    const load = (png) => new Promise((resolve) => { const img = new Image(); img.onload = () => resolve(img); img.src = `data:image/png;base64,${png}` })
    const [x, y] = await Promise.all([load(a), load(b)])
    const c = document.createElement('canvas')
    c.width = x.width + 12 + y.width
    c.height = Math.max(x.height, y.height)
    const g = c.getContext('2d')
    g.fillStyle = '#ff00ff'
    g.fillRect(0, 0, c.width, c.height)
    g.drawImage(x, 0, 0)
    g.drawImage(y, x.width + 12, 0)
    const left = g.getImageData(0, 0, x.width, x.height).data
    const right = g.getImageData(x.width + 12, 0, x.width, x.height).data
    let changed = 0
    for (let k = 0; k < left.length; k += 4) {
      if (Math.abs(left[k] - right[k]) + Math.abs(left[k + 1] - right[k + 1]) + Math.abs(left[k + 2] - right[k + 2]) > threshold) changed++
    }
    return { share: changed / (left.length / 4), pair: c.toDataURL('image/png').split(',')[1] }
  }, [weapp.toString('base64'), h5.toString('base64'), THRESHOLD])
  writeFileSync(join(OUT, `${name}.pair.png`), Buffer.from(pair, 'base64'))
  rows.push([share, route, problems.length ? `mini-program problems: ${problems.join('; ').slice(0, 200)}` : ''])
}
for (const [share, route, note] of rows.sort((x, y) => (Number.isNaN(y[0]) ? 2 : y[0]) - (Number.isNaN(x[0]) ? 2 : x[0]))) {
  console.log(`${Number.isNaN(share) ? '      -' : (share * 100).toFixed(2).padStart(7)} %  ${route}${note ? `  (${note})` : ''}`)
}
console.log(`${rows.length} pages of ${WEAPP_DIST} as ${demo ? 'the demo user' : 'a visitor'} in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
  `pairs (mini-program left, H5 right) in ${OUT}`)
mp.close()
await browser.close()
await site.close()
process.exit(0)

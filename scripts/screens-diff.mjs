// node --import tsx scripts/screens-diff.mjs <buildA> <buildB> [route filter] [--demo]
// Screenshots every route of src/lib/routes.ts in two H5 builds (375×812, a visitor, or with --demo the demo user) and prints the share of pixels that
// differ, largest first; the pairs that differ are saved in $TMPDIR/screens-diff/ to look at. For changes that touch
// every screen at once (a component library, global styles): a screen that should not change must come out 0 %.
// Each build is served by the local API on its own fresh database; clocks and countdowns may differ slightly.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const demo = process.argv.includes('--demo')
const [dirA, dirB, filter = ''] = process.argv.slice(2).filter((arg) => arg !== '--demo')
if (!dirA || !dirB) throw new Error('usage: node scripts/screens-diff.mjs <buildA> <buildB> [route filter]')
const PORTS = [4501, 4502]
const OUT = join(tmpdir(), 'screens-diff')
/** a channel (0–255) differing by more than this, summed over r, g and b, counts the pixel as changed (anti-aliasing stays under) */
const THRESHOLD = 30

const routes = [...new Set(readFileSync('src/lib/routes.ts', 'utf8').match(/'pages\/[^']+'/g).map((quoted) => quoted.slice(1, -1)))]
  .filter((route) => route.includes(filter))
const servers = [dirA, dirB].map((dir, i) => spawn(process.execPath, [
  '--import',
  'tsx',
  'server/main.ts',
  '--port',
  String(PORTS[i]),
  '--db',
  ':memory:',
  '--static',
  dir
],
  { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } }))
process.on('exit', () => { for (const server of servers) server.kill() })
async function waitForServer (port) {
  for (let i = 0; i < 300; i++) {
    try { if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the local server on port ${port} did not start within 60 s (is the port taken?)`)
}
await Promise.all(PORTS.map(waitForServer))

mkdirSync(OUT, { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
/** the demo user's session on the API at `port` (README: 13800138000 / Passw0rd!), signed as the app signs */
async function demoToken (port) {
  const { signRequest } = await import('../src/lib/sign.ts')
  const url = '/api/v1/open/passport/login'
  const time = String(Date.now())
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'x-start-req-time': time, 'x-sign': signRequest('POST', url, time, null), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ type: 'password', phone: '13800138000', password: 'Passw0rd!' }).toString()
  })
  return (await response.json()).data.access_token
}
const newPage = async (port) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
  if (demo && port) await context.addCookies([{ name: 'access-token', value: await demoToken(port), url: `http://127.0.0.1:${port}` }])
  return context.newPage()
}
const [pageA, pageB, canvas] = [await newPage(PORTS[0]), await newPage(PORTS[1]), await newPage()]
const shot = async (page, port, route) => {
  await page.goto(`http://127.0.0.1:${port}/${route}`, { waitUntil: 'networkidle' }).catch(() => undefined)
  await page.waitForTimeout(600)
  return page.screenshot()
}

const rows = []
for (const route of routes) {
  const [a, b] = await Promise.all([shot(pageA, PORTS[0], route), shot(pageB, PORTS[1], route)])
  // compared in the browser: its canvas decodes the PNGs, no image library needed here
  const share = await canvas.evaluate(async ([pngA, pngB, threshold]) => {
    const load = (png) => new Promise((resolve) => { const img = new Image(); img.onload = () => resolve(img); img.src = `data:image/png;base64,${png}` })
    const pixels = (img) => {
      const c = document.createElement('canvas')
      c.width = img.width
      c.height = img.height
      const g = c.getContext('2d')
      g.drawImage(img, 0, 0)
      return g.getImageData(0, 0, img.width, img.height).data
    }
    const [x, y] = (await Promise.all([load(pngA), load(pngB)])).map(pixels)
    let changed = 0
    for (let k = 0; k < x.length; k += 4) if (Math.abs(x[k] - y[k]) + Math.abs(x[k + 1] - y[k + 1]) + Math.abs(x[k + 2] - y[k + 2]) > threshold) changed++
    return changed / (x.length / 4)
  }, [a.toString('base64'), b.toString('base64'), THRESHOLD])
  rows.push([share, route])
  if (share > 0) {
    const name = route.replace(/\//g, '_')
    writeFileSync(join(OUT, `${name}-A.png`), a)
    writeFileSync(join(OUT, `${name}-B.png`), b)
  }
}
for (const [share, route] of rows.sort((x, y) => y[0] - x[0])) console.log(`${(share * 100).toFixed(2).padStart(7)} %  ${route}`)
console.log(`${rows.filter(([share]) => share > 0).length} of ${rows.length} screens differ; pairs in ${OUT}`)
await browser.close()
process.exit(0)

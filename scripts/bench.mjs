// `npm run bench`: the size and speed budgets of DESIGN.md 9 for the production builds.
// Prints a table, writes bench/results/bench.json, marks each budget PASS or FAIL, exits 0.
//   BENCH_SKIP_BUILD=1 npm run bench   reuses dist/ as it is
import { execSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { LIMITS, weappPackageSizes } from './weapp-sizes.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync']
const PORT = Number(process.env.BENCH_PORT ?? 3900)
const ORIGIN = `http://127.0.0.1:${PORT}`
const SHOP = `${ORIGIN}/pages/market/home/index`
const KB = 1024
// H5_OUT / WEAPP_OUT: builds made elsewhere (config/index.ts honours the same variables)
const H5_DIR = process.env.H5_OUT ?? 'dist/h5'
const WEAPP_DIR = process.env.WEAPP_OUT ?? 'dist/weapp'

if (!process.env.BENCH_SKIP_BUILD) {
  for (const type of ['h5', 'weapp']) execSync(`npx taro build --type ${type}`, { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } })
}

// node itself (not npx) runs the server, so stopping the child really stops it
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', String(PORT), '--db', ':memory:', '--static', H5_DIR],
  { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } })
const stop = () => { if (server.exitCode === null) server.kill('SIGTERM') }
process.on('exit', stop)

async function waitForServer () {
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(SHOP)).ok) return } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the local server did not start')
}

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length

/** JS the shop tab fetches until the network is idle, gzip-compressed as served. */
async function shopFirstLoad () {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true })
  const scripts = new Map()
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(ORIGIN)) {
      scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)))
    }
  })
  await page.goto(SHOP, { waitUntil: 'networkidle' })
  await browser.close()
  const files = [...scripts].map(([url, body]) => ({ file: new URL(url).pathname, gzip: gzipBytes(body) }))
  return { gzip: files.reduce((sum, f) => sum + f.gzip, 0), files }
}

function h5Totals () {
  const files = readdirSync(`${H5_DIR}/js`).filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: name, gzip: gzipBytes(readFileSync(`${H5_DIR}/js/${name}`)) }))
  const largest = files.reduce((a, b) => (b.gzip > a.gzip ? b : a))
  return { totalGzip: files.reduce((sum, f) => sum + f.gzip, 0), chunks: files.length, largest }
}

function lighthouseOnce () {
  // lighthouse may exit non-zero after writing its report (e.g. when it cannot clean up Chromium's temp dir)
  let out
  try {
    out = execSync([
      'npx lighthouse', SHOP, '--quiet', '--output=json', '--output-path=stdout', '--form-factor=mobile',
      '--only-categories=performance', `--chrome-path=${CHROMIUM}`, `--chrome-flags="${FLAGS.join(' ')}"`
    ].join(' '), { maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CHROME_PATH: CHROMIUM } }).toString()
  } catch (error) {
    out = error.stdout?.toString() ?? ''
    if (!out.trim().startsWith('{')) throw new Error(`lighthouse failed: ${error.stderr?.toString().slice(-500)}`)
  }
  const report = JSON.parse(out)
  const value = (audit) => report.audits[audit]?.numericValue ?? NaN
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

try {
  await waitForServer()
  if (server.exitCode !== null) throw new Error(`the bench server exited (is port ${PORT} taken? set BENCH_PORT)`)
  const firstLoad = await shopFirstLoad()
  const h5 = h5Totals()
  const weapp = weappPackageSizes(WEAPP_DIR)
  const runs = [lighthouseOnce(), lighthouseOnce(), lighthouseOnce()]
  const lighthouse = Object.fromEntries(['score', 'lcpMs', 'tbtMs', 'cls'].map((key) => [key, median(runs.map((run) => run[key]))]))
  const largestSub = Object.entries(weapp.subpackages).reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0])

  const budgets = [
    ['H5 shop tab first-load JS (gzip)', `${(firstLoad.gzip / KB).toFixed(1)} KB`, '≤ 180 KB', firstLoad.gzip <= 180 * KB],
    ['H5 total JS (gzip)', `${(h5.totalGzip / KB).toFixed(1)} KB in ${h5.chunks} chunks`, '', null],
    ['H5 largest chunk (gzip)', `${(h5.largest.gzip / KB).toFixed(1)} KB ${h5.largest.file}`, '', null],
    ['weapp main package', `${(weapp.main / KB).toFixed(1)} KB`, '≤ 1024 KB', weapp.main <= LIMITS.mainBudget],
    ['weapp largest subpackage', `${(largestSub[1] / KB).toFixed(1)} KB ${largestSub[0]}`, '≤ 2048 KB', largestSub[1] <= LIMITS.subpackage],
    ['weapp total', `${(weapp.total / KB).toFixed(1)} KB`, '≤ 20480 KB', weapp.total <= LIMITS.total],
    ['Lighthouse mobile performance (median of 3)', `${lighthouse.score} (runs ${runs.map((r) => r.score).join(', ')})`, '≥ 90', lighthouse.score >= 90],
    ['Lighthouse LCP / TBT / CLS', `${lighthouse.lcpMs} ms / ${lighthouse.tbtMs} ms / ${lighthouse.cls}`, '', null]
  ]
  console.log('\nBench (production builds, shop tab served by the local API on loopback)\n')
  for (const [name, value, budget, pass] of budgets) {
    console.log(`${pass === null ? '    ' : pass ? 'PASS' : 'FAIL'}  ${name.padEnd(44)} ${value}${budget ? `  (budget ${budget})` : ''}`)
  }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/bench.json', JSON.stringify({
    measuredAt: new Date().toISOString(),
    h5: { shopFirstLoadGzip: firstLoad.gzip, shopFirstLoadFiles: firstLoad.files, ...h5 },
    weapp,
    lighthouse: { ...lighthouse, runs },
    budgets: budgets.filter((b) => b[3] !== null).map(([name, value, budget, pass]) => ({ name, value, budget, pass }))
  }, null, 2))
  console.log('\nwritten to bench/results/bench.json')
} finally {
  stop()
}

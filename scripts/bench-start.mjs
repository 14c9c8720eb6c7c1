// `npm run bench:start`: `npm start` to 商城已就绪, cold (no webpack cache) and warm (the cache the cold
// start left), alternated for ROUNDS rounds in this work tree, on free ports and a temporary database.
// Budget: warm median ≤ 0.5 × cold median, measured in the same run. Prints PASS/FAIL, writes bench/results/start.json.
//   BENCH_START_ROUNDS=3   rounds (default 3)
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 3)
const BUDGET = 0.5
// Taro names the development cache `${NODE_ENV}-${TARO_ENV}` (webpack5-runner's BaseConfig) under webpack's default folder
const H5_CACHE = join('node_modules', '.cache', 'webpack', 'development-h5')
const scratch = mkdtempSync(join(tmpdir(), 'bench-start-'))

const freePort = () => new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address()
    server.close(() => resolve(port))
  })
})

/** ms from `npm start` to its 商城已就绪 line; the whole process group is stopped afterwards */
async function timeStart (label, waitForCache) {
  const env = { ...process.env, API_PORT: String(await freePort()), H5_PORT: String(await freePort()), DB_FILE: join(scratch, `${label}.db`) }
  delete env.NODE_ENV
  const started = performance.now()
  const child = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const ms = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label}: no 商城已就绪 within 300 s`)), 300000)
    const read = (text) => {
      output += text
      if (output.includes('商城已就绪')) { clearTimeout(timer); resolve(performance.now() - started) }
      const failed = /✖ 编译失败: .*/.exec(output)
      if (failed) { clearTimeout(timer); reject(new Error(`${label}: ${failed[0]}`)) }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`${label}: npm start exited with ${code}`)) })
  })
  child.removeAllListeners('exit')
  // a cold start is stopped as after a working session: webpack has stored its cache (5 s after the build went idle)
  if (waitForCache) await cacheStored(started)
  const gone = new Promise((resolve) => child.on('exit', resolve))
  try { process.kill(-child.pid, 'SIGTERM') } catch { /* gone */ }
  await gone
  // the group's last processes (the dev server, the API) end shortly after npm
  for (let i = 0; i < 50; i++) {
    try { process.kill(-child.pid, 0) } catch { break }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  console.log(`  ${label}: ${Math.round(ms)} ms`)
  return ms
}

/** once the cache's index has been written after `since` and left alone for 2 s (at most 120 s) */
async function cacheStored (since) {
  const index = join(H5_CACHE, 'index.pack')
  for (let waited = 0, last = 0; waited < 120000; waited += 250) {
    const written = existsSync(index) ? statSync(index).mtimeMs - performance.timeOrigin : -1
    if (written > since && written === last && performance.now() - written > 2000) return
    last = written
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the development cache was not written within 120 s')
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const cold = []
const warm = []
try {
  for (let round = 1; round <= ROUNDS; round++) {
    rmSync(H5_CACHE, { recursive: true, force: true })
    cold.push(await timeStart(`round ${round} cold`, true))
    warm.push(await timeStart(`round ${round} warm`, false))
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
const ratio = median(warm) / median(cold)
const pass = ratio <= BUDGET
console.log(`\nnpm start to 商城已就绪: cold ${Math.round(median(cold))} ms, warm ${Math.round(median(warm))} ms (medians of ${ROUNDS})`)
console.log(`${pass ? 'PASS' : 'FAIL'}  warm ≤ ${BUDGET} × cold: ${ratio.toFixed(2)}×`)
mkdirSync('bench/results', { recursive: true })
writeFileSync(
  'bench/results/start.json',
  `${JSON.stringify({
    measured: new Date().toISOString(),
    rounds: ROUNDS,
    coldMs: cold.map(Math.round),
    warmMs: warm.map(Math.round),
    ratio: Number(ratio.toFixed(3)),
    budget: BUDGET,
    pass
  }, null, 2)}\n`
)
process.exit(pass ? 0 : 1)

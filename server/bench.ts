// npm run bench:api — latency of the item list and item detail at 50 concurrent
// connections on loopback. The API runs in a child process (as in real use) on a
// fresh temporary database; the load generator is plain node:http with keep-alive.
// Bounded: at most REQUESTS per scenario and round or SECONDS, whichever comes first;
// ROUNDS interleaved rounds, the median round (by p99) reported.
// Prints p50 / p99 / requests per second and writes bench/results/api.json.
import { fork } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { signRequest } from '../src/lib/sign'

const CONNECTIONS = 50
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const WARMUP = 3000
/** Each scenario is measured this many times, interleaved; the round with the median p99 is the headline (a shared machine is noisy). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
/** The item list's p99, cached and uncached alike */
const BUDGET_P99_MS = 20

async function serve (): Promise<void> {
  const { buildApp } = await import('./app')
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'c5-bench-')), 'market.db')
  const app = await buildApp({ dbFile: file, logger: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  process.send!({ port: (app.server.address() as AddressInfo).port })
  // the parent asks for our CPU time around each run: server cost per request, whatever else the machine is doing
  process.on('message', () => { const { user, system } = process.cpuUsage(); process.send!({ cpu_us: user + system }) })
}

interface Scenario { name: string, url: () => string }
interface Result {
  name: string,
  requests: number,
  errors: number,
  seconds: number,
  rps: number,
  p50_ms: number,
  p90_ms: number,
  p99_ms: number,
  max_ms: number,
  server_cpu_ms_per_request?: number,
  all_p99_ms?: number[]
}

// One timestamp for the whole run, so each path is signed once: the server has no time
// window (server/README.md), and md5 per request would cost the load generator, not the server.
const STARTED = String(Date.now())
const signatures = new Map<string, string>()
function signed (pathname: string): string {
  let sign = signatures.get(pathname)
  if (!sign) {
    sign = signRequest('GET', pathname, STARTED, null)
    signatures.set(pathname, sign)
  }
  return sign
}

function request (agent: http.Agent, port: number, url: string): Promise<boolean> {
  const pathname = url.split('?')[0]
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent, headers: { 'x-start-req-time': STARTED, 'x-sign': signed(pathname) } }, (res) => {
      // success = HTTP 200 and an envelope that starts with status 200; the rest of the body is drained
      let first: Buffer | null = null
      res.on('data', (chunk: Buffer) => { if (!first) first = chunk })
      res.on('end', () => resolve(res.statusCode === 200 && first !== null && (first as Buffer).toString('latin1', 0, 13) === '{"status":200'))
    })
    req.on('error', () => resolve(false))
  })
}

async function run (agent: http.Agent, port: number, scenario: Scenario, total: number, seconds: number): Promise<Result> {
  const latencies: number[] = []
  let sent = 0
  let errors = 0
  const started = process.hrtime.bigint()
  const deadline = Date.now() + seconds * 1000
  const worker = async (): Promise<void> => {
    while (sent < total && Date.now() < deadline) {
      sent++
      const t0 = process.hrtime.bigint()
      const ok = await request(agent, port, scenario.url())
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6)
      if (!ok) errors++
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  latencies.sort((a, b) => a - b)
  const at = (q: number): number => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 100) / 100
  return {
    name: scenario.name,
    requests: latencies.length,
    errors,
    seconds: Math.round(elapsed * 100) / 100,
    rps: Math.round(latencies.length / elapsed),
    p50_ms: at(0.5),
    p90_ms: at(0.9),
    p99_ms: at(0.99),
    max_ms: at(1)
  }
}

async function main (): Promise<void> {
  if (process.argv.includes('--serve')) return serve()
  const child = fork(__filename, ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const port = await new Promise<number>((resolve) => child.once('message', (message: { port: number }) => resolve(message.port)))
  const serverCpu = (): Promise<number> => new Promise((resolve) => {
    child.once('message', (message: { cpu_us: number }) => resolve(message.cpu_us))
    child.send('cpu')
  })
  let n = 0
  const next = (): number => n++
  const SORTS = ['popular', 'price_asc', 'price_desc', 'newest']
  const KEYWORDS = ['', 'AK-47', '二西莫夫', '至宝', '蝴蝶刀']
  const scenarios: Scenario[] = [
    {
      name: 'item list',
      url: () => {
        const i = next()
        const keyword = KEYWORDS[i % KEYWORDS.length]
        return `/api/v1/open/v3/store/item/list?appid=${i % 2 ? 730 : 570}&sort=${SORTS[i % 4]}&page=${1 + (i % 3)}&page_size=20` +
          (keyword ? `&keyword=${encodeURIComponent(keyword)}` : '')
      }
    },
    { name: 'item detail', url: () => `/api/v1/open/v3/store/item/detail?item_id=${1 + (next() * 37) % 500}` },
    {
      // every URL distinct (a price floor in cents that never repeats): the read cache never helps, so this is the database path
      name: 'item list, uncached',
      url: () => {
        const i = next()
        return `/api/v1/open/v3/store/item/list?appid=${i % 2 ? 730 : 570}&sort=${SORTS[i % 4]}` +
          `&min_price=${Math.floor(i / 100) % 100}.${String(i % 100).padStart(2, '0')}&page_size=20`
      }
    }
  ]
  const results: Result[] = []
  // one pool of 50 keep-alive connections, opened during the warm-up, so the figures
  // measure requests on established connections, not 50 simultaneous TCP handshakes
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS })
  try {
    // warm every scenario first (JIT, caches, heap), then measure each
    for (const scenario of scenarios) await run(agent, port, scenario, WARMUP, 10)
    const rounds: Result[][] = scenarios.map(() => [])
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, scenario] of scenarios.entries()) {
        const cpuBefore = await serverCpu()
        const result = await run(agent, port, scenario, REQUESTS, SECONDS)
        result.server_cpu_ms_per_request = Math.round((await serverCpu() - cpuBefore) / result.requests) / 1000
        rounds[index].push(result)
      }
    }
    for (const measured of rounds) {
      const byP99 = [...measured].sort((a, b) => a.p99_ms - b.p99_ms)
      results.push({ ...byP99[Math.floor(byP99.length / 2)], all_p99_ms: measured.map((result) => result.p99_ms) })
    }
  } finally {
    agent.destroy()
    child.kill()
  }
  const loadAverage = os.loadavg().map((value) => Math.round(value * 100) / 100)
  const list = results.find((result) => result.name === 'item list')!
  const uncached = results.find((result) => result.name === 'item list, uncached')!
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    /** 1/5/15-minute load average at the end: on a shared machine the latency figures move with it */
    load_average: loadAverage,
    connections: CONNECTIONS,
    rounds: ROUNDS,
    budget: { item_list_p99_ms: BUDGET_P99_MS, met: [list, uncached].every((result) => result.p99_ms <= BUDGET_P99_MS && result.errors === 0) },
    results
  }
  console.table(results)
  console.log(`item list p99 ${list.p99_ms} ms cached, ${uncached.p99_ms} ms uncached (budget ${BUDGET_P99_MS} ms each): ` +
    `${report.budget.met ? '达标' : '未达标'}; load average ${loadAverage.join(' ')} on ${os.cpus().length} CPUs`)
  const out = path.resolve('bench/results/api.json')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n')
  console.log(`written ${path.relative(process.cwd(), out)}`)
  if (!report.budget.met) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

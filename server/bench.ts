// npm run bench:api — the item list and item detail at 50 concurrent connections on loopback, each beside a floor
// measured in the same run: a prepared page of the same size answered from memory by a call mounted in the same API
// (benchFloor.ts), so the ratios say what the list costs beyond serving a page, whatever the machine's speed or load.
// The API runs in a child process (as in real use) on a fresh temporary database, built as main.ts --static builds it
// (security headers and compression registered); the load generator is plain node:http with keep-alive.
// Each round runs every scenario for SECONDS (or REQUESTS, whichever comes first); ROUNDS rounds. Equal spells, so a busy
// machine's pauses reach the floor and the list alike, and long enough that a p99 is more than the one worst pause.
// Prints p50 / p99 / requests per second, server CPU per request and the budgets, writes bench/results/api.json.
//   BENCH_PROFILE=dir   after the warm-up, one batch of each scenario with the API's CPU profiler on: writes
//                       dir/<scenario>.cpuprofile (Chrome's DevTools opens it) and prints its top self time; writes no results
import { fork, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import { Session } from 'node:inspector'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { signRequest } from '../src/lib/sign'

const CONNECTIONS = 50
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2)
const WARMUP = 3000
/** Each scenario is measured this many times, interleaved with the floor; a shared machine is noisy, so the medians are reported. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const PROFILE = process.env.BENCH_PROFILE
/** p99 over the floor's p99 in the same round */
const BUDGETS = [{ name: 'item list, uncached', ratio: 2 }, { name: 'item list', ratio: 1.2 }]

async function serve (): Promise<void> {
  const { buildApp } = await import('./app')
  const { registerStatic } = await import('./static')
  const { benchFloorRoutes } = await import('./benchFloor')
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'c5-bench-'))
  // an app shell for registerStatic, which brings the served API's security headers and compression
  fs.writeFileSync(path.join(temporary, 'index.html'), '<!doctype html><title>bench</title>')
  const app = await buildApp({ dbFile: path.join(temporary, 'market.db'), logger: false, extraRoutes: [benchFloorRoutes] })
  await registerStatic(app, temporary, { shopCards: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  process.send!({ port: (app.server.address() as AddressInfo).port })
  // the parent asks for our CPU time around each run (server cost per request, whatever else the machine is doing),
  // and with BENCH_PROFILE starts and stops the CPU profiler around a batch
  const profiler = new Session()
  profiler.connect()
  const post = (method: string, params: object = {}): Promise<{ profile?: object }> => new Promise((resolve, reject) => {
    profiler.post(method, params, (error, answer) => error ? reject(error) : resolve(answer as { profile?: object }))
  })
  process.on('message', async (ask: Ask) => {
    if (ask.ask === 'cpu') {
      const { user, system } = process.cpuUsage()
      return process.send!({ cpu_us: user + system })
    }
    if (ask.ask === 'profile') {
      await post('Profiler.enable')
      await post('Profiler.setSamplingInterval', { interval: 100 })
      await post('Profiler.start')
    } else {
      fs.writeFileSync(ask.file, JSON.stringify((await post('Profiler.stop')).profile))
    }
    process.send!({ done: true })
  })
  process.on('disconnect', () => { void app.close() })
}

type Ask = { ask: 'cpu' } | { ask: 'profile' } | { ask: 'write-profile', file: string }
/** One question to the API's process and its answer */
const ask = <T>(child: ChildProcess, question: Ask): Promise<T> => new Promise((resolve) => {
  child.once('message', (answer: T) => resolve(answer))
  child.send(question)
})

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
  server_cpu_ms_per_request: number,
  /** mean body bytes on the wire, and whether any answer came compressed */
  bytes_per_response: number,
  compressed: boolean
}
interface Summary extends Result { all_p99_ms: number[], all_server_cpu_ms_per_request: number[] }

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

interface Answer { ok: boolean, bytes: number, compressed: boolean }
// a phone's request: signed, and accepting compressed answers as the browser and wx.request do
const ACCEPT_ENCODING = 'gzip, deflate, br'

function request (agent: http.Agent, port: number, url: string): Promise<Answer> {
  const pathname = url.split('?')[0]
  return new Promise((resolve) => {
    const headers = { 'x-start-req-time': STARTED, 'x-sign': signed(pathname), 'accept-encoding': ACCEPT_ENCODING }
    const req = http.get({ host: '127.0.0.1', port, path: url, agent, headers }, (res) => {
      // success = HTTP 200 and an envelope that starts with status 200 (a compressed answer: HTTP 200); the rest is drained
      const compressed = res.headers['content-encoding'] !== undefined
      let first: Buffer | null = null
      let bytes = 0
      res.on('data', (chunk: Buffer) => { if (!first) first = chunk; bytes += chunk.length })
      res.on('end', () => {
        const envelope = compressed || (first !== null && (first as Buffer).toString('latin1', 0, 13) === '{"status":200')
        resolve({ ok: res.statusCode === 200 && envelope, bytes, compressed })
      })
    })
    req.on('error', () => resolve({ ok: false, bytes: 0, compressed: false }))
  })
}

async function run (agent: http.Agent, port: number, scenario: Scenario, total: number, seconds: number): Promise<Omit<Result, 'server_cpu_ms_per_request'>> {
  const latencies: number[] = []
  let sent = 0
  let errors = 0
  let bytes = 0
  let compressed = false
  const started = process.hrtime.bigint()
  const deadline = Date.now() + seconds * 1000
  const worker = async (): Promise<void> => {
    while (sent < total && Date.now() < deadline) {
      sent++
      const t0 = process.hrtime.bigint()
      const answer = await request(agent, port, scenario.url())
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6)
      if (!answer.ok) errors++
      bytes += answer.bytes
      compressed ||= answer.compressed
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  latencies.sort((a, b) => a - b)
  const at = (q: number): number => round2(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))])
  return {
    name: scenario.name,
    requests: latencies.length,
    errors,
    seconds: round2(elapsed),
    rps: Math.round(latencies.length / elapsed),
    p50_ms: at(0.5),
    p90_ms: at(0.9),
    p99_ms: at(0.99),
    max_ms: at(1),
    bytes_per_response: Math.round(bytes / latencies.length),
    compressed
  }
}

const round2 = (value: number): number => Math.round(value * 100) / 100
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function main (): Promise<void> {
  if (process.argv.includes('--serve')) return serve()
  const child = fork(__filename, ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const port = await new Promise<number>((resolve) => child.once('message', (message: { port: number }) => resolve(message.port)))
  const serverCpu = async (): Promise<number> => (await ask<{ cpu_us: number }>(child, { ask: 'cpu' })).cpu_us
  const SORTS = ['popular', 'price_asc', 'price_desc', 'newest']
  // each scenario counts its own requests, so another scenario's requests never bring the uncached list's queries round again
  const counted = (url: (i: number) => string): (() => string) => {
    let n = 0
    return () => url(n++)
  }
  // every query distinct for 10 000 requests (a price floor in cents), after which the read cache has forgotten that it saw
  // them (it keeps an answer from its second asking among the last 2 000): the read cache never helps, so this is the database path
  const uncachedQuery = (i: number): string =>
    `appid=${i % 2 ? 730 : 570}&sort=${SORTS[i % 4]}&min_price=${Math.floor(i / 100) % 100}.${String(i % 100).padStart(2, '0')}&page_size=20`
  const scenarios: Scenario[] = [
    {
      // full pages, the floor's size: both games, every sort, pages 1-3 (24 answers, kept by the read cache after the warm-up)
      name: 'item list',
      url: counted((i) => `/api/v1/open/v3/store/item/list?appid=${i % 2 ? 730 : 570}&sort=${SORTS[i % 4]}&page=${1 + (i % 3)}&page_size=20`)
    },
    // the floor gets the uncached list's queries, so parsing them costs it the same
    { name: 'floor', url: counted((i) => `/api/v1/open/bench/floor?${uncachedQuery(i)}`) },
    { name: 'item list, uncached', url: counted((i) => `/api/v1/open/v3/store/item/list?${uncachedQuery(i)}`) },
    { name: 'item detail', url: counted((i) => `/api/v1/open/v3/store/item/detail?item_id=${1 + (i * 37) % 500}`) }
  ]
  const loadAtStart = loadAverage()
  // one pool of 50 keep-alive connections, opened during the warm-up, so the figures
  // measure requests on established connections, not 50 simultaneous TCP handshakes
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS })
  const rounds: Result[][] = []
  try {
    // warm every scenario first (JIT, caches, heap), then measure each
    for (const scenario of scenarios) await run(agent, port, scenario, WARMUP, 10)
    if (PROFILE) return await profile(child, agent, port, scenarios)
    for (let round = 0; round < ROUNDS; round++) {
      const measured: Result[] = []
      for (const scenario of scenarios) {
        const cpuBefore = await serverCpu()
        const result = await run(agent, port, scenario, REQUESTS, SECONDS)
        measured.push({ ...result, server_cpu_ms_per_request: Math.round((await serverCpu() - cpuBefore) / result.requests) / 1000 })
      }
      rounds.push(measured)
    }
  } finally {
    agent.destroy()
    child.disconnect()
  }
  const results: Summary[] = scenarios.map((_scenario, index) => {
    const measured = rounds.map((round) => round[index])
    const byP99 = [...measured].sort((a, b) => a.p99_ms - b.p99_ms)
    return {
      ...byP99[Math.floor(byP99.length / 2)],
      all_p99_ms: measured.map((result) => result.p99_ms),
      all_server_cpu_ms_per_request: measured.map((result) => result.server_cpu_ms_per_request)
    }
  })
  const byName = (name: string): Summary => results.find((result) => result.name === name)!
  const floor = byName('floor')
  // each round's p99 over the floor's p99 in that round (measured next to it), the median of the rounds against the budget
  const budgets = BUDGETS.map(({ name, ratio }) => {
    const ratios = rounds.map((round) => round2(round.find((r) => r.name === name)!.p99_ms / round.find((r) => r.name === 'floor')!.p99_ms))
    const result = byName(name)
    const cpu = median(result.all_server_cpu_ms_per_request)
    const floorCpu = median(floor.all_server_cpu_ms_per_request)
    return {
      name: `API ${name} p99 / floor p99`,
      value: `${median(ratios)}× (rounds ${ratios.join(', ')}); p99 ${result.p99_ms} ms, floor ${floor.p99_ms} ms; ` +
        `server CPU ${cpu} ms a request, floor ${floorCpu} ms (${round2(cpu / floorCpu)}×)`,
      budget: `≤ ${ratio}× floor`,
      pass: median(ratios) <= ratio && result.errors === 0 && floor.errors === 0,
      ratio: median(ratios),
      round_ratios: ratios,
      server_cpu_ms_per_request: cpu,
      floor_server_cpu_ms_per_request: floorCpu
    }
  })
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    /** 1/5/15-minute load average at the start and the end: on a shared machine the latency figures move with it */
    load_average: { start: loadAtStart, end: loadAverage() },
    connections: CONNECTIONS,
    rounds: ROUNDS,
    seconds_per_scenario_and_round: SECONDS,
    budgets,
    /** per scenario, the round with the median p99; all_* list every round in order */
    results
  }
  // the rounds' lists are in the file, not the table
  console.table(results.map((result) => Object.fromEntries(Object.entries(result).filter(([key]) => !key.startsWith('all_')))))
  for (const budget of budgets) console.log(`${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.value}  (budget ${budget.budget})`)
  console.log(`load average ${report.load_average.start.join(' ')} at the start, ${report.load_average.end.join(' ')} at the end, on ${os.cpus().length} CPUs`)
  // more runnable processes than cores: the API and the load generator wait for a core, and those waits make the p99s
  if (Math.max(report.load_average.start[0], report.load_average.end[0]) > os.cpus().length) {
    console.log('busy machine: the p99 ratios move from round to round with the other work; the server CPU ratios hold better')
  }
  const out = path.resolve('bench/results/api.json')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  // lists of numbers (the rounds' figures, load averages) on one line each
  const oneLine = (_list: string, numbers: string): string => `[${numbers.split(/,\s+/).join(', ')}]`
  fs.writeFileSync(out, JSON.stringify(report, null, 2).replace(/\[\s+([-\d.,\s]+?)\s+\]/g, oneLine) + '\n')
  console.log(`written ${path.relative(process.cwd(), out)}`)
  if (!budgets.every((budget) => budget.pass)) process.exitCode = 1
}

const loadAverage = (): number[] => os.loadavg().map(round2)

/** One batch of each scenario under the API's CPU profiler, each written to BENCH_PROFILE/<scenario>.cpuprofile. */
async function profile (child: ChildProcess, agent: http.Agent, port: number, scenarios: Scenario[]): Promise<void> {
  fs.mkdirSync(PROFILE!, { recursive: true })
  for (const scenario of scenarios) {
    const file = path.resolve(PROFILE!, `${scenario.name.replace(/\W+/g, '-')}.cpuprofile`)
    await ask(child, { ask: 'profile' })
    const result = await run(agent, port, scenario, REQUESTS, SECONDS)
    await ask(child, { ask: 'write-profile', file })
    console.log(`\n${result.name}: ${result.requests} requests, p99 ${result.p99_ms} ms under the profiler, ${file}`)
    console.table(selfTime(JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile, result.requests).slice(0, 15))
  }
}

interface CpuProfile {
  nodes: Array<{ id: number, callFrame: { functionName: string, url: string, lineNumber: number } }>
  samples: number[]
  timeDeltas: number[]
}

/**
 * Sampled time by function (where the sample was taken, not its callers), idle left out, largest first. The sampling is by
 * wall clock: on a busy machine the time the API waits for a core lands mostly in the call it was in (often writev).
 */
function selfTime (profile: CpuProfile, requests: number): Array<{ share: string, us_per_request: number, function: string }> {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const byFunction = new Map<string, number>()
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id)!
    if (frame.functionName === '(idle)') return
    const where = frame.url ? ` ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/server\//, 'server/')}` : ''
    const name = `${frame.functionName || '(anonymous)'}${where}`
    // a sample lasts until the next one (timeDeltas[i] is the time since the one before)
    byFunction.set(name, (byFunction.get(name) ?? 0) + (profile.timeDeltas[index + 1] ?? 0))
  })
  const busy = [...byFunction.values()].reduce((sum, us) => sum + us, 0)
  return [...byFunction].sort((a, b) => b[1] - a[1])
    .map(([name, us]) => ({ share: `${(100 * us / busy).toFixed(1)} %`, us_per_request: round2(us / requests), function: name }))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

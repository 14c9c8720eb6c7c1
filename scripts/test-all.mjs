// `npm test`: everything, in order — type check and lint together, both production builds together, then every
// jest project (unit, server, build checks, the README's commands as a newcomer runs them,
// the mini-program in a simulated runtime, end-to-end in Chromium). Ends with one plain summary line, "tests: N passed, N failed".
// Installs Debian's chromium and CJK fonts first when they are missing (root only).
import { execSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const step = (title, command, env = {}) => {
  console.log(`\n▶ ${title}: ${command}`)
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } })
    return true
  } catch {
    return false
  }
}
const mustPass = (ok, title) => {
  if (!ok) {
    console.error(`\n✖ ${title} failed`)
    process.exit(1)
  }
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium) || !existsSync('/usr/share/fonts/opentype/noto')) {
  if (process.getuid?.() === 0) {
    mustPass(
      step('install chromium', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk'),
      'installing chromium'
    )
  } else if (!existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium fonts-noto-cjk) or set CHROMIUM_PATH.`)
    process.exit(1)
  }
}

/** Runs [title, command, env] steps at once (two cores, each step mostly one), each line of output marked with its title. */
const together = (steps) => Promise.all(steps.map(([title, command, env = {}]) => new Promise((resolve) => {
  console.log(`\n▶ ${title}: ${command}`)
  const child = spawn(command, { shell: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop()
      for (const line of lines) console.log(`[${title}] ${line}`)
    })
    stream.on('end', () => { if (rest) console.log(`[${title}] ${rest}`) })
  }
  child.on('close', (code) => resolve([title, code === 0]))
})))
const allPass = async (steps) => {
  for (const [title, ok] of await together(steps)) mustPass(ok, title)
}

// the README's own commands, as a developer types them, so the README cannot drift from what works
await allPass([['type check', 'npm run typecheck'], ['lint (zero warnings)', 'npm run lint']])
await allPass([
  // the browser tests' build sends client id 8 to the local API's simulated partner (test/e2e/loginHandBacks.test.ts)
  ['H5 production build', 'npm run build:h5', { PARTNER_LOGIN_URL: '/api/v1/open/dev/partner-sso' }],
  ['mini-program production build', 'npm run build:weapp']
])

const reports = mkdtempSync(join(tmpdir(), 'jest-'))
const suites = [
  // two workers: jest's default on two cores is one, and these files share nothing (each API on its own port and database)
  ['unit, API and build tests', '--selectProjects unit server build --maxWorkers=2', 'fast.json'],
  // the README's commands as a newcomer runs them: npm start, dev:weapp, serve, db:reset (test/newcomer)
  ['newcomer tests', '--selectProjects newcomer --runInBand', 'newcomer.json'],
  // the mini-program build above, booted in a simulated WeChat runtime (test/weapp/README.md)
  ['mini-program runtime tests', '--selectProjects weapp', 'weapp.json'],
  // browser journeys two files at a time: each runs its own API and Chromium, and half their time is waiting on the other
  ['browser tests', '--selectProjects e2e --maxWorkers=2', 'e2e.json']
]
let passed = 0
let failed = 0
let allOk = true
const files = []
for (const [title, args, report] of suites) {
  const file = join(reports, report)
  const started = Date.now()
  allOk = step(title, `npx jest --ci ${args} --json --outputFile=${file}`, { NODE_ENV: 'test' }) && allOk
  // each suite says how long it took, so a slow one shows (see docs/decisions.md, 'Test run timing')
  console.log(`◀ ${title}: ${Math.round((Date.now() - started) / 1000)} s`)
  if (existsSync(file)) {
    const result = JSON.parse(readFileSync(file, 'utf8'))
    passed += result.numPassedTests
    failed += result.numFailedTests + result.numRuntimeErrorTestSuites
    for (const file of result.testResults) files.push({ file: relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 })
  } else {
    failed += 1
  }
}
// the slowest files, where a faster run would come from (bench/results/tests.json keeps a before and after)
files.sort((a, b) => b.seconds - a.seconds)
console.log('\nslowest test files:')
for (const { file, seconds } of files.slice(0, 20)) console.log(`${seconds.toFixed(1).padStart(7)} s  ${file}`)
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(allOk && failed === 0 ? 0 : 1)

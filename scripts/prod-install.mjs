// npm run check:prod-install: installs the local API the way a production deploy does and starts it.
// It copies package.json, package-lock.json, tsconfig.json and the files the server runs (server/ and the shared
// sources it imports, scripts/server-sources.mjs) into a temporary folder, runs `npm ci --omit=dev` there (better-sqlite3
// may compile from source: minutes), then starts `npm run api` as production with the simulated providers allowed,
// waits for /api/v1/open/health, prints the times and the installed size, and checks that without ALLOW_SIMULATED
// the same install refuses to start. Too slow for `npm test`; test/server/runtimeDependencies.test.ts is the fast guard.
//   node scripts/prod-install.mjs [--keep]   (--keep leaves the folder for a look)
import { spawn } from 'node:child_process'
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { serverSources } from './server-sources.mjs'

const ROOT = resolve(import.meta.dirname, '..')
const DEPLOY_FILES = ['package.json', 'package-lock.json', 'tsconfig.json']
const HEALTH = '/api/v1/open/health'
const START_TIMEOUT_MS = 60_000

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** Bytes under a folder, symlinks counted as links (what the install put on disk). */
function bytesUnder (path) {
  const stat = lstatSync(path)
  return stat.isDirectory() ? readdirSync(path).reduce((sum, name) => sum + bytesUnder(join(path, name)), 0) : stat.size
}

function freePort () {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => { const { port } = server.address(); server.close(() => done(port)) })
  })
}

/** Runs a command in its own process group; `output` keeps what it says, `exit` resolves with its exit code. */
function run (command, args, { cwd, env = {} }) {
  // the caller's NODE_ENV (e.g. npm's or jest's) is not the deploy's: each step says its own
  const { NODE_ENV: _caller, ...shell } = process.env
  const child = spawn(command, args, { cwd, env: { ...shell, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const said = { output: '' }
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (text) => { said.output += text })
  const exit = new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)))
  const stop = () => { try { process.kill(-child.pid, 'SIGTERM') } catch { /* already gone */ } return exit }
  return Object.assign(said, { exit, stop })
}

async function waitForHealth (server, origin) {
  const deadline = performance.now() + START_TIMEOUT_MS
  let exited = null
  server.exit.then((code) => { exited = code })
  while (performance.now() < deadline) {
    if (exited !== null) throw new Error(`the API stopped (exit ${exited}) before answering:\n${server.output}`)
    const answer = await fetch(origin + HEALTH).catch(() => null)
    if (answer?.status === 200) return
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`no answer from ${HEALTH} within ${START_TIMEOUT_MS / 1000} s:\n${server.output}`)
}

async function main () {
  const dir = mkdtempSync(join(tmpdir(), 'prod-install-'))
  const keep = process.argv.includes('--keep')
  try {
    const { files } = serverSources(ROOT)
    for (const file of [...DEPLOY_FILES, ...files]) {
      mkdirSync(dirname(join(dir, file)), { recursive: true })
      cpSync(join(ROOT, file), join(dir, file))
    }
    console.log(`copied ${DEPLOY_FILES.length + files.length} files (${files.filter((file) => !file.startsWith('server/')).length} shared sources) to ${dir}`)

    const installing = performance.now()
    const install = run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: dir })
    if (await install.exit !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.output}`)
    const packages = readdirSync(join(dir, 'node_modules')).filter((name) => !name.startsWith('.')).length
    console.log(`npm ci --omit=dev: ${seconds(installing)}, node_modules ${(bytesUnder(join(dir, 'node_modules')) / 1024 / 1024).toFixed(1)} MB` +
      ` (${packages} top-level entries)`)

    const port = await freePort()
    const starting = performance.now()
    const api = ['run', 'api', '--', '--port', String(port), '--db', ':memory:']
    const server = run('npm', api, { cwd: dir, env: { NODE_ENV: 'production', PROVIDERS: 'simulated', ALLOW_SIMULATED: '1' } })
    try {
      await waitForHealth(server, `http://127.0.0.1:${port}`)
      console.log(`npm run api (NODE_ENV=production ALLOW_SIMULATED=1): ${HEALTH} answered 200 after ${seconds(starting)}`)
      const providers = server.output.split('\n').find((line) => line.includes('外部服务'))
      if (providers) console.log(`  it said: ${providers.trim()}`)
    } finally {
      await server.stop()
    }

    const refused = run('npm', api, { cwd: dir, env: { NODE_ENV: 'production', PROVIDERS: 'simulated' } })
    const code = await Promise.race([refused.exit, new Promise((done) => setTimeout(() => done('still running'), START_TIMEOUT_MS))])
    await refused.stop()
    const reason = refused.output.split('\n').find((line) => line.includes('拒绝启动'))
    if (code === 0 || code === 'still running' || !reason) throw new Error(`without ALLOW_SIMULATED it did not refuse (${code}):\n${refused.output}`)
    console.log(`without ALLOW_SIMULATED it refuses to start (exit ${code}): ${reason.trim()}`)
    console.log('PASS')
  } finally {
    if (keep) console.log(`kept ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(`FAIL ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})

// `npm start`: the local marketplace API and the H5 dev server side by side.
// The dev server proxies /api to the API (config/dev.ts); open the printed URL.
import { spawn } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'

const apiPort = process.env.API_PORT ?? '3000'
const h5Port = process.env.H5_PORT ?? '10086'
const env = { ...process.env, API_PORT: apiPort, H5_PORT: h5Port }
const children = []

function run (name, command, args, extraEnv = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...extraEnv } })
  const prefix = (line) => `[${name}] ${line}`
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8')
    stream.on('data', (text) => {
      for (const line of text.split('\n').filter(Boolean)) {
        console.log(prefix(line))
        if (name === 'h5') watchBuild(line)
      }
    })
  }
  child.on('exit', (code) => {
    console.log(prefix(`exited with code ${code}`))
    shutdown(code ?? 1)
  })
  children.push(child)
}

// A failed compile is said in one line, its first error: webpack's report of it runs to pages
let firstError = null
let errorSaid = false
function watchBuild (line) {
  const plain = stripVTControlCharacters(line).trim()
  // "ERROR in <file>", then the message; a message ending in ':' ("Module build failed (from …):") goes on a line
  if (/^ERROR in /.test(plain) && firstError === null) firstError = plain
  else if (firstError !== null
    && !errorSaid
    && (!firstError.includes(': ') || firstError.endsWith(':'))) firstError = `${firstError}${firstError.endsWith(':') ? ' ' : ': '}${plain}`
  if (/compiled successfully/i.test(plain)) {
    firstError = null
    errorSaid = false
    announce()
  } else if (/compiled with \d+ errors?/i.test(plain) && !errorSaid) {
    errorSaid = true
    console.log(`\n  ✖ 编译失败: ${firstError ?? plain}\n`)
  }
}

let announced = false
function announce () {
  if (announced) return
  announced = true
  console.log(`\n  ✅ 商城已就绪: http://127.0.0.1:${h5Port}/pages/market/home/index\n     本地 API:   http://127.0.0.1:${apiPort}/api/v1/open\n`)
}

function shutdown (code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

// node itself runs both (not npx), so stopping a child really stops it
run('api', process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', apiPort])
run('h5', process.execPath, ['node_modules/@tarojs/cli/bin/taro', 'build', '--type', 'h5', '--watch'], { NODE_ENV: 'development' })

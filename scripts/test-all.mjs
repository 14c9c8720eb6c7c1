// `npm test`: everything, in order — type check, both production builds, then every
// jest project (unit, server, build checks, end-to-end in Chromium).
// Installs Debian's chromium and CJK fonts first when they are missing (root only).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const step = (title, command, env = {}) => {
  console.log(`\n▶ ${title}: ${command}`)
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } })
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium) || !existsSync('/usr/share/fonts/opentype/noto')) {
  if (process.getuid?.() === 0) {
    step('install chromium', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk')
  } else if (!existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}: install Debian's chromium (apt-get install chromium fonts-noto-cjk) or set CHROMIUM_PATH.`)
    process.exit(1)
  }
}

step('type check', 'npx tsc --noEmit -p tsconfig.json')
step('H5 production build', 'npx taro build --type h5', { NODE_ENV: 'production' })
step('mini-program production build', 'npx taro build --type weapp', { NODE_ENV: 'production' })
step('unit, API and build tests', 'npx jest --ci --selectProjects unit server build', { NODE_ENV: 'test' })
// browser journeys one file at a time: each runs its own server and Chromium on two cores
step('browser tests', 'npx jest --ci --selectProjects e2e --runInBand', { NODE_ENV: 'test' })

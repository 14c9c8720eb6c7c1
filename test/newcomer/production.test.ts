import { resolve } from 'node:path'
import { PARTIES, PARTY_NAME } from '../../server/providers/provider'
import { Command, freePort } from './workTree'

// The API started as production (NODE_ENV=production, server/main.ts through `npm run api`, as `npm run serve` starts
// it): it names the outside parties still simulated and refuses to start with any, unless ALLOW_SIMULATED=1 (the demo).
jest.setTimeout(60000)

const ROOT = resolve(__dirname, '..', '..')
const STARTED = /本地市场 API 已启动/
const running: Command[] = []
const named = (parties: readonly (typeof PARTIES[number])[]): string => parties.map((party) => `${party}（${PARTY_NAME[party]}）`).join('、')

async function startApi (env: Record<string, string>): Promise<{ command: Command, origin: string }> {
  const port = await freePort()
  const command = new Command('npm', ['run', 'api', '--', '--port', String(port), '--db', ':memory:'], { cwd: ROOT, env: { NODE_ENV: 'production', ...env } })
  running.push(command)
  return { command, origin: `http://127.0.0.1:${port}` }
}

afterAll(() => Promise.all(running.map((command) => command.stop())))

test('production refuses to start while any provider is simulated, and names every one', async () => {
  const { command } = await startApi({ PROVIDERS: 'simulated' })
  expect(await command.ended(30000)).toBe(1)
  const refusal = command.lines.find((line) => line.includes('拒绝启动'))
  expect(refusal).toContain(`仍为模拟实现：${named(PARTIES)}。`)
  expect(refusal).toContain('ALLOW_SIMULATED=1')
  expect(command.lines.some((line) => STARTED.test(line))).toBe(false)
})

test('production with only some parties simulated (SIMULATE) refuses and names just those', async () => {
  const { command } = await startApi({ SIMULATE: 'sms,humanCheck' })
  expect(await command.ended(30000)).toBe(1)
  expect(command.lines.find((line) => line.includes('拒绝启动'))).toContain(`仍为模拟实现：${named(['sms', 'humanCheck'])}。`)
})

test('ALLOW_SIMULATED=1 (the public demo) starts it, says which parties are simulated, and it answers', async () => {
  const { command, origin } = await startApi({ PROVIDERS: 'simulated', ALLOW_SIMULATED: '1' })
  await command.waitFor(STARTED, { failed: /拒绝启动|Error/, timeoutMs: 30000 })
  expect(command.lines.find((line) => line.includes('以下为模拟实现'))).toContain(`（ALLOW_SIMULATED=1，演示环境）：${named(PARTIES)}`)
  expect((await fetch(`${origin}/api/v1/open/health`)).status).toBe(200)
})

import fs from 'node:fs'
import path from 'node:path'
import { startApi, fullPath, type TestApi } from './apiClient'

/**
 * The client's side of "only POST changes state": every call in src/services/* to a route the
 * server declares a write is sent with method POST (a GET would now answer 405), and a call with
 * data to a read-or-write path (privacy settings, profile) is a POST too.
 */
let api: TestApi
beforeAll(async () => { api = await startApi() })
afterAll(() => api.close())

const SERVICES = path.join(__dirname, '../../src/services')

interface ServiceCall { file: string, path: string, options: string }

/** `request(PATH, {…})` calls, with PATH a literal or a constant of the same file (template paths are reads: skipped). */
function serviceCalls (): ServiceCall[] {
  const calls: ServiceCall[] = []
  for (const file of fs.readdirSync(SERVICES).filter((name) => name.endsWith('.ts'))) {
    const source = fs.readFileSync(path.join(SERVICES, file), 'utf8')
    const constants = new Map([...source.matchAll(/const ([A-Z_]+) = '([^']+)'/g)].map((match) => [match[1], match[2]]))
    for (const match of source.matchAll(/request(?:<[^>(]*>)?\(\s*([A-Z_]+|'[^']+')\s*(?:,\s*(\{[^\n]*))?/g)) {
      const target = match[1].startsWith("'") ? match[1].slice(1, -1) : constants.get(match[1])
      if (target) calls.push({ file, path: target, options: match[2] ?? '' })
    }
  }
  return calls
}

it('every service call to a write is a POST', () => {
  const writes = new Map(api.app.apiRoutes.map((route) => [route.path, route.write]))
  const calls = serviceCalls()
  expect(calls.length).toBeGreaterThan(60)
  const unknown = calls.filter((call) => !writes.has(fullPath(call.path))).map((call) => `${call.file}: ${call.path}`)
  expect(unknown).toEqual([])
  const wrong = calls.filter((call) => {
    const write = writes.get(fullPath(call.path))
    const posts = /method: 'POST'/.test(call.options)
    return (write === true && !posts) || (write === 'with-params' && /data:/.test(call.options) && !posts)
  }).map((call) => `${call.file}: ${call.path}`)
  expect(wrong).toEqual([])
  // the services do reach the writes (the scan is not empty by mistake)
  expect(calls.filter((call) => writes.get(fullPath(call.path)) === true).length).toBeGreaterThan(30)
})

import { startApi, type TestApi } from './apiClient'

/**
 * Only POST changes state (issue 9.2): methods.test.ts walks `app.apiRoutes` (every call made with
 * api.route / api.write) and a hand-listed set of raw reads. This file proves those two lists are
 * every route Fastify really holds, so a route registered some other way (a raw scope.get or
 * scope.post) cannot write outside the walk.
 */
let api: TestApi

beforeAll(async () => { api = await startApi() }, 30_000)
afterAll(async () => { await api.close() })

/** The raw routes (no envelope, no signature) methods.test.ts calls by GET and HEAD, watching the database. */
const RAW_READS = [
  '/api/v1/open/health',
  '/api/v1/open/img/item/:file', '/api/v1/open/img/game/:file', '/api/v1/open/img/avatar/:file',
  '/api/v1/open/dev/steam-openid', '/api/v1/open/dev/partner-sso', '/api/v1/open/dev/alipay-cashier'
]

/** Every route Fastify holds with its methods, read from printRoutes' tree (a child line continues its parent's path). */
function registeredRoutes (): Array<{ url: string, methods: string[] }> {
  const stack: string[] = []
  const routes: Array<{ url: string, methods: string[] }> = []
  for (const line of api.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1].length / 4
    const url = (depth > 0 ? stack[depth - 1] : '') + match[2]
    stack[depth] = url
    stack.length = depth + 1
    if (match[3]) routes.push({ url, methods: match[3].split(', ') })
  }
  return routes
}

it('every registered route is a flagged call or one of the raw reads, and the raw reads answer GET and HEAD only', () => {
  const registered = registeredRoutes()
  const flagged = new Set(api.app.apiRoutes.map((route) => route.path))
  // the parse is right: it finds every flagged call and the raw reads
  expect([...flagged].filter((path) => !registered.some((route) => route.url === path))).toEqual([])
  expect(RAW_READS.filter((path) => !registered.some((route) => route.url === path))).toEqual([])
  const outside = registered.filter((route) => {
    if (flagged.has(route.url)) return false
    if (RAW_READS.includes(route.url)) return !route.methods.every((method) => method === 'GET' || method === 'HEAD')
    return !(route.url === '*' && route.methods.join() === 'OPTIONS') // the CORS preflight
  })
  expect(outside).toEqual([])
})

it('a write answers POST, and GET / HEAD only to refuse them (methods.test.ts walks them)', () => {
  const registered = new Map(registeredRoutes().map((route) => [route.url, route.methods]))
  const writes = api.app.apiRoutes.filter((route) => route.write === true)
  expect(writes.length).toBeGreaterThan(45)
  expect(writes.filter((route) => registered.get(route.path)?.slice().sort().join() !== 'GET,HEAD,POST').map((route) => route.path)).toEqual([])
})

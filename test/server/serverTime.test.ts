import { startApi, type TestApi } from './apiClient'

// Every answer carries the server's clock (x-server-time, seconds) for the client's countdowns; the test clock moves it.
let api: TestApi
beforeAll(async () => { api = await startApi({ corsOrigins: ['http://allowed.test'] }) })
afterAll(async () => { await api.close() })

it('sends x-server-time from the server clock, moved with it, and lets an allowed origin read it', async () => {
  const first = await api.raw({ method: 'GET', url: '/api/v1/open/v3/store/item/list?appid=570', headers: { origin: 'http://allowed.test' } })
  const at = Number(first.headers['x-server-time'])
  expect(at).toBe(Math.floor(Date.UTC(2026, 10, 22, 4, 0, 0) / 1000))
  expect(first.headers['access-control-expose-headers']).toBe('x-server-time')
  api.advance(3600)
  const later = await api.raw({ method: 'GET', url: '/api/v1/open/no/such/path' })
  expect(Number(later.headers['x-server-time'])).toBe(at + 3600)
})

import { PassThrough } from 'node:stream'
import * as validate from '../../server/http/validate'
import { redactText, redactUrl } from '../../server/http/logging'
import { signRequest } from '../../src/lib/sign'
import { startApi, type TestApi } from './apiClient'

/**
 * server/README.md "Log" (issue 25): a field whose name says secret, password, token, code, account, card or id number is
 * redacted, in the query string or the body (JSON or form), in every log line. Every route gets every such field its
 * payload schema names (found by watching `parse` while the routes run) in the query, a form body and a JSON body, and
 * the captured log holds none of the values.
 */
jest.setTimeout(120_000)
const NAMES_A_SECRET = /secret|password|token|code|account|card|id_?number|idcard|id_?card/i
/** the fields sent: what the schemas name (checked below) plus the brief's id-number spellings */
const FIELDS = ['client_secret', 'account', 'password', 'pay_password', 'old_pay_password', 'code', 'old_code', 'invite_code', 'version_code',
  'access_token', 'access-token', 'token', 'ticket', 'openid.sig', 'secret', 'card_no', 'id_card', 'id_number', 'idcard']
const CHANNELS = ['query', 'form', 'json'] as const
const valueOf = (field: string, channel: string): string => `Lk${FIELDS.indexOf(field)}x${CHANNELS.indexOf(channel as typeof CHANNELS[number])}Zv`

let api: TestApi
let token: string
const lines: string[] = []
/** route → the secret-named fields its schemas declared while it ran */
const declared = new Map<string, Set<string>>()
let current = ''

beforeAll(async () => {
  const log = new PassThrough()
  log.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')))
  const parse = validate.parse
  jest.spyOn(validate, 'parse').mockImplementation((params, shape) => {
    const names = Object.keys(shape).filter((name) => NAMES_A_SECRET.test(name))
    if (names.length > 0) declared.set(current, new Set([...(declared.get(current) ?? []), ...names]))
    return parse(params, shape)
  })
  api = await startApi({ logStream: log })
  token = await api.login()
})
afterAll(async () => {
  await api.close()
  jest.restoreAllMocks()
})

/** One request; the answer's status (a walk through logout or a password change ends the session: the caller logs in again). */
async function send (route: string, write: boolean, channel: typeof CHANNELS[number], params: Record<string, string>): Promise<number> {
  const time = String(Date.now())
  const method = write || channel !== 'query' ? 'POST' : 'GET'
  const headers: Record<string, string> = { 'x-start-req-time': time, 'x-sign': signRequest(method, route, time, token), 'x-access-token': token }
  const answer = channel === 'query'
    ? await api.raw({ method, url: `${route}?${new URLSearchParams(params).toString()}`, headers })
    : channel === 'form'
      ? await api.raw({
        method,
        url: route,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(params).toString()
      })
      : await api.raw({ method, url: route, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(params) })
  return answer.statusCode === 200 ? (answer.json() as { status: number }).status : answer.statusCode
}

describe('secrets never reach the log', () => {
  it('every secret-named field of every route, by query, form and JSON', async () => {
    const routes = api.app.apiRoutes.filter((route) => !route.path.endsWith('/dev/reset'))
    for (const route of routes) {
      current = route.path
      for (const channel of CHANNELS) {
        const params = Object.fromEntries(FIELDS.map((field) => [field, valueOf(field, channel)]))
        if (await send(route.path, route.write === true, channel, params) === 401) {
          current = ''
          token = await api.login()
          current = route.path
          await send(route.path, route.write === true, channel, params)
        }
      }
    }
    // the schemas were read: the fields of the report are among them, and every secret-named field was sent
    expect([...declared.get('/api/v1/open/v1/oauth/token') ?? []]).toContain('client_secret')
    expect([...declared.get('/api/v1/open/v1/pay/withdraw/create') ?? []]).toContain('account')
    const unsent = [...declared].flatMap(([route, names]) => [...names].filter((name) => !FIELDS.includes(name)).map((name) => `${route} ${name}`))
    expect(unsent).toEqual([])
    expect(declared.size).toBeGreaterThan(15)

    const text = lines.join('')
    expect(text).toContain('incoming request')
    const leaked = FIELDS.flatMap((field) => CHANNELS.map((channel) => valueOf(
      field,
      channel
    )).filter((value) => text.includes(value)).map((value) => `${field}=${value}`))
    expect(leaked).toEqual([])
    expect(text).toContain('client_secret=[redacted]')
  })

  it('an unexpected error whose text quotes the request (JSON or form) is logged without the values', async () => {
    const route = '/api/v1/open/v1/pay/withdraw/create'
    const params = { account: 'Acct6222021234567890', client_secret: 'CsTopSecret', id_number: '110101199003071234' }
    jest.spyOn(validate, 'parse').mockImplementationOnce((input) => {
      throw new Error(`bad input ${JSON.stringify(input)} ${JSON.stringify(JSON.stringify(input))} ` +
        new URLSearchParams(input as Record<string, string>).toString())
    })
    const before = lines.length
    await send(route, true, 'json', params)
    const text = lines.slice(before).join('')
    expect(text).toContain('unexpected error on POST')
    expect(Object.values(params).filter((value) => text.includes(value))).toEqual([])
  })
})

describe('the redaction rules', () => {
  it('reads names as the server does: encoded, any case, every spelling of an id number', () => {
    expect(redactUrl('/x?client%5Fsecret=a&Account=b&idCard=c&id_no=d&page=2&cardholder=e&ID-NUMBER=f&kind=code'))
      .toBe('/x?client%5Fsecret=[redacted]&Account=[redacted]&idCard=[redacted]&id_no=[redacted]&page=2&cardholder=[redacted]&ID-NUMBER=[redacted]&kind=code')
    expect(redactText('{"account":"62\\"22","page":2,"pay_password":123456} a=1&sms_code=9 {\\"token\\":\\"t\\"}'))
      .toBe('{"account":"[redacted]","page":2,"pay_password":"[redacted]"} a=1&sms_code=[redacted] {\\"token\\":\\"[redacted]\\"}')
  })
})

import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { registerStatic } from '../../server/static'
import { H5_DIST } from './harness'

/** One API call as the fixture saw it on the wire. */
export interface SeenCall {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  at: number
}

/** What the fixture answers: an HTTP status and a body (an envelope object, or raw text). */
export interface FixtureAnswer { http?: number, body: unknown }
export type Responder = (call: SeenCall) => FixtureAnswer

export const GAMES_MENU = {
  main_game: { appid: 570, zh_name: 'DOTA2', en_name: 'Dota 2', icon: '' },
  games: [
    { appid: 570, zh_name: 'DOTA2', en_name: 'Dota 2', icon: '' },
    { appid: 730, zh_name: 'CS2', en_name: 'Counter-Strike 2', icon: '' }
  ]
}
export const ok = (data: unknown): FixtureAnswer => ({ body: { status: 200, message: 'ok', data } })

/**
 * A fault-injecting stand-in for the API, serving the production H5 build on the same
 * origin. Tests script each API path's answer and read back every call made.
 */
export class FixtureApi {
  readonly calls: SeenCall[] = []
  private responders = new Map<string, Responder>()
  private app: FastifyInstance = Fastify()
  origin = ''

  async start (): Promise<void> {
    this.app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body))
    this.app.all('/api/*', async (request, reply) => {
      const call = this.record(request)
      const answer = this.answerFor(call)
      reply.code(answer.http ?? 200)
      return typeof answer.body === 'string' ? reply.type('text/html').send(answer.body) : reply.send(answer.body)
    })
    // the shell's first cards would be read from this stand-in too, as calls the tests count
    await registerStatic(this.app, H5_DIST, { shopCards: false })
    await this.app.listen({ port: 0, host: '127.0.0.1' })
    this.origin = `http://127.0.0.1:${(this.app.server.address() as AddressInfo).port}`
  }

  stop (): Promise<void> { return this.app.close() }

  /** Answer calls to `path` (the full path, e.g. /api/v1/open/v4/sys/menu/game-menu-multi). */
  on (path: string, responder: Responder): void { this.responders.set(path, responder) }

  reset (): void {
    this.calls.length = 0
    this.responders.clear()
  }

  callsTo (path: string): SeenCall[] { return this.calls.filter((call) => call.path === path) }

  private answerFor (call: SeenCall): FixtureAnswer {
    const responder = this.responders.get(call.path)
    if (responder) return responder(call)
    if (call.path.endsWith('/v4/sys/menu/game-menu-multi')) return ok(GAMES_MENU)
    if (call.path.endsWith('/v4/trade/order/pending-check')) return ok({ num: 0 })
    return ok({ list: [], total: 0, page: 1, page_size: 20, has_more: false })
  }

  private record (request: FastifyRequest): SeenCall {
    const url = new URL(request.url, 'http://fixture')
    const call: SeenCall = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)])),
      at: Date.now()
    }
    this.calls.push(call)
    return call
  }
}

/** A JWT-shaped token whose `sub` claim the client reads for x-sign. */
export function fakeToken (sub: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: 4102444800 })}.fixture-signature`
}

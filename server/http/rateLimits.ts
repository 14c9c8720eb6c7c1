import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyRateLimit from '@fastify/rate-limit'
import type { Window } from '../domain/attempts'
import { fail, Status } from '../domain/status'
import type { SendGate } from '../deps'

/**
 * The SMS gate, counted by @fastify/rate-limit's in-memory store: per client address
 * (short and daily windows), then for the whole server. A send refused by one count is
 * not counted by the next, so the overall budget counts only what the address limits let through.
 */
export async function smsSendGate (app: FastifyInstance, windows: { perAddress: Window, perAddressDaily: Window, overall: Window }): Promise<SendGate> {
  if (!app.hasDecorator('createRateLimit')) await app.register(fastifyRateLimit, { global: false })
  const counter = (name: string, window: Window, byAddress: boolean): ((address: string) => Promise<number>) => {
    const take = app.createRateLimit({
      max: window.max,
      timeWindow: window.windowSeconds * 1000,
      // one store for every counter: the name keeps their keys apart
      keyGenerator: (request) => byAddress ? `${name}:${request.ip}` : name
    })
    return async (address) => {
      // the counter reads only the address (and an empty route config) of the request
      const answer = await take({ ip: address, routeOptions: { config: {} } } as unknown as FastifyRequest)
      return answer.isAllowed || !answer.isExceeded ? 0 : Math.max(1, answer.ttlInSeconds)
    }
  }
  const counters = [
    counter('sms-address', windows.perAddress, true),
    counter('sms-address-day', windows.perAddressDaily, true),
    counter('sms-all', windows.overall, false)
  ]
  return async (address) => {
    for (const take of counters) {
      const wait = await take(address)
      if (wait > 0) fail(Status.tooFrequent, `验证码发送太频繁，请 ${Math.ceil(wait / 60)} 分钟后再试`, { cooldown: wait })
    }
  }
}

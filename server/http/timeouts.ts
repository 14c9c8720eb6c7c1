import type { ServerOptions } from 'node:http'
import type { FastifyServerOptions } from 'fastify'

/**
 * How long a client may hold a connection (server/README.md "Time-outs"): the whole request
 * within `requestMs` (a body trickled byte by byte is cut off), headers within `headersMs`,
 * no more than `idleMs` without a byte, `keepAliveMs` between requests on a kept-alive connection.
 */
export interface Timeouts { requestMs: number, headersMs: number, idleMs: number, keepAliveMs: number }

export const TIMEOUTS: Timeouts = { requestMs: 15_000, headersMs: 10_000, idleMs: 30_000, keepAliveMs: 5_000 }

type ServerTimeouts = Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> & { http: ServerOptions }

export function timeoutOptions (timeouts: Timeouts): ServerTimeouts {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks the request and header time-outs every connectionsCheckingInterval (30 s by default)
    http: { headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs), connectionsCheckingInterval: Math.min(1000, timeouts.requestMs) }
  }
}

import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the stand-in received. */
export interface PartyRequest { method: string, path: string, query: URLSearchParams, body: string }
/** What the stand-in answers: a body (an object is sent as JSON) with a status, or 'hang' to never answer (a time-out). */
export type PartyReply = { status?: number, body: string | object } | 'hang'

export interface StandIn {
  /** http://127.0.0.1:port */
  url: string
  /** every request so far, oldest first */
  requests: PartyRequest[]
  close: () => Promise<void>
}

/**
 * A local stand-in for an outside party (Steam, WeChat): a tiny HTTP server that answers in the party's documented format,
 * so production providers are tested over real HTTP without the internet.
 */
export async function startStandIn (answer: (request: PartyRequest) => PartyReply): Promise<StandIn> {
  const requests: PartyRequest[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in')
      const request = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body: Buffer.concat(chunks).toString('utf8') }
      requests.push(request)
      const reply = answer(request)
      if (reply === 'hang') return
      const json = typeof reply.body !== 'string'
      res.writeHead(reply.status ?? 200, { 'content-type': json ? 'application/json' : 'text/plain; charset=utf-8' })
      res.end(json ? JSON.stringify(reply.body) : reply.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}

import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/database'
import { ART_VERSION, itemArt } from '../domain/itemArt'
import { artItem } from '../model/catalogue'

// Item art never changes for an id within an ART_VERSION (the ETag carries it): cached 30 days, revalidated cheaply after.
const ITEM_CACHE = 'public, max-age=2592000, stale-while-revalidate=86400'


/**
 * Pictures drawn as SVG so the offline shop has images: item art per kind and finish (domain/itemArt),
 * a game badge, an avatar. Unsigned.
 */
export function imageRoutes (scope: FastifyInstance, db: Db): void {
  const svg = (body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="192" viewBox="0 0 256 192">${body}</svg>`
  scope.get('/v1/open/img/item/:file', async (request, reply) => {
    const id = Number((request.params as { file: string }).file.match(/^(\d{1,9})\.svg$/)?.[1])
    const row = id ? artItem(db, id) : undefined
    const etag = `"item-${ART_VERSION}-${row ? id : 0}"`
    reply.type('image/svg+xml').header('cache-control', ITEM_CACHE).header('etag', etag)
    if (request.headers['if-none-match'] === etag) return reply.code(304).send()
    return itemArt(row ?? { appid: 0, name: '饰品', hashName: '', category: '', rarityColour: '#888888', quality: '', exterior: null, slot: null })
  })
  scope.get('/v1/open/img/game/:file', async (request, reply) => {
    const label = (request.params as { file: string }).file.startsWith('730') ? 'CS2' : 'DOTA2'
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400')
    return svg(`<rect width="256" height="192" rx="24" fill="${label === 'CS2' ? '#de9b35' : '#a82a1d'}"/>` +
      `<text x="128" y="110" font-size="48" fill="#fff" text-anchor="middle">${label}</text>`)
  })
  scope.get('/v1/open/img/avatar/:file', async (_request, reply) => {
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400')
    return svg('<rect width="256" height="192" fill="#3a4a6b"/><circle cx="128" cy="76" r="40" fill="#c9d3e6"/>' +
      '<rect x="64" y="124" width="128" height="68" rx="34" fill="#c9d3e6"/>')
  })
}

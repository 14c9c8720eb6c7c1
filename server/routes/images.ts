import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/open'

const escape = (text: string): string => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Placeholder pictures drawn as SVG so the offline shop has images: an item card
 * in its rarity colour with its name, a game badge, an avatar. Unsigned, cached a day.
 */
export function imageRoutes (scope: FastifyInstance, db: Db): void {
  const svg = (body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="192" viewBox="0 0 256 192">${body}</svg>`
  scope.get('/v1/open/img/item/:file', async (request, reply) => {
    const id = Number(/^(\d{1,9})\.svg$/.exec((request.params as { file: string }).file)?.[1])
    const item = id ? db.prepare('SELECT name, rarity_color FROM items WHERE id = ?').get(id) as { name: string, rarity_color: string } | undefined : undefined
    const name = item?.name ?? '饰品'
    const colour = item?.rarity_color ?? '#888888'
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400')
    return svg(`<rect width="256" height="192" rx="12" fill="#1f2430"/><rect y="184" width="256" height="8" fill="${colour}"/>` +
      `<circle cx="128" cy="80" r="44" fill="${colour}" opacity="0.35"/><text x="128" y="160" font-size="14" fill="#fff" text-anchor="middle">${escape(name.slice(0, 18))}</text>`)
  })
  scope.get('/v1/open/img/game/:file', async (request, reply) => {
    const label = (request.params as { file: string }).file.startsWith('730') ? 'CS2' : 'DOTA2'
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400')
    return svg(`<rect width="256" height="192" rx="24" fill="${label === 'CS2' ? '#de9b35' : '#a82a1d'}"/><text x="128" y="110" font-size="48" fill="#fff" text-anchor="middle">${label}</text>`)
  })
  scope.get('/v1/open/img/avatar/:file', async (_request, reply) => {
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400')
    return svg('<rect width="256" height="192" fill="#3a4a6b"/><circle cx="128" cy="76" r="40" fill="#c9d3e6"/><rect x="64" y="124" width="128" height="68" rx="34" fill="#c9d3e6"/>')
  })
}

import path from 'node:path'
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import fastifyCompress from '@fastify/compress'
import fastifyHelmet from '@fastify/helmet'
import { createHash } from 'node:crypto'
import { isShopAddress, withShopCards } from './shellCards'

/**
 * Serves the production H5 build with an SPA fallback: any GET that is not an
 * API call or a file gets index.html, so a deep link or a reload on any route
 * works (browser-mode routing). Hashed assets are cached for a year. The shop's
 * address gets index.html with the shop's first cards in its app shell (shellCards.ts;
 * `shopCards: false` for a stand-in API whose calls a test counts).
 */
export async function registerStatic (app: FastifyInstance, dir: string, { shopCards = true }: { shopCards?: boolean } = {}): Promise<void> {
  const root = path.resolve(dir)
  const indexFile = path.join(root, 'index.html')
  if (!fs.existsSync(indexFile)) throw new Error(`没有找到 H5 构建产物 ${indexFile}，请先运行 npm run build:h5`)
  await app.register(fastifyHelmet, { contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(fs.readFileSync(indexFile, 'utf8')) } })
  await app.register(fastifyCompress, { global: true, threshold: 1024 })
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders (res, filePath) {
      res.setHeader('cache-control', /\.[0-9a-f]{8}\.(js|css)$/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache')
    }
  })
  const html = fs.readFileSync(indexFile, 'utf8')
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) {
      return reply.code(404).send({ status: 404, message: '接口不存在', data: null })
    }
    const file = path.join(root, decodeURIComponentSafe(request.url.split('?')[0]))
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file))
    }
    const page = shopCards && isShopAddress(request.url) ? await withShopCards(app, html) : html
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page)
  })
}

/**
 * The H5 app's content security policy: scripts only from this origin plus the inline
 * scripts of the built index.html (Taro's root font-size snippet), allowed by their hash;
 * styles may be inline (React and Taro set style attributes and inject style tags); images
 * also from https (avatars set by URL) and data:; API calls to this origin only; no frames, plugins or foreign forms.
 */
export function contentSecurityPolicy (indexHtml: string): Record<string, string[]> {
  const inline = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`)
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"]
  }
}

function decodeURIComponentSafe (value: string): string {
  try { return decodeURIComponent(value) } catch { return value }
}

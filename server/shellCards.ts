import type { FastifyInstance } from 'fastify'
import type { GamesMenu, ItemSummary, Page } from '../types/api'
import { signRequest } from '../src/lib/sign'
import { cardName, cardTags } from '../src/lib/cardName'
import { formatWireYuan, isWireAmount } from '../src/lib/moneyText'

/**
 * issue 12: the shop's first screen, painted from index.html alone, shows the shop's real first cards. index.html's
 * app shell (src/index.html) holds card skeletons; when this server sends it for the shop's address, the skeletons
 * give way to the first cards of the shop's own first request (main game, popular, 20 a page: the same answer, from
 * the same read cache, that the app then asks for), with their pictures. So the largest paint (an item picture) no
 * longer waits for the scripts, the games menu and the list. The app's page covers the shell and removes it
 * (lib/platform/appShell), drawing the same cards. A host that serves the build as a plain file (a CDN) sends the
 * skeletons: nothing else depends on this.
 * Not covered: a player whose last game was another (lib/gameMemory, in the browser) sees the main game's cards
 * until the app draws theirs.
 */
const SHOP_PATHS = new Set(['/', '/index.html', '/pages/market/home/index'])
/** the cards on a 375×812 screen under the header and filters: four rows of two */
const FIRST_CARDS = 8
/** what src/index.html's shell is built into (test/build/h5.test.ts holds the build to it) */
export const SHELL_GRID = /(<div class="shell__grid">)[\s\S]*?(<\/div><div class="shell__tabbar")/

export const isShopAddress = (url: string): boolean => SHOP_PATHS.has(url.split('?')[0].replace(/(.)\/$/, '$1'))

/** index.html with the shop's first cards in place of the skeletons; as it is when the list cannot be read */
export async function withShopCards (app: FastifyInstance, html: string): Promise<string> {
  try {
    const menu = await openGet<GamesMenu>(app, '/v4/sys/menu/game-menu-multi', {})
    const page = await openGet<Page<ItemSummary>>(app, '/v3/store/item/list', { appid: String(menu.main_game.appid), sort: 'popular', page_size: '20' })
    if (page.list.length === 0) return html
    const cards = page.list.slice(0, FIRST_CARDS).map((item, index) => cardHtml(item, index < 4)).join('')
    return html.replace(SHELL_GRID, (_, open: string, close: string) => open + cards + close)
  } catch (error) {
    app.log.warn({ err: error }, 'app shell: the first cards could not be read, the skeletons are sent')
    return html
  }
}

/** A GET of the app's own API, signed as the app signs it, answered in-process. */
async function openGet<T> (app: FastifyInstance, path: string, query: Record<string, string>): Promise<T> {
  const url = `/api/v1/open${path}`
  const time = String(Date.now())
  const response = await app.inject({ method: 'GET', url, query, headers: { 'x-start-req-time': time, 'x-sign': signRequest('GET', url, time, null) } })
  const body = response.json<{ status: number, message: string, data: T }>()
  if (body.status !== 200) throw new Error(`${path}: ${body.status} ${body.message}`)
  return body.data
}

/** One card, as components/ItemCard draws it (the same name and chips, from lib/cardName); the first row's pictures first. */
function cardHtml (item: ItemSummary, early: boolean): string {
  const { wear, quality } = cardTags(item)
  const name = cardName(item.name, item.exterior)
  const colour = /^#[0-9a-f]{3,8}$/i.test(item.rarity_color) ? item.rarity_color : ''
  const chips = [wear, quality].filter(Boolean).map((text) => `<span class="shell__tag">${escapeHtml(text)}</span>`).join('') +
    (item.rarity ? `<span class="shell__tag"${colour ? ` style="color:${colour}"` : ''}>${escapeHtml(item.rarity)}</span>` : '')
  const price = isWireAmount(item.min_price) ? formatWireYuan(item.min_price) : '--'
  return `<div class="shell__card shell__card--item" data-shell="card">` +
    `<div class="shell__pic"><img src="${escapeHtml(item.image)}" alt=""${early ? ' fetchpriority="high"' : ''}>` +
    (colour ? `<i class="shell__stripe" style="background:${colour}"></i>` : '') + '</div>' +
    `<div class="shell__tags">${chips}</div>` +
    `<div class="shell__name${name.small ? ' shell__name--small' : ''}">${escapeHtml(name.text)}</div>` +
    `<div class="shell__foot"><span class="shell__price"><small>¥</small>${price}</span><span class="shell__count">在售 ${item.on_sale_count}</span></div>` +
    '</div>'
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
function escapeHtml (text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char])
}

import type { FastifyInstance } from 'fastify'
import type { GamesMenu, ItemSummary, Page } from '../types/api'
import { signRequest } from '../src/lib/sign'
import { cardName, cardTags } from '../src/lib/cardName'
import { formatWireYuan, isWireAmount } from '../src/lib/moneyText'

/**
 * The shop's first screen, painted from index.html alone, shows the shop's real first cards. index.html's
 * app shell (src/index.html) holds card skeletons; when this server sends it for the shop's address, the skeletons
 * give way to the first cards of the shop's own first request (main game, popular, 20 a page: the same answer, from
 * the same read cache, that the app then asks for), with their pictures. So the largest paint (an item picture) no
 * longer waits for the scripts, the games menu and the list. The app's page covers the shell and removes it
 * (lib/platform/appShell), drawing the same cards. A host that serves the build as a plain file (a CDN) sends the
 * skeletons: nothing else depends on this.
 * A player whose last game is another (stores/config rememberedGame, in the browser's storage) sees the skeletons:
 * src/index.html's script compares it with the grid's data-appid.
 */
const SHOP_PATHS = new Set(['/', '/pages/market/home/index'])
/** the cards on a 375×812 screen under the header and filters: four rows of two */
const FIRST_CARDS = 8
/** what src/index.html's shell is built into (test/build/h5.test.ts holds the build to it) */
export const SHELL_GRID = /<div class="shell__grid">[\s\S]*?(<\/div><div class="shell__tabbar")/

const SCRIPT_PRELOAD = '<link rel="preload" as="script"'

export const isShopAddress = (url: string): boolean => SHOP_PATHS.has(url.split('?')[0].replace(/(.)\/$/, '$1'))

/** index.html with the shop's first cards in place of the skeletons; as it is when the list cannot be read */
export async function withShopCards (app: FastifyInstance, html: string): Promise<string> {
  try {
    const menu = await openGet<GamesMenu>(app, '/v4/sys/menu/game-menu-multi', {})
    const page = await openGet<Page<ItemSummary>>(app, '/v3/store/item/list', { appid: String(menu.main_game.appid), sort: 'popular', page_size: '20' })
    if (page.list.length === 0) return html
    const first = page.list.slice(0, FIRST_CARDS)
    const cards = first.map(cardHtml).join('')
    // the pictures asked for before the scripts the head preloads: 11 KB that the largest paint waits for, ahead of 150
    const preloads = first.map((item) => `<link rel="preload" as="image" href="${escapeHtml(item.image)}" fetchpriority="high">`).join('')
    const head = html.includes(SCRIPT_PRELOAD) ? SCRIPT_PRELOAD : '</head>'
    // the game is named on the grid: src/index.html's script shows the skeletons to a player whose last game is another
    const grid = `<div class="shell__grid" data-appid="${menu.main_game.appid}">`
    return html.replace(SHELL_GRID, (_, close: string) => grid + cards + close).replace(head, preloads + head)
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

/**
 * One card, as components/ItemCard draws it (the same name and chips, from lib/cardName). Every picture is asked for
 * at high priority (1.4 KB each): at the default low one, the third row's came in after the scripts had started, and
 * it was the largest paint, drawn only once the entry script's long task ended. `elementtiming` marks the pictures the
 * entry scripts wait for (config/firstLoadTags.ts).
 */
function cardHtml (item: ItemSummary): string {
  const { wear, quality } = cardTags(item)
  const name = cardName(item.name, item.exterior)
  const colour = /^#[0-9a-f]{3,8}$/i.test(item.rarity_color) ? item.rarity_color : ''
  const chips = [wear, quality].filter(Boolean).map((text) => `<span class="shell__tag">${escapeHtml(text)}</span>`).join('') +
    (item.rarity ? `<span class="shell__tag"${colour ? ` style="color:${colour}"` : ''}>${escapeHtml(item.rarity)}</span>` : '')
  const price = isWireAmount(item.min_price) ? formatWireYuan(item.min_price) : '--'
  return `<div class="shell__card shell__card--item" data-shell="card">` +
    `<div class="shell__pic"><img src="${escapeHtml(item.image)}" alt="" fetchpriority="high" elementtiming="shell-card">` +
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

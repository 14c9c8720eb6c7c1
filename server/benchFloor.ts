import type { Api } from './http/context'
import { itemListPage, type ItemListQuery } from './model/itemList'

/** Where the floor answers (a client path, signed like every call); only `npm run bench:api` mounts it. */
export const FLOOR_PATH = '/bench/floor'

/** The pages the floor answers: each game's first shop page, 20 cards, the size of the pages the bench asks the item list for. */
export const floorPage = (appid: number): ItemListQuery => ({ appid, page: 1, page_size: 20, sort: 'popular', wear: null })

/**
 * The item list's floor for server/bench.ts: a prepared page (one per game) answered from memory through everything the item list goes
 * through (signature, parameters, envelope, the same hooks), so the bench can say what the list costs beyond serving
 * a page of that size. Passed to buildApp as `extraRoutes` by the bench alone: the served API has no such call.
 */
export function benchFloorRoutes (api: Api): void {
  const dota = itemListPage(api.deps.db, floorPage(570))
  const cs = itemListPage(api.deps.db, floorPage(730))
  // by the asked game, as the list answers (its default game is 570)
  api.route(FLOOR_PATH, (call) => String(call.params.appid) === '730' ? cs : dota)
}

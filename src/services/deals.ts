import type { Page } from '../../types/api'
import {
  GrabDropListSchema, GrabDropSchema, GrabOrderPageSchema, GrabOrderSchema, HaggleHelpResultSchema, HaggleListSchema, HagglePrizeListSchema,
  HagglePrizeSchema, HaggleRankingSchema, HaggleSchema, type GrabDrop, type GrabOrder, type Haggle, type HaggleHelpResult, type HagglePrize, type HaggleRank
} from '../contract/deals'
import { request } from '../lib/request'
import { answer } from './shape'

/** Haggle (砍价) and grab (限时抢): typed calls (server/README.md "Haggle and grab"). Money stays decimal strings. */

const HAGGLE = '/v1/activity/haggle'
const read = <T>(path: string, schema: Parameters<typeof answer>[0], data: Record<string, string | number> = {}): Promise<T> =>
  request<unknown>(path, { data, toast: false }).then(answer(schema, path)) as Promise<T>
const write = <T>(path: string, schema: Parameters<typeof answer>[0], data: Record<string, string | number>): Promise<T> =>
  request<unknown>(path, { method: 'POST', data, toast: false }).then(answer(schema, path)) as Promise<T>

export const hagglePrizes = (): Promise<HagglePrize[]> => read<{ list: HagglePrize[] }>(`${HAGGLE}/prizes`, HagglePrizeListSchema).then((page) => page.list)
export const hagglePrize = (prizeId: number): Promise<HagglePrize> => read(`${HAGGLE}/prize`, HagglePrizeSchema, { prize_id: prizeId })
export const haggleDetail = (haggleId: number): Promise<Haggle> => read(`${HAGGLE}/detail`, HaggleSchema, { haggle_id: haggleId })
export const myHaggles = (): Promise<Haggle[]> => read<{ list: Haggle[] }>(`${HAGGLE}/mine`, HaggleListSchema).then((page) => page.list)
export const haggleRanking = (): Promise<HaggleRank[]> => read<{ list: HaggleRank[] }>(`${HAGGLE}/ranking`, HaggleRankingSchema).then((page) => page.list)
/** Starts a haggle of the prize, or answers the user's unfinished one of it. */
export const startHaggle = (prizeId: number): Promise<Haggle> => write(`${HAGGLE}/start`, HaggleSchema, { prize_id: prizeId })
/** One help; a second one by the same user is refused by the server, so a repeated tap cuts once. */
export const helpHaggle = (haggleId: number): Promise<HaggleHelpResult> => write(`${HAGGLE}/help`, HaggleHelpResultSchema, { haggle_id: haggleId })
export const claimHaggle = (haggleId: number): Promise<Haggle> => write(`${HAGGLE}/claim`, HaggleSchema, { haggle_id: haggleId })

const GRAB = '/v1/activity/grab'
export const grabDrops = (): Promise<GrabDrop[]> => read<{ list: GrabDrop[] }>(`${GRAB}/drops`, GrabDropListSchema).then((page) => page.list)
export const grabDrop = (dropId: number): Promise<GrabDrop> => read(`${GRAB}/detail`, GrabDropSchema, { drop_id: dropId })
/** My grabs, newest first; `held` keeps the ones the shop still holds. */
export const grabOrders = (page: number, held = false): Promise<Page<GrabOrder>> =>
  read(`${GRAB}/orders`, GrabOrderPageSchema, { page, page_size: 20, held: held ? 1 : 0 })
/** One grab; the idempotency key makes a repeated tap or a retry grab once. */
export const grab = (dropId: number, idempotencyKey: string): Promise<GrabOrder> => write(
  `${GRAB}/buy`,
  GrabOrderSchema,
  { drop_id: dropId, idempotency_key: idempotencyKey }
)
/** 取回到 Steam: the held item enters the Steam inventory. */
export const withdrawGrab = (grabNo: string): Promise<GrabOrder> => write(`${GRAB}/withdraw`, GrabOrderSchema, { grab_no: grabNo })

import type {
  BoxDetail,
  BoxOpening,
  BoxRecent,
  BoxSummary,
  FairRecord,
  MyRoll,
  Page,
  RollClaim,
  RollDetail,
  RollSummary,
  SeedChange,
  SeedPair
} from '../../types/api'
import {
  BoxDetailSchema,
  BoxListSchema,
  BoxOpeningSchema,
  BoxRecentListSchema,
  MyRollPageSchema,
  RollClaimSchema,
  RollDetailSchema,
  RollPageSchema
} from '../contract/draws'
import { FairRecordPageSchema, SeedChangeSchema, SeedPairSchema } from '../contract/fairness'
import { request } from '../lib/request'
import { answer } from './shape'

/** Roll rooms, gift boxes, the koi draw and my fairness seeds (server/README.md "Fair draws, rolls and boxes"). */

export type RollTab = 'open' | 'ending' | 'ended'

const ROLLS = '/v1/roll/list'
export function rollList (tab: RollTab, page: number): Promise<Page<RollSummary>> {
  return request<unknown>(ROLLS, { data: { tab, page, page_size: 20 }, autoLogin: false }).then(answer(RollPageSchema, ROLLS))
}

const ROLL = '/v1/roll/detail'
export function rollDetail (rollId: number): Promise<RollDetail> {
  return request<unknown>(ROLL, { data: { roll_id: rollId }, toast: false, autoLogin: false }).then(answer(RollDetailSchema, ROLL))
}

const JOIN = '/v1/roll/join'
/** Joins a room; a refusal (condition not met, wrong password) is shown on the room, so no toast. */
export function joinRoll (rollId: number, password?: string): Promise<RollDetail> {
  return request<unknown>(
    JOIN,
    { method: 'POST', data: { roll_id: rollId, ...(password ? { password } : {}) }, toast: false }
  ).then(answer(RollDetailSchema, JOIN))
}

const MINE = '/v1/roll/mine'
export function myRolls (won: boolean, page: number): Promise<Page<MyRoll>> {
  return request<unknown>(MINE, { data: { won: won ? 1 : 0, page, page_size: 20 } }).then(answer(MyRollPageSchema, MINE))
}

const CLAIM = '/v1/roll/claim'
export function claimRollPrize (rollId: number, k: number): Promise<RollClaim> {
  return request<unknown>(CLAIM, { method: 'POST', data: { roll_id: rollId, k } }).then(answer(RollClaimSchema, CLAIM))
}

const BOXES = '/v1/box/list'
export function boxList (kind: 'box' | 'koi', appid?: number): Promise<BoxSummary[]> {
  return request<unknown>(BOXES, { data: { kind, ...(appid ? { appid } : {}) }, toast: false, autoLogin: false }).then(answer(BoxListSchema, BOXES))
}

const BOX = '/v1/box/detail'
export function boxDetail (boxId: number): Promise<BoxDetail> {
  return request<unknown>(BOX, { data: { box_id: boxId }, toast: false, autoLogin: false }).then(answer(BoxDetailSchema, BOX))
}

const RECENT = '/v1/box/recent'
export function boxRecent (boxId: number): Promise<BoxRecent[]> {
  return request<unknown>(RECENT, { data: { box_id: boxId }, toast: false, autoLogin: false }).then(answer(BoxRecentListSchema, RECENT))
}

const OPEN = '/v1/box/open'
/** Opens a box; the key is kept by the caller for one attempt, so a retry after a lost answer pays nothing twice. */
export function openBox (boxId: number, count: number, free: boolean, idempotencyKey: string): Promise<BoxOpening> {
  return request<unknown>(
    OPEN,
    { method: 'POST', data: { box_id: boxId, count, free: free ? 1 : 0, idempotency_key: idempotencyKey }, toast: false }
  ).then(answer(BoxOpeningSchema, OPEN))
}

const SEED = '/v1/fair/seed'
export function seedPair (): Promise<SeedPair> {
  return request<unknown>(SEED, { toast: false }).then(answer(SeedPairSchema, SEED))
}

const ROTATE = '/v1/fair/seed/rotate'
const CLIENT = '/v1/fair/seed/client'
/** Reveals the current server seed and starts a new pair (with a new client seed when given). */
export function changeSeed (clientSeed?: string): Promise<SeedChange> {
  const path = clientSeed ? CLIENT : ROTATE
  return request<unknown>(path, { method: 'POST', data: clientSeed ? { client_seed: clientSeed } : {} }).then(answer(SeedChangeSchema, path))
}

const RECORDS = '/v1/fair/records'
export function fairRecords (scope: string, page: number): Promise<Page<FairRecord>> {
  return request<unknown>(RECORDS, { data: { scope, page, page_size: 20 } }).then(answer(FairRecordPageSchema, RECORDS))
}

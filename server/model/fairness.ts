import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database'
import type { Deps } from '../deps'
import type { FairRecord, Page, RevealedPair, SeedChange, SeedPair } from '../../types/api'
import { checkOdds, drawTicket, pickByOdds, seedHash } from '../../src/lib/fairness'
import { fail, Status } from '../domain/status'

/**
 * Per-user seed pairs and stored draws (server/README.md "Fair draws"). The rule itself is src/lib/fairness.ts,
 * shared with the app, which recomputes every revealed record on the device.
 */

interface PairRow {
  id: number,
  user_id: number,
  server_seed: string,
  server_seed_hash: string,
  client_seed: string,
  next_nonce: number,
  revealed_at: number | null
}
interface DrawRow {
  id: number,
  pair_id: number,
  scope: string,
  subject: string,
  server_seed_hash: string,
  client_seed: string,
  nonce: number,
  hmac: string,
  ticket: number,
  odds_json: string,
  result_index: number,
  created_at: number,
  server_seed: string,
  revealed_at: number | null
}

/**
 * Seeds come from the CSPRNG and are stored with their pair when it is opened, never derived from ids or the server's
 * secret: a recycled user id, a reset or a restored backup can then never publish a seed revealed before.
 */
const newServerSeed = (): string => randomBytes(32).toString('hex')
const newClientSeed = (): string => randomBytes(8).toString('hex')

/** Opens a user's next pair (fresh seeds; the client seed given, or a fresh one). Call inside a transaction. */
export function openSeedPair (db: Db, userId: number, now: number, clientSeed?: string): PairRow {
  const serverSeed = newServerSeed()
  const id = Number(db.prepare(`INSERT INTO fair_seed_pairs (user_id, server_seed, server_seed_hash, client_seed, next_nonce, created_at)
    VALUES (?, ?, ?, ?, 0, ?)`).run(userId, serverSeed, seedHash(serverSeed), clientSeed ?? newClientSeed(), now).lastInsertRowid)
  return db.prepare('SELECT * FROM fair_seed_pairs WHERE id = ?').get(id) as PairRow
}

/**
 * Run whenever the database is opened (server start, db:reset, a restored backup) and after the seed is written: a pair
 * that was open may have been revealed by another copy of this file since (a backup restored after its pairs were
 * rotated), so none is trusted. One with draws is revealed (its records verify at once); one without is dropped; every
 * user then gets a fresh pair, keeping the client seed they chose.
 */
export function renewSeedPairs (db: Db, now: number): void {
  db.transaction(() => {
    const kept = new Map((db.prepare(`SELECT user_id, client_seed FROM fair_seed_pairs
      WHERE id IN (SELECT MAX(id) FROM fair_seed_pairs GROUP BY user_id)`).all() as { user_id: number, client_seed: string }[])
      .map((row) => [row.user_id, row.client_seed]))
    db.prepare('DELETE FROM fair_seed_pairs WHERE revealed_at IS NULL AND NOT EXISTS (SELECT 1 FROM fair_draws d WHERE d.pair_id = fair_seed_pairs.id)').run()
    db.prepare('UPDATE fair_seed_pairs SET revealed_at = ? WHERE revealed_at IS NULL').run(now)
    for (const { id } of db.prepare('SELECT id FROM users ORDER BY id').all() as { id: number }[]) openSeedPair(db, id, now, kept.get(id))
  })()
}

const storedPair = (deps: Deps, userId: number): PairRow | undefined =>
  deps.db.prepare('SELECT * FROM fair_seed_pairs WHERE user_id = ? AND revealed_at IS NULL').get(userId) as PairRow | undefined

/**
 * The user's open pair. Every user has one from the moment the account is made (createUser) and after every opening of
 * the database, so reads find it stored; a user row made some other way gets one here, on first use.
 */
function activePair (deps: Deps, userId: number): PairRow {
  return storedPair(deps, userId) ?? deps.db.transaction(() => storedPair(deps, userId) ?? openSeedPair(deps.db, userId, deps.now()))()
}

const pairView = (row: PairRow): SeedPair => ({ server_seed_hash: row.server_seed_hash, client_seed: row.client_seed, nonce: row.next_nonce })

export function seedPair (deps: Deps, userId: number): SeedPair {
  return pairView(activePair(deps, userId))
}

/** Client seed: 1–64 letters, digits, _ or - (so it reads the same everywhere it is shown and recomputed). */
export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/

/** Reveals the active pair's server seed and opens a new pair (with the given client seed, or the same one). */
export function rotateSeed (deps: Deps, userId: number, clientSeed?: string): SeedChange {
  if (clientSeed !== undefined && !CLIENT_SEED.test(clientSeed)) fail(Status.badRequest, '客户端种子只能包含字母、数字、_ 或 -，最多 64 个字符')
  return deps.db.transaction(() => {
    const old = activePair(deps, userId)
    deps.db.prepare('UPDATE fair_seed_pairs SET revealed_at = ? WHERE id = ?').run(deps.now(), old.id)
    const next = openSeedPair(deps.db, userId, deps.now(), clientSeed ?? old.client_seed)
    const revealed: RevealedPair = { server_seed: old.server_seed, server_seed_hash: old.server_seed_hash, client_seed: old.client_seed, draws: old.next_nonce }
    return { revealed, pair: pairView(next) }
  }).immediate()
}

export interface FairDraw { index: number, record: FairRecord }

/**
 * One draw on the user's active pair, in the caller's transaction: takes the next nonce, maps the HMAC to a ticket
 * and the ticket to an odds entry, and stores the record. `scope` names the feature ('box', 'koi', 'gift' …),
 * `subject` what was drawn for (a box id …). Odds that do not sum to 1 000 000 ppm are a programming error (5xx).
 */
export function fairDraw (deps: Deps, userId: number, scope: string, weightsPpm: readonly number[], subject: string): FairDraw {
  checkOdds(weightsPpm)
  const pair = activePair(deps, userId)
  const nonce = pair.next_nonce
  deps.db.prepare('UPDATE fair_seed_pairs SET next_nonce = next_nonce + 1 WHERE id = ? AND next_nonce = ?').run(pair.id, nonce)
  const { hmac, ticket } = drawTicket(pair.server_seed, pair.client_seed, nonce)
  const index = pickByOdds(ticket, weightsPpm)
  const id = Number(deps.db.prepare(`INSERT INTO fair_draws (user_id, pair_id, scope, subject, server_seed_hash, client_seed, nonce, hmac, ticket, odds_json,
      result_index, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(userId, pair.id, scope, subject, pair.server_seed_hash, pair.client_seed, nonce, hmac, ticket,
    JSON.stringify(weightsPpm), index, deps.now()).lastInsertRowid)
  return { index, record: fairRecordsByIds(deps, [id])[0] }
}

const SELECT_DRAWS = `SELECT d.*, p.server_seed, p.revealed_at FROM fair_draws d JOIN fair_seed_pairs p ON p.id = d.pair_id`

function recordView (row: DrawRow): FairRecord {
  return {
    id: row.id,
    scope: row.scope,
    subject: row.subject,
    server_seed_hash: row.server_seed_hash,
    server_seed: row.revealed_at === null ? null : row.server_seed,
    client_seed: row.client_seed,
    nonce: row.nonce,
    hmac: row.hmac,
    ticket: row.ticket,
    odds_ppm: JSON.parse(row.odds_json) as number[],
    result_index: row.result_index,
    created_at: row.created_at
  }
}

/** Records by id, in the order asked (the server seed shown only once its pair is revealed). */
export function fairRecordsByIds (deps: Deps, ids: readonly number[]): FairRecord[] {
  if (ids.length === 0) return []
  const rows = deps.db.prepare(`${SELECT_DRAWS} WHERE d.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as DrawRow[]
  const byId = new Map(rows.map((row) => [row.id, recordView(row)]))
  return ids.map((id) => byId.get(id)).filter((record): record is FairRecord => record !== undefined)
}

/** The user's draws, newest first, optionally of one scope. */
export function fairRecordPage (deps: Deps, userId: number, page: number, pageSize: number, scope?: string): Page<FairRecord> {
  const where = scope ? 'd.user_id = ? AND d.scope = ?' : 'd.user_id = ?'
  const args = scope ? [userId, scope] : [userId]
  const total = (deps.db.prepare(`SELECT COUNT(*) AS n FROM fair_draws d WHERE ${where}`).get(...args) as { n: number }).n
  const rows = deps.db.prepare(`${SELECT_DRAWS} WHERE ${where} ORDER BY d.id DESC LIMIT ? OFFSET ?`).all(...args, pageSize, (page - 1) * pageSize) as DrawRow[]
  return { list: rows.map(recordView), total, page, page_size: pageSize, has_more: page * pageSize < total }
}

import type { Deps } from '../deps'
import { fail, Status } from '../domain/status'
import { moveMoney } from './wallet'
import { newGameKey } from './rewards'

/** A CDK (game key) product as sold for balance. */
export interface CdkProductRow { id: number, name: string, price_cents: number }

/** Every CDK product with its stock, oldest first. */
export const cdkProducts = (deps: Deps): { product_id: number, name: string, price_cents: number, stock: number }[] =>
  deps.db.prepare('SELECT id AS product_id, name, price_cents, stock FROM cdk_products ORDER BY id').all() as
    { product_id: number, name: string, price_cents: number, stock: number }[]

export const cdkProduct = (deps: Deps, id: number): CdkProductRow | undefined =>
  deps.db.prepare('SELECT id, name, price_cents FROM cdk_products WHERE id = ?').get(id) as CdkProductRow | undefined

/** A key already sold (an idempotent repeat answers it again). */
export const soldCdkKey = (deps: Deps, keyId: number): { code: string, pay_cents: number, product_id: number } =>
  deps.db.prepare('SELECT code, pay_cents, product_id FROM cdk_codes WHERE id = ?').get(keyId) as { code: string, pay_cents: number, product_id: number }

/** Sells one key of a product from the balance, in the caller's transaction: stock taken atomically, or 4009 sold out. */
export function sellCdkKey (deps: Deps, userId: number, product: CdkProductRow, idempotencyKey: string | undefined): { id: number, code: string } {
  const { db } = deps
  if (db.prepare('UPDATE cdk_products SET stock = stock - 1 WHERE id = ? AND stock > 0').run(product.id).changes !== 1) fail(Status.conflict, 'CDK 已售罄')
  const code = newGameKey()
  moveMoney(db, userId, { available: -product.price_cents }, 'cdk', `cdk:${product.id}`, `购买 ${product.name}`, deps.now())
  const id = Number(db.prepare('INSERT INTO cdk_codes (product_id, user_id, code, pay_cents, idem_key, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(product.id, userId, code, product.price_cents, idempotencyKey ?? null, deps.now()).lastInsertRowid)
  return { id, code }
}

export interface CdkKeyRow { id: number, code: string, pay_cents: number, source: 'buy' | 'reward', created_at: number, name: string, revealed: number }

/** The user's CDK knapsack, newest first, each with whether it was ever revealed. */
export const myCdkKeys = (deps: Deps, userId: number): CdkKeyRow[] =>
  deps.db.prepare(`SELECT k.id, k.code, k.pay_cents, k.source, k.created_at, p.name,
    EXISTS (SELECT 1 FROM cdk_key_reveals r WHERE r.key_id = k.id) AS revealed
    FROM cdk_codes k JOIN cdk_products p ON p.id = k.product_id WHERE k.user_id = ? ORDER BY k.id DESC`).all(userId) as CdkKeyRow[]

/** Shows one of the user's keys and logs who, when and from where, in the caller's transaction; the count includes this reveal. */
export function revealCdkKey (deps: Deps, userId: number, keyId: number, address: string): { id: number, code: string, count: number } {
  const { db } = deps
  const key = db.prepare('SELECT id, code FROM cdk_codes WHERE id = ? AND user_id = ?').get(keyId, userId) as { id: number, code: string } | undefined
  if (!key) fail(Status.notFound, '卡密不存在')
  db.prepare('INSERT INTO cdk_key_reveals (key_id, user_id, address, at) VALUES (?, ?, ?, ?)').run(key!.id, userId, address, deps.now())
  const count = (db.prepare('SELECT COUNT(*) AS n FROM cdk_key_reveals WHERE key_id = ?').get(key!.id) as { n: number }).n
  return { id: key!.id, code: key!.code, count }
}

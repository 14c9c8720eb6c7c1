import type { Db } from '../db/database'
import type { Deps } from '../deps'
import type { InspectMark, InspectPage, InspectRecord, InspectReportReason } from '../../types/api'
import { INSPECT_PREFIX, readInspectLink } from '../../src/contract/inspect'
import { fail, Status } from '../domain/status'
import {
  assetLinkIds, exteriorOfFloat, fadeOf, floatUnits, floatWindow, linkHash, listingLinkIds, phaseOf, skinName, skinRangeText
} from '../domain/inspect'
import type { InspectResult } from '../providers/inspect'
import { itemImage } from './catalogue'
import { inventoryOf } from './inventory'
import { findUser } from './users'
import { inventoryVisibleTo } from './privacy'

/** Item inspection (server/README.md "Item inspection"): the inspection provider's answer for a link, one record per (user, link). */

interface SkinItem { id: number, name: string, market_hash_name: string, category: string, rarity: string, rarity_color: string, exterior: string }
interface Resolved { source: 'link' | 'asset' | 'listing', item: SkinItem, wear: string | null, assetId: string | null, listingId: number | null }
interface InspectionRow {
  id: number, user_id: number, link: string, source: 'link' | 'asset' | 'listing', item_id: number, asset_id: string | null, listing_id: number | null,
  float_value: string, paint_seed: number, paint_index: number, stickers_json: string, created_at: number
}
interface ReportRow { reason: InspectReportReason, note: string, created_at: number }

const linkText = (kind: 'S' | 'M', ids: { owner: string, asset: string, d: string }): string => `${INSPECT_PREFIX}%20${kind}${ids.owner}A${ids.asset}D${ids.d}`

// CS2 items with a wear (weapons, knives, gloves) never change while the API runs: read once per database
const skinItems = new WeakMap<Db, SkinItem[]>()
function skinsOf (db: Db): SkinItem[] {
  let rows = skinItems.get(db)
  if (!rows || rows.length === 0) {
    rows = db.prepare(`SELECT id, name, market_hash_name, category, rarity, rarity_color, exterior FROM items
      WHERE appid = 730 AND exterior IS NOT NULL ORDER BY id`).all() as SkinItem[]
    skinItems.set(db, rows)
  }
  return rows
}
function skinItem (db: Db, itemId: number): SkinItem {
  return skinsOf(db).find((row) => row.id === itemId) ?? fail(Status.badRequest, '只能检视有磨损的 CS2 饰品（枪械、刀具、手套）')
}

/**
 * What a link names for this viewer: one of our listings (M), an item of a known Steam inventory (S) that is the viewer's or
 * whose owner has 库存公开 on, else a catalogue skin drawn from the link. Another user's private item takes the unknown
 * asset's path (the inventory is read either way), so the answer cannot tell a private item from one that does not exist.
 */
function resolve (deps: Deps, text: string, viewerId: number): Resolved {
  const link = readInspectLink(text)
  if (typeof link === 'string') fail(Status.badRequest, link)
  const ids = link as Exclude<typeof link, string>
  if (ids.kind === 'M') {
    const listing = deps.db.prepare('SELECT id, item_id, wear, asset_id FROM listings WHERE id = ?').get(Number(ids.owner)) as {
      id: number,
      item_id: number,
      wear: string | null,
      asset_id: string | null
    } | undefined
    if (listing && listingLinkIds(listing.id, listing.asset_id).asset === ids.asset) {
      return { source: 'listing', item: skinItem(deps.db, listing.item_id), wear: listing.wear, assetId: listing.asset_id, listingId: listing.id }
    }
  } else {
    const owner = deps.db.prepare('SELECT id FROM users WHERE steam_id = ?').get(ids.owner) as { id: number } | undefined
    const asset = owner ? inventoryOf(deps, owner.id).assets.find((entry) => entry.asset_id === ids.asset) : undefined
    const visible = owner !== undefined && inventoryVisibleTo(deps.db, owner.id, viewerId)
    if (asset && visible) return { source: 'asset', item: skinItem(deps.db, asset.item_id), wear: asset.wear, assetId: asset.asset_id, listingId: null }
  }
  const skins = skinsOf(deps.db)
  return { source: 'link', item: skins[Number(linkHash(ids.text, 'item') % BigInt(skins.length))], wear: null, assetId: null, listingId: null }
}

/** The float's place among the same skin's on-sale listings (the inspected listing left out); null when none is on sale. */
function floatRank (db: Db, item: SkinItem, units: bigint, listingId: number | null): { rank: number, total: number } | null {
  const skin = skinName(item.market_hash_name)
  const ids = skinsOf(db).filter((row) => skinName(row.market_hash_name) === skin).map((row) => row.id)
  const wears = (db.prepare(`SELECT wear FROM listings WHERE status = 'on_sale' AND wear IS NOT NULL AND id != ?
      AND item_id IN (${ids.map(() => '?').join(',')})`)
    .all(listingId ?? 0, ...ids) as Array<{ wear: string }>).map((row) => floatUnits(row.wear)).filter((value): value is bigint => value !== null)
  if (wears.length === 0) return null
  return { rank: wears.filter((value) => value < units).length + 1, total: wears.length + 1 }
}

function view (deps: Deps, row: InspectionRow): InspectRecord {
  const item = skinItem(deps.db, row.item_id)
  const skin = skinName(item.market_hash_name)
  const units = floatUnits(row.float_value)!
  const report = deps.db.prepare('SELECT reason, note, created_at FROM inspection_reports WHERE inspection_id = ?').get(row.id) as ReportRow | undefined
  return {
    id: row.id,
    created_at: row.created_at,
    link: row.link,
    source: row.source,
    item: {
      item_id: item.id,
      name: item.name,
      image: itemImage(item.id),
      rarity: item.rarity,
      rarity_color: item.rarity_color,
      exterior: exteriorOfFloat(units)
    },
    float: row.float_value,
    ...skinRangeText(floatWindow(skin, item.exterior).skin),
    paint_seed: row.paint_seed,
    paint_index: row.paint_index,
    finish: skin.split(' | ')[1] ?? '',
    fade: fadeOf(skin, row.paint_seed),
    phase: phaseOf(row.paint_index),
    stickers: JSON.parse(row.stickers_json) as InspectRecord['stickers'],
    float_rank: floatRank(deps.db, item, units, row.listing_id),
    report: report ?? null
  }
}

/** What the inspection provider says of the item a link names (nothing stored). */
const inspected = (deps: Deps, resolved: Resolved, link: string): Promise<InspectResult> => deps.providers.inspect.inspect({
  link, marketHashName: resolved.item.market_hash_name, exterior: resolved.item.exterior, category: resolved.item.category, wear: resolved.wear
})

/**
 * Inspects a link (or one of the user's inventory items, through its S link) and keeps the record: the same link again
 * answers the same record (INSERT OR IGNORE on (user, link), so parallel requests keep one).
 */
export async function inspect (deps: Deps, userId: number, input: { link: string } | { assetId: string }): Promise<InspectRecord> {
  let text: string
  if ('assetId' in input) {
    const user = findUser(deps.db, userId)
    if (!user.steam_id) fail(Status.badRequest, '请先绑定 Steam 账号')
    const asset = inventoryOf(deps, userId).assets.find((entry) => entry.asset_id === input.assetId) ?? fail(Status.notFound, '库存中没有该饰品')
    skinItem(deps.db, asset.item_id)
    text = linkText('S', assetLinkIds(user.steam_id!, asset.asset_id))
  } else {
    const link = readInspectLink(input.link)
    if (typeof link === 'string') fail(Status.badRequest, link)
    text = (link as Exclude<typeof link, string>).text
  }
  const resolved = resolve(deps, text, userId)
  const result = await inspected(deps, resolved, text)
  const values = [
    resolved.source,
    resolved.item.id,
    resolved.assetId,
    resolved.listingId,
    result.float,
    result.paintSeed,
    result.paintIndex,
    JSON.stringify(result.stickers)
  ]
  return deps.db.transaction(() => {
    deps.db.prepare(`INSERT OR IGNORE INTO inspections (source, item_id, asset_id, listing_id, float_value, paint_seed, paint_index, stickers_json, user_id,
        link, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(...values, userId, text, deps.now())
    // a link that now names something else (an owner switched 库存公开, the item left the inventory) answers what it names now
    deps.db.prepare(`UPDATE inspections SET source = ?, item_id = ?, asset_id = ?, listing_id = ?, float_value = ?, paint_seed = ?, paint_index = ?,
        stickers_json = ?
      WHERE user_id = ? AND link = ? AND (source, item_id, IFNULL(asset_id, ''), IFNULL(listing_id, 0)) != (?, ?, ?, ?)`)
      .run(...values, userId, text, resolved.source, resolved.item.id, resolved.assetId ?? '', resolved.listingId ?? 0)
    return view(deps, deps.db.prepare('SELECT * FROM inspections WHERE user_id = ? AND link = ?').get(userId, text) as InspectionRow)
  }).immediate()
}

export function myInspections (deps: Deps, userId: number, page: number, pageSize: number): InspectPage {
  const total = (deps.db.prepare('SELECT COUNT(*) AS n FROM inspections WHERE user_id = ?').get(userId) as { n: number }).n
  const rows = deps.db.prepare('SELECT * FROM inspections WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(
    userId,
    pageSize,
    (page - 1) * pageSize
  ) as InspectionRow[]
  return { list: rows.map((row) => view(deps, row)), total, page, page_size: pageSize, has_more: page * pageSize < total }
}

function ownRow (deps: Deps, userId: number, id: number): InspectionRow {
  return deps.db.prepare('SELECT * FROM inspections WHERE id = ? AND user_id = ?').get(id, userId) as InspectionRow | undefined
    ?? fail(Status.notFound, '检视记录不存在')
}
export const inspectionDetail = (deps: Deps, userId: number, id: number): InspectRecord => view(deps, ownRow(deps, userId, id))

/** One report (举报 / 纠错) per record; a second → 4009. */
export function reportInspection (deps: Deps, userId: number, id: number, reason: InspectReportReason, note: string): InspectRecord {
  return deps.db.transaction(() => {
    const row = ownRow(deps, userId, id)
    const added = deps.db.prepare('INSERT OR IGNORE INTO inspection_reports (inspection_id, user_id, reason, note, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(id, userId, reason, note, deps.now()).changes
    if (added === 0) fail(Status.conflict, '该记录已提交过反馈，我们会尽快核实')
    return view(deps, row)
  }).immediate()
}

const mark = async (deps: Deps, key: string, link: string, resolved: Resolved): Promise<InspectMark> => {
  const result = await inspected(deps, resolved, link)
  const skin = skinName(resolved.item.market_hash_name)
  return { key, link, fade: fadeOf(skin, result.paintSeed)?.percentage ?? null, phase: phaseOf(result.paintIndex)?.name ?? null }
}

/** Listing rows' marks (CS2 skins with a wear only; others are left out). */
export async function listingMarks (deps: Deps, listingIds: readonly number[]): Promise<InspectMark[]> {
  if (listingIds.length === 0) return []
  const rows = deps.db.prepare(`SELECT id, item_id, wear, asset_id FROM listings WHERE wear IS NOT NULL AND id IN (${listingIds.map(() => '?').join(',')})
      ORDER BY id`)
    .all(...listingIds) as Array<{ id: number, item_id: number, wear: string, asset_id: string | null }>
  const skins = new Map(skinsOf(deps.db).map((row) => [row.id, row]))
  return Promise.all(rows.filter((row) => skins.has(row.item_id)).map((row) => mark(deps, String(row.id), linkText('M', listingLinkIds(row.id, row.asset_id)),
    { source: 'listing', item: skins.get(row.item_id)!, wear: row.wear, assetId: row.asset_id, listingId: row.id })))
}

/** 我的库存 rows' marks: the user's CS2 skins among asset ids (unknown ones are left out). */
export async function assetMarks (deps: Deps, userId: number, assetIds: readonly string[]): Promise<InspectMark[]> {
  const user = findUser(deps.db, userId)
  if (!user.steam_id) return []
  const wanted = new Set(assetIds)
  const skins = new Map(skinsOf(deps.db).map((row) => [row.id, row]))
  return Promise.all(inventoryOf(deps, userId).assets.filter((asset) => wanted.has(asset.asset_id) && skins.has(asset.item_id)).map((asset) =>
    mark(
      deps,
      asset.asset_id,
      linkText('S', assetLinkIds(user.steam_id!, asset.asset_id)),
      { source: 'asset', item: skins.get(asset.item_id)!, wear: asset.wear, assetId: asset.asset_id, listingId: null }
    )))
}

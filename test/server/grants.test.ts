import { openDatabase } from '../../server/db/open'
import type { Db } from '../../server/db/database'
import type { Deps } from '../../server/deps'
import { consumeAsset, grantAsset } from '../../server/model/grants'
import { inventoryOf } from '../../server/model/inventory'
import { DEMO } from '../../server/db/seed'
import { makeProviders } from '../../server/providers'
import { simulatedConfig } from '../../server/providers/config'

/** server/README.md "Granted and consumed items": what enters and leaves a Steam inventory through the shop. */
let db: Db
let now: number
let deps: Deps
let demo: number
beforeEach(() => {
  now = Math.floor(Date.UTC(2026, 10, 22, 4) / 1000)
  db = openDatabase(':memory:', now)
  deps = { db, now: () => now, providers: makeProviders(simulatedConfig()) } as unknown as Deps
  demo = (db.prepare('SELECT id FROM users WHERE phone = ?').get(DEMO.phone) as { id: number }).id
})
afterEach(() => db.close())

const cheapItem = (): number => (db.prepare('SELECT id FROM items WHERE appid = 570 ORDER BY ref_price_cents LIMIT 1').get() as { id: number }).id
const inTx = <T>(run: () => T): T => db.transaction(run)()

describe('grantAsset', () => {
  it('puts the item first in the inventory under an id of the account, on its hold, once per source and ref', () => {
    const before = inventoryOf(deps, demo)
    const itemId = cheapItem()
    const assetId = inTx(() => grantAsset(deps, { userId: demo, itemId, source: 'roll', sourceRef: 'room-1:0', holdDays: 7 }))
    expect(assetId).toMatch(/^\d{16}$/)
    expect(assetId.startsWith(before.steamId!.slice(-10))).toBe(true)
    const after = inventoryOf(deps, demo)
    expect(after.assets.length).toBe(before.assets.length + 1)
    expect(after.assets[0]).toMatchObject({ asset_id: assetId, item_id: itemId, source: 'roll', state: 'hold', tradable_at: now + 7 * 86400 })
    // the same prize asked for again grants nothing new
    expect(inTx(() => grantAsset(deps, { userId: demo, itemId, source: 'roll', sourceRef: 'room-1:0' }))).toBe(assetId)
    expect(inventoryOf(deps, demo).assets.length).toBe(after.assets.length)
    const second = inTx(() => grantAsset(deps, { userId: demo, itemId, source: 'roll', sourceRef: 'room-1:1' }))
    expect(second).not.toBe(assetId)
    expect(inventoryOf(deps, demo).assets.find((asset) => asset.asset_id === second)).toMatchObject({ state: 'tradable', tradable_at: null })
    now += 7 * 86400
    expect(inventoryOf(deps, demo).assets.find((asset) => asset.asset_id === assetId)!.state).toBe('tradable')
  })

  it('refuses a user without a bound Steam account', () => {
    const userId = Number(db.prepare("INSERT INTO users (phone, nickname, created_at) VALUES ('13700000001', 'x', ?)").run(now).lastInsertRowid)
    expect(() => inTx(() => grantAsset(deps, { userId, itemId: cheapItem(), source: 'roll', sourceRef: 'r' }))).toThrow('请先绑定 Steam 账号')
    expect(db.prepare('SELECT COUNT(*) AS n FROM granted_assets').get()).toEqual({ n: 0 })
  })
})

describe('consumeAsset', () => {
  it('takes a tradable item out once; a second use, a held item and a stranger are refused', () => {
    const tradable = inventoryOf(deps, demo).assets.find((asset) => asset.state === 'tradable')!
    expect(inTx(() => consumeAsset(
      deps,
      { userId: demo, assetId: tradable.asset_id, reason: 'tradeup', ref: 'c1' }
    ))).toEqual({ itemId: tradable.item_id, wear: tradable.wear })
    expect(inventoryOf(deps, demo).assets.some((asset) => asset.asset_id === tradable.asset_id)).toBe(false)
    expect(() => inTx(() => consumeAsset(deps, { userId: demo, assetId: tradable.asset_id, reason: 'tradeup', ref: 'c2' }))).toThrow('已被使用')
    const held = inventoryOf(deps, demo).assets.find((asset) => asset.state === 'hold')!
    expect(() => inTx(() => consumeAsset(deps, { userId: demo, assetId: held.asset_id, reason: 'tradeup', ref: 'c3' }))).toThrow('交易冷却中')
    expect(() => inTx(() => consumeAsset(deps, { userId: demo, assetId: '0000000000000000', reason: 'tradeup', ref: 'c4' }))).toThrow('库存中没有该饰品')
    expect(db.prepare('SELECT COUNT(*) AS n FROM consumed_assets').get()).toEqual({ n: 1 })
  })

  it('a granted prize can be used, and then is gone', () => {
    const assetId = inTx(() => grantAsset(deps, { userId: demo, itemId: cheapItem(), source: 'box', sourceRef: 'b1' }))
    inTx(() => consumeAsset(deps, { userId: demo, assetId, reason: 'smelt', ref: 's1' }))
    expect(inventoryOf(deps, demo).assets.some((asset) => asset.asset_id === assetId)).toBe(false)
  })
})

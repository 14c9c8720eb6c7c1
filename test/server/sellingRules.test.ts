import { assetId, assetRange, wearE8, type CatalogueEntry } from '../../server/domain/inventory'
import { isPrivateInventory, simulatedAssets } from '../../server/providers/steamWebApi/simulated'
import { beijingTime } from '../../server/domain/beijingDay'
import { priceCeiling, ruledPrice, sellQuote } from '../../server/domain/selling'
import { EXTERIORS } from '../../server/domain/exteriors'
import { openDatabase } from '../../server/db/open'

/** The selling rules as plain functions (server/domain/inventory.ts, selling.ts) and the simulated Steam's stock (providers/steamWebApi/simulated.ts). */
const catalogue: CatalogueEntry[] = [
  ...EXTERIORS.map((wear, index) => ({ id: index + 1, appid: 730, exterior: wear.name, ref_price_cents: 100 * (index + 1) })),
  ...[1, 2, 3, 4, 5].map((n) => ({ id: 10 + n, appid: 570, exterior: null, ref_price_cents: 50 * n }))
]

describe('proceeds of a sale', () => {
  it('fee + proceeds = price for every price up to 1 000.00, the fee 2.5 % half up and at least 0.01', () => {
    const wrong: number[] = []
    for (let price = 1; price <= 100_000; price++) {
      const { fee, receive } = sellQuote(price)
      if (fee + receive !== price || fee !== Math.max(1, Math.floor((price * 250 + 5000) / 10000))) wrong.push(price)
    }
    expect(wrong).toEqual([])
    expect(sellQuote(8888)).toEqual({ fee: 222, receive: 8666 })
    expect(sellQuote(6666)).toEqual({ fee: 167, receive: 6499 })
    expect(sellQuote(100_000_000)).toEqual({ fee: 2_500_000, receive: 97_500_000 })
  })

  it('caps a price at 10 × the reference or 100.00, whichever is higher', () => {
    expect(priceCeiling(50)).toBe(10_000)
    expect(priceCeiling(1_000)).toBe(10_000)
    expect(priceCeiling(1_001)).toBe(10_010)
    expect(priceCeiling(680_000_000 / 100)).toBe(68_000_000)
  })

  it('batch rules: match the lowest, or 0.01 under it but never below 0.01', () => {
    expect(ruledPrice('match_lowest', 1234)).toBe(1234)
    expect(ruledPrice('undercut', 1234)).toBe(1233)
    expect(ruledPrice('undercut', 1)).toBe(1)
  })
})

describe('the simulated inventory', () => {
  it('is the same for the same Steam id and generation, different for another', () => {
    const first = simulatedAssets('76561198000000001', 0, catalogue)
    expect(simulatedAssets('76561198000000001', 0, catalogue)).toEqual(first)
    expect(simulatedAssets('76561198000000002', 0, catalogue)).not.toEqual(first)
    expect(first.length).toBeGreaterThanOrEqual(20)
    expect(first.length).toBeLessThanOrEqual(28)
    for (let generation = 1; generation <= 20; generation++) {
      const later = simulatedAssets('76561198000000001', generation, catalogue)
      expect(later.length).toBeLessThanOrEqual(2)
      expect(later.every((asset) => asset.hold_days === 7 && asset.generation === generation)).toBe(true)
    }
  })

  it('gives CS2 skins an 8-decimal wear inside their exterior and other items none', () => {
    for (const steamId of ['76561198000000001', '76561198000000002', '76561198765432109']) {
      for (const asset of simulatedAssets(steamId, 0, catalogue)) {
        const entry = catalogue.find((item) => item.id === asset.item_id)!
        if (entry.exterior === null) { expect(asset.wear).toBeNull(); continue }
        const range = EXTERIORS.find((wear) => wear.name === entry.exterior)!
        expect(asset.wear).toMatch(/^0\.\d{8}$/)
        expect(wearE8(asset.wear)).toBeGreaterThanOrEqual(Math.round(range.min * 1e8))
        expect(wearE8(asset.wear)).toBeLessThan(Math.round(range.max * 1e8))
      }
    }
  })

  it('asset ids are 16 digits unique across accounts and inside the account\'s range', () => {
    expect(assetId('76561198000000001', 3, 7)).toBe('8000000001003007')
    const [low, high] = assetRange('76561198000000001')
    const ids = simulatedAssets('76561198000000001', 0, catalogue).map((asset) => asset.asset_id)
    expect(ids.every((id) => /^\d{16}$/.test(id) && id >= low && id <= high)).toBe(true)
    expect(ids.some((id) => simulatedAssets('76561198000000002', 0, catalogue).some((other) => other.asset_id === id))).toBe(false)
  })

  it('reads wear text exactly and names the private case and hold times', () => {
    expect(wearE8('0.07')).toBe(7_000_000)
    expect(wearE8('0.123456')).toBe(12_345_600)
    expect(wearE8('0.12345678')).toBe(12_345_678)
    for (const bad of [null, '1', '0.123456789', '0.1e2', '-0.1', '.5']) expect(wearE8(bad)).toBeNull()
    expect(isPrivateInventory('76561198000000404')).toBe(true)
    expect(isPrivateInventory('76561198000000001')).toBe(false)
    expect(beijingTime(Date.UTC(2026, 10, 22, 16, 30) / 1000)).toBe('2026-11-23 00:30')
  })
})

describe('the database keeps one item in one listing (migration 8)', () => {
  const open = (): ReturnType<typeof openDatabase> => openDatabase(':memory:', Date.UTC(2026, 10, 22) / 1000)
  const insert = (db: ReturnType<typeof openDatabase>, status: string, origin = 'listing'): number => Number(db.prepare(`INSERT INTO listings
    (item_id, seller_id, price_cents, status, created_at, asset_id, origin) VALUES (1, 1, 100, ?, 0, '8000000001000001', ?)`).run(
      status,
      origin
    ).lastInsertRowid)

  it('refuses a second live or sold listing of an asset, allows one after a delist', () => {
    const db = open()
    const first = insert(db, 'on_sale')
    expect(() => insert(db, 'on_sale')).toThrow(/UNIQUE/)
    expect(() => insert(db, 'locked')).toThrow(/UNIQUE/)
    db.prepare("UPDATE listings SET status = 'sold' WHERE id = ?").run(first)
    expect(() => insert(db, 'on_sale')).toThrow(/UNIQUE/)
    db.prepare("UPDATE listings SET status = 'off' WHERE id = ?").run(first)
    expect(insert(db, 'on_sale')).toBeGreaterThan(first)
    db.close()
  })

  it('never puts a listing made for a buy order on sale; the item counts stay right', () => {
    const db = open()
    const count = (): number => (db.prepare('SELECT on_sale_count FROM items WHERE id = 1').get() as { on_sale_count: number }).on_sale_count
    const before = count()
    const id = insert(db, 'locked', 'buy_order')
    db.prepare("UPDATE listings SET status = 'on_sale' WHERE id = ? AND status = 'locked'").run(id)
    expect(db.prepare('SELECT status FROM listings WHERE id = ?').get(id)).toEqual({ status: 'off' })
    expect(count()).toBe(before)
    db.close()
  })
})

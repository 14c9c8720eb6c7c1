import { DEMO, startApi, type TestApi } from './apiClient'
import { startStandIn, type PartyReply, type StandIn } from './standIn'
import { peek, tempDbFile, type DbPeek } from './dbPeek'
import { readProviderConfig } from '../../server/providers/config'
import type { InventoryPage, InventoryRefresh, ListingBatch } from '../../types/api'

/**
 * A production API imports the bound account's Steam inventory at each 刷新库存 (server/README.md "Inventory"), from a
 * stand-in Steam answering the community inventory in Steam's documented shape: assets joined to descriptions by class and instance.
 */
const STEAM_ID = '76561198000000001'
const DAY = 86400

interface Held { assetid: string, classid: string, market_hash_name: string, tradable: 0 | 1 }
const page = (appid: number, held: Held[]) => ({
  assets: held.map((asset) => ({ appid, contextid: '2', assetid: asset.assetid, classid: asset.classid, instanceid: '0', amount: '1' })),
  descriptions: [...new Map(held.map((asset) => [asset.classid, {
    appid, classid: asset.classid, instanceid: '0', market_hash_name: asset.market_hash_name, name: asset.market_hash_name, tradable: asset.tradable
  }])).values()],
  total_inventory_count: held.length,
  success: 1,
  rwgrsn: -2
})
const redline = (assetid: string): Held => ({ assetid, classid: '310776', market_hash_name: 'AK-47 | Redline (Field-Tested)', tradable: 1 })
const cs2 = [
  redline('30001'),
  redline('30002'),
  { assetid: '30003', classid: '520025', market_hash_name: 'AK-47 | Redline (Factory New)', tradable: 0 as const },
  // not in our catalogue: skipped
  { assetid: '30004', classid: '77', market_hash_name: 'Sticker | Crown (Foil)', tradable: 1 as const }
]
const dota2 = [{ assetid: '20001', classid: '900', market_hash_name: 'Manifold Paradox', tradable: 1 as const }]

/** what the stand-in answers for each game's inventory now */
let steamSays: Record<string, PartyReply> = {}
let steam: StandIn
let api: TestApi
let db: DbPeek
let token: string
beforeAll(async () => {
  steam = await startStandIn((request) => {
    const inventory = /^\/inventory\/(\d+)\/(\d+)\/2$/.exec(request.path)
    return inventory && inventory[1] === STEAM_ID ? steamSays[inventory[2]] ?? { status: 500, body: '' } : { status: 404, body: '' }
  })
  const dbFile = tempDbFile()
  api = await startApi({
    dbFile,
    providers: readProviderConfig({
      PROVIDERS: 'production', STEAM_API_URL: steam.url, STEAM_COMMUNITY_URL: steam.url, STEAM_WEB_API_KEY: 'k', PROVIDER_TIMEOUT_MS: '300'
    })
  })
  db = peek(dbFile)
  token = await api.login()
})
afterAll(async () => {
  db.close()
  await api.close()
  await steam.close()
})

const list = () => api.ok<InventoryPage>('/v4/trade/inventory/list', { page_size: 100 }, { token })
const refresh = () => api.call<InventoryRefresh>('/v4/trade/inventory/refresh', {}, { method: 'POST', token })
const shown = async () => (await list()).list.map((asset) => [asset.asset_id, asset.item.market_hash_name, asset.state, asset.wear])

describe('a production inventory, imported from Steam at each refresh', () => {
  it('lists nothing before the first refresh, which imports both games\' catalogue items and skips the rest', async () => {
    expect(await list()).toMatchObject({ state: 'ok', list: [], refreshed_at: null })
    steamSays = { 730: { body: page(730, cs2) }, 570: { body: page(570, dota2) } }
    expect((await refresh()).data).toEqual({ refreshed_at: api.now(), new_items: 0, cooldown: 60 })
    expect(steam.requests.map((request) => request.path).sort()).toEqual([`/inventory/${STEAM_ID}/570/2`, `/inventory/${STEAM_ID}/730/2`])
    expect((await shown()).sort()).toEqual([
      ['20001', 'Manifold Paradox', 'tradable', null],
      ['30001', 'AK-47 | Redline (Field-Tested)', 'tradable', null],
      ['30002', 'AK-47 | Redline (Field-Tested)', 'tradable', null],
      ['30003', 'AK-47 | Redline (Factory New)', 'hold', null]
    ])
    const held = (await list()).list.find((asset) => asset.asset_id === '30003')!
    expect(held.tradable_at).toBe(api.now() + 7 * DAY)
    expect(db.all('SELECT private, skipped FROM inventory_syncs WHERE steam_id = ?', STEAM_ID)).toEqual([{ private: 0, skipped: 1 }])
    expect((await list()).refreshed_at).toBe(api.now())
  })

  it('keeps the cooldown: a second refresh within a minute asks Steam nothing', async () => {
    const asked = steam.requests.length
    const early = await refresh()
    expect(early).toMatchObject({ status: 4029, data: { cooldown: 60 } })
    expect(steam.requests.length).toBe(asked)
  })

  it('sells an imported item without a wear', async () => {
    const answer = await api.call<ListingBatch>('/v4/trade/sell/create', {
      items: JSON.stringify([{ asset_id: '30001', price: '80.00' }]), pay_password: DEMO.payPassword
    }, { method: 'POST', token })
    expect(answer.status).toBe(200)
    expect(answer.data.listings[0]).toMatchObject({ asset_id: '30001', wear: null, status: 'on_sale' })
    expect((await list()).list.find((asset) => asset.asset_id === '30001')!.state).toBe('listed')
    const onHold = await api.call('/v4/trade/sell/create', { items: JSON.stringify([{ asset_id: '30003', price: '80.00' }]), pay_password: DEMO.payPassword },
      { method: 'POST', token })
    expect(onHold).toMatchObject({ status: 4009, message: expect.stringMatching(/^该饰品交易冷却中/) })
  })

  it('drops an item Steam no longer lists and counts the new ones', async () => {
    api.advance(61)
    steamSays = { ...steamSays, 730: { body: page(730, [redline('30001'), cs2[2], redline('30005')]) } }
    expect((await refresh()).data).toMatchObject({ new_items: 1 })
    expect((await shown()).map(([id]) => id).sort()).toEqual(['20001', '30001', '30003', '30005'])
    expect(db.all('SELECT asset_id, gone_at FROM steam_assets WHERE gone_at IS NOT NULL')).toEqual([{ asset_id: '30002', gone_at: api.now() }])
  })

  it('shows the private state when Steam answers 403, and the items again once it is public', async () => {
    api.advance(61)
    steamSays = { ...steamSays, 730: { status: 403, body: 'null' } }
    expect(await refresh()).toMatchObject({ status: 4009, message: 'Steam 库存未公开，请在 Steam 隐私设置中将库存设为公开后刷新' })
    expect(await list()).toMatchObject({ state: 'private', list: [] })
    expect((await api.call('/v4/trade/sell/create', { items: JSON.stringify([{ asset_id: '30005', price: '80.00' }]), pay_password: DEMO.payPassword },
      { method: 'POST', token })).status).toBe(4009)
    api.advance(61)
    steamSays = { ...steamSays, 730: { body: page(730, [redline('30001'), cs2[2], redline('30005')]) } }
    expect((await refresh()).status).toBe(200)
    expect((await list()).state).toBe('ok')
    expect((await shown()).map(([id]) => id).sort()).toEqual(['20001', '30001', '30003', '30005'])
  })

  it('answers 5000 when Steam does not answer in time, keeps the stored inventory and starts no cooldown', async () => {
    api.advance(61)
    const before = await list()
    const stored = db.all('SELECT * FROM steam_assets ORDER BY asset_id')
    // CS2 answers (without 30005) but DOTA2 hangs: nothing of the CS2 answer is stored either
    const cs2Now = { body: page(730, [redline('30001'), cs2[2]]) }
    steamSays = { 730: cs2Now, 570: 'hang' }
    expect(await refresh()).toMatchObject({ status: 5000, message: 'Steam 暂时无法访问，请稍后再试' })
    expect(await list()).toEqual(before)
    expect(db.all('SELECT * FROM steam_assets ORDER BY asset_id')).toEqual(stored)
    steamSays = { 730: cs2Now, 570: { body: page(570, dota2) } }
    expect((await refresh()).status).toBe(200)
    expect((await shown()).map(([id]) => id).sort()).toEqual(['20001', '30001', '30003'])
  })

  it('keeps an item on hold past Steam\'s 7 days while Steam still says it cannot be traded, without a date', async () => {
    api.advance(8 * DAY)
    // the session from the start has expired by now
    token = await api.login()
    expect((await list()).list.find((asset) => asset.asset_id === '30003')).toMatchObject({ state: 'hold', tradable_at: null })
    const sale = await api.call('/v4/trade/sell/create', { items: JSON.stringify([{ asset_id: '30003', price: '80.00' }]), pay_password: DEMO.payPassword },
      { method: 'POST', token })
    expect(sale).toMatchObject({ status: 4009, message: '该饰品在 Steam 上暂不可交易，请稍后刷新库存' })
  })
})

import fs from 'node:fs'
import Database from 'better-sqlite3'
import { DEMO, DEMO2, startApi, type TestApi } from './apiClient'
import { tempDbFile } from './dbPeek'
import { INSPECT_PREFIX, readInspectLink } from '../../src/contract/inspect'
import { exactFloat, fadeOf, floatUnits, floatWindow, paintIndexOf, phaseOf, stickersOf } from '../../server/domain/inspect'
import type { InspectMark, InspectPage, InspectRecord } from '../../types/api'

/** server/README.md "Item inspection". */
jest.setTimeout(30_000)
let api: TestApi
let token: string
let file: string
beforeEach(async () => {
  file = tempDbFile()
  api = await startApi({ dev: true, dbFile: file })
  token = await api.login()
})
afterEach(async () => {
  await api.close()
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
})

const post = <T = any>(path: string, params: Record<string, unknown>, who: string | null = token) => api.call<T>(path, params, { token: who, method: 'POST' })
const LINK = `${INSPECT_PREFIX}%20S76561198123456789A31415926535D1234567890123456`

/** A live listing of the item whose name has `name` (its id and the item's). */
async function listingOf (name: string): Promise<{ listing_id: number, wear: string }> {
  const page = await api.ok<{ list: Array<{ item_id: number, name: string }> }>('/v3/store/item/list', { appid: 730, keyword: name, page_size: 50 })
  const item = page.list.find((row) => row.name.includes(name) && row.name.includes('崭新出厂') && !row.name.includes('StatTrak'))!
  const detail = await api.ok<{ listings: Array<{ listing_id: number, wear: string }> }>('/v3/store/item/detail', { item_id: item.item_id })
  return detail.listings[0]
}

describe('inspect link rule', () => {
  it('reads both forms into one written form and says why anything else is refused', () => {
    expect(readInspectLink(LINK.replace('%20', ' '))).toMatchObject({
      kind: 'S',
      owner: '76561198123456789',
      asset: '31415926535',
      d: '1234567890123456',
      text: LINK
    })
    expect(readInspectLink(`${INSPECT_PREFIX}%20M625254122282020305A6760346663D30614827701953021`)).toMatchObject({ kind: 'M', owner: '625254122282020305' })
    expect(readInspectLink('')).toBe('请粘贴检视链接')
    expect(readInspectLink('https://steamcommunity.com/id/x')).toContain('steam://rungame/730/')
    expect(readInspectLink('steam://rungame/730/76561202255233023/+foo')).toContain('csgo_econ_action_preview')
    expect(readInspectLink(`${INSPECT_PREFIX}%20S123A1D1`)).toContain('17 位 Steam ID')
    expect(readInspectLink(`${INSPECT_PREFIX}%20X1A1D1`)).toContain('S…A…D…')
  })
})

describe('simulation rules', () => {
  it('keeps a known wear\'s digits, stays in the window and gives 14 decimals', () => {
    const { window } = floatWindow('Butterfly Knife | Fade', '崭新出厂')
    expect(window).toEqual({ min: floatUnits('0.00'), max: floatUnits('0.07') })
    const known = exactFloat('a', window, '0.034512')
    expect(known >= floatUnits('0.034512')! && known < floatUnits('0.034513')!).toBe(true)
    for (const link of ['a', 'b', 'c', 'd', 'e']) {
      const value = exactFloat(link, floatWindow('AWP | Asiimov', '久经沙场').window, null)
      expect(value >= floatUnits('0.18')! && value < floatUnits('0.38')!).toBe(true)
    }
    // a catalogue exterior the game's skin cannot have: the exterior alone, the skin range widened to it
    expect(floatWindow('Butterfly Knife | Fade', '战痕累累')).toEqual({
      window: { min: floatUnits('0.45'), max: floatUnits('1.00') },
      skin: { min: floatUnits('0.00'), max: floatUnits('1.00') }
    })
  })

  it('reads the Doppler phase from the paint index and Fade % from the library', () => {
    expect(phaseOf(415)).toEqual({ finish: 'Doppler', name: 'Ruby' })
    expect(phaseOf(419)).toEqual({ finish: 'Doppler', name: 'Phase 2' })
    expect(phaseOf(568)).toEqual({ finish: 'Gamma Doppler', name: 'Emerald' })
    expect(phaseOf(38)).toBeNull()
    expect(paintIndexOf('x', 'Butterfly Knife | Fade')).toBe(38)
    const dopplers = new Set(Array.from({ length: 200 }, (_, n) => paintIndexOf(`link${n}`, 'Karambit | Doppler')))
    expect([...dopplers].every((index) => index >= 415 && index <= 421)).toBe(true)
    expect(dopplers.size).toBeGreaterThan(4)
    // seed 412 is the Butterfly's worst fade (80 %)
    expect(fadeOf('Butterfly Knife | Fade', 412)).toEqual({ percentage: '80.00', rank: 1000, of: 1000 })
    expect(fadeOf('Karambit | Doppler', 412)).toBeNull()
    expect(stickersOf('x', '匕首')).toEqual([])
  })
})

describe('inspection records', () => {
  it('answers the same record for the same link, also under parallel requests, newest first in the list', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => post<InspectRecord>('/v1/inspect/create', { link: LINK })))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1)
    const record = answers[0].data
    expect(record.float).toMatch(/^0\.\d{14}$/)
    expect(record.source).toBe('link')
    expect(record.paint_seed).toBeLessThan(1000)
    expect(Number(record.float)).toBeGreaterThanOrEqual(Number(record.skin_min))
    expect(Number(record.float)).toBeLessThan(Number(record.skin_max) + 1e-9)
    // the same link with a space instead of %20 is the same link
    expect((await post<InspectRecord>('/v1/inspect/create', { link: LINK.replace('%20', ' ') })).data.id).toBe(record.id)
    const other = (await post<InspectRecord>('/v1/inspect/create', { link: LINK.replace('D1234', 'D9234') })).data
    expect(other.id).not.toBe(record.id)
    const page = await api.ok<InspectPage>('/v1/inspect/list', { page: 1, page_size: 1 }, { token })
    expect(page).toMatchObject({ total: 2, has_more: true })
    expect(page.list[0].id).toBe(other.id)
    expect(await api.ok<InspectRecord>('/v1/inspect/detail', { inspection_id: record.id }, { token })).toEqual(record)
  })

  it('inspects a listing of a Fade knife through its link: the listing\'s float, Fade % and the row mark agree', async () => {
    const listing = await listingOf('蝴蝶刀 | 渐变之色')
    const [mark] = await api.ok<InspectMark[]>('/v1/inspect/listing-marks', { listing_ids: String(listing.listing_id) })
    expect(mark.key).toBe(String(listing.listing_id))
    expect(mark.fade).toMatch(/^\d{2,3}\.\d{2}$/)
    const record = (await post<InspectRecord>('/v1/inspect/create', { link: mark.link })).data
    expect(record.source).toBe('listing')
    expect(record.float.startsWith(listing.wear)).toBe(true)
    expect(record.fade?.percentage).toBe(mark.fade)
    expect(record).toMatchObject({ finish: 'Fade', paint_index: 38, skin_min: '0.00', skin_max: '0.08', phase: null, stickers: [] })
    expect(record.float_rank!.total).toBeGreaterThan(1)
  })

  it('gives a Doppler its phase', async () => {
    const listing = await listingOf('爪子刀 | 多普勒')
    const [mark] = await api.ok<InspectMark[]>('/v1/inspect/listing-marks', { listing_ids: String(listing.listing_id) })
    const record = (await post<InspectRecord>('/v1/inspect/create', { link: mark.link })).data
    expect(record.phase?.finish).toBe('Doppler')
    expect(record.phase?.name).toBe(mark.phase)
    expect(record.fade).toBeNull()
  })

  it('inspects an item of my inventory and marks my rows; refuses other people\'s and non-skins', async () => {
    const inventory = await api.ok<{ list: Array<{ asset_id: string, wear: string | null }> }>(
      '/v4/trade/inventory/list',
      { appid: 730, page_size: 100 },
      { token }
    )
    const skin = inventory.list.find((asset) => asset.wear !== null)!
    const record = (await post<InspectRecord>('/v1/inspect/create', { asset_id: skin.asset_id })).data
    expect(record.source).toBe('asset')
    expect(record.float.startsWith(skin.wear!)).toBe(true)
    const marks = await api.ok<InspectMark[]>('/v1/inspect/asset-marks', { asset_ids: `${skin.asset_id},1` }, { token })
    expect(marks.map((m) => m.key)).toEqual([skin.asset_id])
    expect(marks[0].link).toBe(record.link)
    expect(await post('/v1/inspect/create', { asset_id: '1234' })).toMatchObject({ status: 4004, message: '库存中没有该饰品' })
    const dota = (await api.ok<{ list: Array<{ asset_id: string }> }>('/v4/trade/inventory/list', { appid: 570, page_size: 1 }, { token })).list[0]
    expect(await post('/v1/inspect/create', { asset_id: dota.asset_id })).toMatchObject({ status: 4000 })
  })

  it('refuses bad links, visitors and other users\' records; stores one report', async () => {
    expect(await post('/v1/inspect/create', { link: 'https://example.com' })).toMatchObject({
      status: 4000,
      message: expect.stringContaining('steam://rungame/730/')
    })
    expect(await post('/v1/inspect/create', {})).toMatchObject({ status: 4000, message: '请粘贴检视链接或从库存中选择饰品' })
    expect((await post('/v1/inspect/create', { link: LINK }, null)).status).toBe(401)
    const record = (await post<InspectRecord>('/v1/inspect/create', { link: LINK })).data
    const second = await api.login(DEMO2.phone, DEMO2.password)
    expect(await api.call('/v1/inspect/detail', { inspection_id: record.id }, { token: second })).toMatchObject({ status: 4004, message: '检视记录不存在' })
    expect(await post('/v1/inspect/report', { inspection_id: record.id, reason: 'float' }, second)).toMatchObject({ status: 4004 })
    expect(await post('/v1/inspect/report', { inspection_id: record.id, reason: 'nope' })).toMatchObject({ status: 4000 })
    const reported = await Promise.all([1, 2].map(() => post<InspectRecord>(
      '/v1/inspect/report',
      { inspection_id: record.id, reason: 'float', note: '游戏内显示 0.071' }
    )))
    expect(reported.map((a) => a.status).sort()).toEqual([200, 4009])
    const detail = await api.ok<InspectRecord>('/v1/inspect/detail', { inspection_id: record.id }, { token })
    expect(detail.report).toMatchObject({ reason: 'float', note: '游戏内显示 0.071' })
  })
})

/** Issue 25: an inspect link to another user's item honours their 库存公开, and answers as for an asset that does not exist. */
describe('another user\'s inventory through an inspect link (issue 25)', () => {
  let phones = 0
  /** A fresh account (by SMS code), so each viewer starts without records. */
  const newViewer = async (): Promise<string> => {
    const phone = `1375550${String(++phones).padStart(4, '0')}`
    api.advance(61)
    await api.ok('/passport/sms-send', { phone }, { method: 'POST' })
    return (await api.ok<{ access_token: string }>('/passport/login', { phone, code: await api.smsCode(phone) }, { method: 'POST' })).access_token
  }
  const setPublic = (value: 0 | 1) => api.ok('/v1/user/privacy/settings', { inventory_public: value }, { token, method: 'POST' })
  const withoutId = ({ id: _id, created_at: _at, ...rest }: InspectRecord): Omit<InspectRecord, 'id' | 'created_at'> => rest

  it('the owner always sees it; others only while 库存公开 is on; off, it answers exactly as an asset that is not there', async () => {
    const inventory = await api.ok<{ list: Array<{ asset_id: string, wear: string | null }> }>(
      '/v4/trade/inventory/list',
      { appid: 730, page_size: 100 },
      { token }
    )
    const skin = inventory.list.find((asset) => asset.wear !== null)!
    const [mark] = await api.ok<InspectMark[]>('/v1/inspect/asset-marks', { asset_ids: skin.asset_id }, { token })
    const link = mark.link
    const second = await api.login(DEMO2.phone, DEMO2.password)

    // 库存公开 on (the default): another user sees the item and its wear
    const seen = await post<InspectRecord>('/v1/inspect/create', { link }, second)
    expect(seen.data).toMatchObject({ source: 'asset' })
    expect(seen.data.float.startsWith(skin.wear!)).toBe(true)

    // off: another user gets no item of the owner's, the owner still does
    await setPublic(0)
    const hidden = await post<InspectRecord>('/v1/inspect/create', { link }, await newViewer())
    expect(hidden.data.source).toBe('link')
    expect(hidden.data.float.startsWith(skin.wear!)).toBe(false)
    const again = await post<InspectRecord>('/v1/inspect/create', { link }, second) // a record made while it was public answers what the link names now
    expect(withoutId(again.data)).toEqual(withoutId(hidden.data))
    const own = await post<InspectRecord>('/v1/inspect/create', { link })
    expect(own.data.source).toBe('asset')
    expect(own.data.float.startsWith(skin.wear!)).toBe(true)

    // an asset id of the owner's that does not exist: the same code, message and shape
    const missingId = `${skin.asset_id.slice(0, 13)}999`
    const missing = await post<InspectRecord>('/v1/inspect/create', { link: link.replace(`A${skin.asset_id}D`, `A${missingId}D`) }, await newViewer())
    expect({ status: missing.status, message: missing.message, source: missing.data.source, keys: Object.keys(missing.data).sort() })
      .toEqual({ status: hidden.status, message: hidden.message, source: hidden.data.source, keys: Object.keys(hidden.data).sort() })

    // the very same link once the item has left the inventory gives the very same answer as the private one
    const writer = new Database(file)
    writer.prepare(`INSERT INTO consumed_assets (asset_id, steam_id, user_id, reason, ref, at) SELECT ?, steam_id, id, 'test', 'test', 0 FROM users
        WHERE phone = ?`).run(
      skin.asset_id,
      DEMO.phone
    )
    writer.close()
    await setPublic(1)
    const gone = await post<InspectRecord>('/v1/inspect/create', { link }, await newViewer())
    expect({ status: gone.status, message: gone.message, data: withoutId(gone.data) }).toEqual({
      status: hidden.status,
      message: hidden.message,
      data: withoutId(hidden.data)
    })
  })
})

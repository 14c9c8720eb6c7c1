import { JSDOM } from 'jsdom'
import { artKind, itemArt, pathBox, type ArtItem } from '../../server/domain/itemArt'
import { startApi, type TestApi } from './apiClient'
import { peek, tempDbFile, type DbPeek } from './dbPeek'

let api: TestApi
let db: DbPeek
beforeAll(async () => {
  const file = tempDbFile()
  api = await startApi({ dbFile: file })
  db = peek(file)
})
afterAll(async () => {
  db.close()
  await api.close()
})

const parser = new new JSDOM('').window.DOMParser()
const parse = (svg: string): Document => parser.parseFromString(svg, 'image/svg+xml')
const shape = (svg: string): string => parse(svg).querySelector('g > path')?.getAttribute('d') ?? ''
const item = (overrides: Partial<ArtItem>): ArtItem => ({
  appid: 730, name: 'AK-47 | 红线 (久经沙场)', hashName: 'AK-47 | Redline (Field-Tested)', category: '步枪', rarityColour: '#d32ce6', quality: '普通', exterior: '久经沙场',
  slot: null, ...overrides
})

describe('item art (GET /api/v1/open/img/item/<id>.svg)', () => {
  it('draws every seeded item as well-formed, small SVG', () => {
    const rows = db.all<ArtItem>(`SELECT appid, name, market_hash_name AS hashName, category, rarity_color AS rarityColour, quality, exterior, slot FROM items`)
    expect(rows.length).toBeGreaterThan(100)
    for (const row of rows) {
      const svg = itemArt(row)
      expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024)
      const doc = parse(svg)
      expect(doc.querySelector('parsererror')).toBeNull()
      expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 256 192')
    }
  })

  it('serves items over HTTP as SVG with long cache headers', async () => {
    const ids = db.all<{ id: number }>('SELECT id FROM items WHERE id % 50 = 1').map((row) => row.id)
    for (const id of ids) {
      const answer = await api.raw({ method: 'GET', url: `/api/v1/open/img/item/${id}.svg` })
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['content-type']).toContain('image/svg+xml')
      expect(Number(/max-age=(\d+)/.exec(String(answer.headers['cache-control']))?.[1])).toBeGreaterThanOrEqual(30 * 86400)
      expect(parse(answer.body).querySelector('title')?.textContent).toBe(db.all<{ name: string }>('SELECT name FROM items WHERE id = ?', id)[0].name)
    }
  })

  it('answers 304 to a matching If-None-Match, and the same bytes every time', async () => {
    const first = await api.raw({ method: 'GET', url: '/api/v1/open/img/item/3.svg' })
    const again = await api.raw({ method: 'GET', url: '/api/v1/open/img/item/3.svg' })
    expect(again.body).toBe(first.body)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"item-\d+-3"$/)
    expect((await api.raw({ method: 'GET', url: '/api/v1/open/img/item/3.svg', headers: { 'if-none-match': etag } })).statusCode).toBe(304)
  })

  it('draws a different silhouette for each CS2 weapon family and each DOTA2 slot', () => {
    const dota = (slot: string | null, category = '帕吉'): Partial<ArtItem> => ({ appid: 570, category, name: '饰品', hashName: 'Item', exterior: null, slot })
    const kinds: [Partial<ArtItem>, string][] = [
      [{ category: '步枪' }, 'rifle'], [{ category: '狙击步枪' }, 'sniper'], [{ category: '手枪' }, 'pistol'], [{ category: '微型冲锋枪' }, 'smg'],
      [{ category: '霰弹枪' }, 'shotgun'], [{ category: '机枪' }, 'machinegun'], [{ category: '匕首' }, 'knife'], [{ category: '手套' }, 'gloves'],
      [{ category: '印花', name: '印花 | 皇冠（闪亮）', hashName: 'Sticker | Crown (Foil)', exterior: null }, 'sticker'],
      [{ category: '武器箱', name: '命悬一线武器箱', hashName: 'Revolution Case', exterior: null }, 'case'],
      [{ category: '探员', name: '残酷的达里尔爵士', hashName: 'Sir Bloody Darryl', exterior: null }, 'agent'],
      ...(['weapon', 'offhand', 'head', 'shoulder', 'back', 'arms', 'belt', 'legs', 'armor', 'neck', 'mount', 'courier', 'ward', 'taunt'] as const)
        .map((slot): [Partial<ArtItem>, string] => [dota(slot), slot]),
      [dota(null), 'misc']
    ]
    const shapes = kinds.map(([overrides]) => shape(itemArt(item(overrides))))
    expect(shapes.every((d) => d.length > 20)).toBe(true)
    expect(new Set(shapes).size).toBe(kinds.length)
    expect(kinds.map(([overrides]) => artKind(item(overrides)))).toEqual(kinds.map(([, kind]) => kind))
    // the catalogue's slot decides, not the name: "Crown" can be a courier's name, "Hook" a head piece
    expect(artKind({ appid: 570, category: '月之骑士', name: 'Crown of the Stars', slot: 'courier' })).toBe('courier')
    expect(artKind({ appid: 570, category: '帕吉', name: 'Dragonclaw Hook', slot: 'head' })).toBe('head')
    // without a slot, a courier or ward category still names its kind
    expect(artKind({ appid: 570, category: '信使', name: '金色小罗', slot: null })).toBe('courier')
    expect(artKind({ appid: 570, category: '守卫', name: '天堂之眼', slot: null })).toBe('ward')
  })

  it('gives every seeded DOTA2 item its catalogue slot, and no two DOTA2 slots one silhouette', () => {
    const rows = db.all<ArtItem>(`SELECT appid, name, market_hash_name AS hashName, category, rarity_color AS rarityColour, quality, exterior, slot
      FROM items WHERE appid = 570`)
    expect(rows.filter((row) => row.slot === null)).toEqual([])
    const kinds = new Set(rows.map((row) => artKind(row)))
    expect(kinds.size).toBeGreaterThanOrEqual(12)
    expect(kinds.has('misc')).toBe(false)
    const shapesByKind = new Map(rows.map((row) => [artKind(row), shape(itemArt(row))]))
    expect(new Set(shapesByKind.values()).size).toBe(shapesByKind.size)
  })

  it('colours by rarity and finish: wears of one skin share a finish, another skin differs, the rarity edges it', () => {
    const gradient = (svg: string): string => parse(svg).querySelector('#f')?.innerHTML ?? ''
    const fresh = itemArt(item({ exterior: '崭新出厂', hashName: 'AK-47 | Redline (Factory New)' }))
    const worn = itemArt(item({ exterior: '战痕累累', hashName: 'AK-47 | Redline (Battle-Scarred)' }))
    const other = itemArt(item({ hashName: 'AK-47 | Vulcan (Field-Tested)' }))
    expect(gradient(fresh).match(/hsl\((\d+)/)?.[1]).toBe(gradient(worn).match(/hsl\((\d+)/)?.[1])
    expect(gradient(other)).not.toBe(gradient(itemArt(item({}))))
    expect(worn).toContain('opacity="0.42"')
    expect(fresh).not.toContain('fill="#8d939e"')
    expect(itemArt(item({ rarityColour: '#eb4b4b' }))).toContain('stroke="#eb4b4b"')
    expect(itemArt(item({ rarityColour: 'red"><script>' }))).not.toContain('<script>')
  })

  it('fits every silhouette inside the picture', () => {
    for (const d of [shape(itemArt(item({}))), shape(itemArt(item({ category: '手套' })))]) {
      const box = pathBox(d)
      expect(box.width).toBeGreaterThan(40)
      expect(box.height).toBeGreaterThan(20)
    }
    const svg = itemArt(item({ category: '狙击步枪' }))
    const [, dx, , scale] = /translate\((-?[\d.]+) (-?[\d.]+)\) scale\(([\d.]+)\)/.exec(svg)!.map(Number)
    const box = pathBox(shape(svg))
    expect(dx + box.x * scale).toBeGreaterThanOrEqual(0)
    expect(dx + (box.x + box.width) * scale).toBeLessThanOrEqual(256)
  })
})

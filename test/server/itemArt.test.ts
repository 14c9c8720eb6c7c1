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
  appid: 730, name: 'AK-47 | 红线 (久经沙场)', hashName: 'AK-47 | Redline (Field-Tested)', category: '步枪', rarityColour: '#d32ce6', quality: '普通', exterior: '久经沙场', ...overrides
})

describe('item art (GET /api/v1/open/img/item/<id>.svg)', () => {
  it('draws every seeded item as well-formed, small SVG', () => {
    const rows = db.all<ArtItem>(`SELECT appid, name, market_hash_name AS hashName, category, rarity_color AS rarityColour, quality, exterior FROM items`)
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

  it('draws a different silhouette for each kind of item', () => {
    const kinds: Partial<ArtItem>[] = [
      { category: '步枪' }, { category: '狙击步枪' }, { category: '手枪' }, { category: '微型冲锋枪' }, { category: '匕首' }, { category: '手套' },
      { category: '印花', name: '印花 | 皇冠（闪亮）', hashName: 'Sticker | Crown (Foil)', exterior: null },
      { category: '武器箱', name: '命悬一线武器箱', hashName: 'Revolution Case', exterior: null },
      { appid: 570, category: '帕吉', name: '龙爪钩', hashName: 'Dragonclaw Hook', exterior: null },
      { appid: 570, category: '宙斯', name: '雷神之帽', hashName: 'Tempest Helm of the Thundergod', exterior: null },
      { appid: 570, category: '全能骑士', name: '审判之翼', hashName: 'Wings of Judgment', exterior: null },
      { appid: 570, category: '信使', name: '金色小罗', hashName: 'Golden Baby Roshan', exterior: null },
      { appid: 570, category: '守卫', name: '天堂之眼', hashName: 'Eye of the Heavens', exterior: null },
      { appid: 570, category: '龙骑士', name: '深红之心', hashName: 'Heart of the Crimson Dragon', exterior: null }
    ]
    const shapes = kinds.map((overrides) => shape(itemArt(item(overrides))))
    expect(shapes.every((d) => d.length > 20)).toBe(true)
    expect(new Set(shapes).size).toBe(kinds.length)
    expect(kinds.map((overrides) => artKind(item(overrides)))).toEqual(
      ['rifle', 'sniper', 'pistol', 'smg', 'knife', 'gloves', 'sticker', 'case', 'weapon', 'head', 'back', 'courier', 'ward', 'armor'])
    // "Crown" is a head piece, not the courier "Ember Crow"
    expect(artKind({ appid: 570, category: '月之骑士', name: '星辰之冠', hashName: 'Crown of the Stars' })).toBe('head')
    expect(artKind({ appid: 570, category: '凤凰', name: '火焰鸟', hashName: 'Ember Crow' })).toBe('courier')
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

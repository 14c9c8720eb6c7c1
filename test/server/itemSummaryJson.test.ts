import { openDatabase } from '../../server/db/open'
import { itemSummary, type ItemListRow } from '../../server/model/catalogue'
import { ITEM_SUMMARY_JSON, itemPageJson, itemSummaryJsonByIds } from '../../server/model/itemSummaryJson'
import { JsonText } from '../../server/domain/jsonText'
import { okEnvelopeJson } from '../../server/http/jsonText'

const NOW = 1795320000

// issue 12: the item list's cards are written as JSON by SQLite; they must be what itemSummary + JSON.stringify give
describe('item cards written by SQLite (model/itemSummaryJson.ts)', () => {
  const db = openDatabase(':memory:', NOW)
  const cardOf = (id: number): string => db.prepare(`SELECT ${ITEM_SUMMARY_JSON} FROM items i WHERE i.id = ?`).pluck().get(id) as string
  const rowOf = (id: number): ItemListRow => db.prepare('SELECT * FROM items WHERE id = ?').get(id) as ItemListRow
  afterAll(() => db.close())

  it('match JSON.stringify(itemSummary(row)) byte for byte for every seeded item, on sale or not', () => {
    db.prepare('UPDATE items SET min_price_cents = NULL WHERE id IN (SELECT id FROM items ORDER BY id LIMIT 3)').run()
    db.prepare("UPDATE items SET image_url = 'https://cdn.example/items/5.png' WHERE id = 5").run()
    const ids = db.prepare('SELECT id FROM items ORDER BY id').pluck().all() as number[]
    expect(ids.length).toBeGreaterThan(300)
    for (const id of ids) expect(cardOf(id)).toBe(JSON.stringify(itemSummary(rowOf(id))))
    // a provider's picture rides beside the drawing, which stays the fallback
    expect(JSON.parse(cardOf(5))).toMatchObject({ image: '/api/v1/open/img/item/5.svg', provider_image: 'https://cdn.example/items/5.png' })
    expect(JSON.parse(cardOf(6)).provider_image).toBeNull()
  })

  it('escape awkward text as JSON does and format prices like formatCents (0.05, 1.00, 123456.78)', () => {
    const awkward = ['引号 " 反斜杠 \\ 斜杠 /', '换行\n制表\t回车\r', '控制\u0001\u001f字符 \u2028\u2029', '表情 😀 ™ ★ ®', '']
    const id = 999001
    for (const [index, name] of awkward.entries()) {
      const cents = [5, 100, 12345678, 0, 7][index]
      db.prepare(`INSERT INTO items (id, appid, name, market_hash_name, category, rarity, rarity_color, quality, exterior, ref_price_cents, popularity,
        description, created_at, min_price_cents, on_sale_count) VALUES (?, 730, ?, ?, ?, '隐秘', '#eb4b4b', '普通', NULL, 999, 0, '', ?, ?, 2)`)
        .run(id + index, name, `awkward ${index} ${name}`, name, NOW, cents)
      const card = cardOf(id + index)
      expect(JSON.parse(card)).toEqual(itemSummary(rowOf(id + index)))
      expect(Object.keys(JSON.parse(card))).toEqual(Object.keys(itemSummary(rowOf(id + index))))
    }
    expect(JSON.parse(cardOf(id)).min_price).toBe('0.05')
    expect(JSON.parse(cardOf(id + 1)).min_price).toBe('1.00')
    expect(JSON.parse(cardOf(id + 2)).min_price).toBe('123456.78')
    expect(JSON.parse(cardOf(id + 3)).min_price).toBe('0.00')
  })

  it('read by ids in the order asked, and a page reads as the Page object it stands for', () => {
    const cards = itemSummaryJsonByIds(db, [30, 4, 17])
    expect(cards.map((card) => JSON.parse(card).item_id)).toEqual([30, 4, 17])
    expect(itemSummaryJsonByIds(db, [])).toEqual([])
    const page = itemPageJson(cards, 43, 2, 3)
    const object = { list: [30, 4, 17].map((id) => itemSummary(rowOf(id))), total: 43, page: 2, page_size: 3, has_more: true }
    expect(page.text).toBe(JSON.stringify(object))
    expect(JSON.parse(itemPageJson([], 6, 2, 3).text)).toEqual({ list: [], total: 6, page: 2, page_size: 3, has_more: false })
  })

  it('the envelope around a JSON text is the envelope JSON.stringify writes around the object', () => {
    const data = { list: [{ item_id: 1, name: '饰品' }], total: 1, page: 1, page_size: 20, has_more: false }
    const expected = JSON.stringify({ status: 200, message: 'ok', data })
    expect(okEnvelopeJson(new JsonText(JSON.stringify(data)))).toBe(expected)
    expect(okEnvelopeJson(data)).toBe(expected)
    expect(okEnvelopeJson(undefined)).toBe('{"status":200,"message":"ok","data":null}')
  })
})

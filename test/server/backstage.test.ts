import Database from 'better-sqlite3'
import { startApi, type TestApi } from './apiClient'
import { tempDbFile } from './dbPeek'
import type { AnchorOrder, AnchorOverview, Page } from '../../types/api'
import { ANCHOR } from '../../server/db/seedBackstage'
import { commissionOf, rateText } from '../../server/model/anchors'

let api: TestApi
let file: string
let anchor: string
beforeAll(async () => { file = tempDbFile(); api = await startApi({ dbFile: file }); anchor = await api.login(ANCHOR.phone, ANCHOR.password) })
afterAll(() => api.close())

const cents = (text: string): number => { const [yuan, fen] = text.split('.'); return Number(yuan) * 100 + Number(fen) }
const overview = (days: number, token = anchor) => api.ok<AnchorOverview>('/v1/backstage/anchor/overview', { days }, { token })

describe('streamer backstage', () => {
  it('commission is the rate on the paid amount, rounded down per order; the rate reads as people write it', () => {
    expect(commissionOf(12345, 100)).toBe(123)
    expect(commissionOf(99, 100)).toBe(0)
    expect(commissionOf(10000, 150)).toBe(150)
    expect([rateText(100), rateText(150), rateText(25)]).toEqual(['1%', '1.5%', '0.25%'])
  })

  it('the seeded anchor sees invitees, orders and a commission for each period, with one bar a day', async () => {
    const week = await overview(7)
    expect(week).toMatchObject({ nickname: ANCHOR.nickname, channel: ANCHOR.channel, rate_text: '1%', days: 7, invitees_total: 12 })
    expect(week.invitees_new).toBe(3)
    expect(week.daily).toHaveLength(7)
    expect(week.orders_count).toBeGreaterThan(0)
    expect(week.daily.reduce((sum, d) => sum + d.orders, 0)).toBe(week.orders_count)
    expect(week.daily.reduce((sum, d) => sum + cents(d.commission), 0)).toBe(cents(week.commission))
    const quarter = await overview(90)
    expect(quarter.daily).toHaveLength(90)
    expect(quarter.orders_count).toBeGreaterThan(week.orders_count)
    expect(cents(quarter.commission)).toBeGreaterThan(cents(week.commission))
    // every seeded order lies in the last 90 days
    expect(quarter.commission).toBe(quarter.commission_total)
    expect(quarter.invitees_new).toBe(12)
  })

  it('the detail list pages the period\'s orders, newest first, each commission 1% rounded down, summing to the period', async () => {
    const first = await api.ok<Page<AnchorOrder>>('/v1/backstage/anchor/orders', { days: 30, page: 1, page_size: 5 }, { token: anchor })
    const month = await overview(30)
    expect(first.total).toBe(month.orders_count)
    expect(first.list).toHaveLength(5)
    expect(first.has_more).toBe(true)
    const all = await api.ok<Page<AnchorOrder>>('/v1/backstage/anchor/orders', { days: 30, page: 1, page_size: 50 }, { token: anchor })
    expect(all.list.map((o) => o.paid_at)).toEqual([...all.list.map((o) => o.paid_at)].sort((a, b) => b - a))
    for (const row of all.list) expect(cents(row.commission)).toBe(Math.floor(cents(row.amount) / 100))
    expect(all.list.reduce((sum, o) => sum + cents(o.commission), 0)).toBe(cents(month.commission))
    expect(all.list[0].order_no).toMatch(/^\d{4}\*{4}\d{4}$/)
    expect(all.list[0].invitee).toContain('*')
  })

  it('a cancelled (refunded) order earns nothing', async () => {
    const before = await overview(90)
    const db = new Database(file)
    db.prepare(`UPDATE orders SET status = 'cancelled' WHERE id = (SELECT o.id FROM orders o JOIN invites i ON i.invitee_id = o.buyer_id
      JOIN users u ON u.id = i.inviter_id WHERE u.phone = ? ORDER BY o.paid_at DESC LIMIT 1)`).run(ANCHOR.phone)
    db.close()
    const after = await overview(90)
    expect(after.orders_count).toBe(before.orders_count - 1)
    expect(cents(after.commission)).toBeLessThanOrEqual(cents(before.commission))
  })

  it('refuses users without the anchor role (4031) and visitors (401); a bad period is a 4000', async () => {
    const demo = await api.login()
    expect(await api.call('/v1/backstage/anchor/overview', { days: 7 }, { token: demo })).toMatchObject({ status: 4031, message: '仅主播可查看主播后台，请先申请成为主播' })
    expect(await api.call('/v1/backstage/anchor/orders', {}, { token: demo })).toMatchObject({ status: 4031 })
    expect((await api.call('/v1/backstage/anchor/overview', { days: 7 })).status).toBe(401)
    expect(await api.call('/v1/backstage/anchor/overview', { days: 14 }, { token: anchor })).toMatchObject({ status: 4000, message: '统计周期不在可选范围内' })
  })
})

import { beijingDate, beijingDay, beijingDaySql, beijingDayStart, beijingDayStartOf, beijingTime } from '../../server/domain/beijingDay'
import Database from 'better-sqlite3'

const utc = (y: number, m: number, d: number, h = 0, min = 0, s = 0): number => Date.UTC(y, m - 1, d, h, min, s) / 1000

describe('Beijing days (UTC+8)', () => {
  it('turns the day at 16:00 UTC, not at midnight UTC', () => {
    const lastSecond = utc(2026, 11, 28, 15, 59, 59)
    const firstSecond = utc(2026, 11, 28, 16, 0, 0)
    expect(beijingDay(firstSecond)).toBe(beijingDay(lastSecond) + 1)
    expect(beijingDate(lastSecond)).toBe('2026-11-28')
    expect(beijingDate(firstSecond)).toBe('2026-11-29')
    // midnight UTC is 08:00 in Beijing, the same Beijing day as 16:00 UTC the day before
    expect(beijingDay(utc(2026, 11, 29, 0, 0, 0))).toBe(beijingDay(firstSecond))
  })

  it('starts a day at its first second and no later', () => {
    const start = utc(2026, 11, 28, 16)
    expect(beijingDayStart(start)).toBe(start)
    expect(beijingDayStart(start + 86399)).toBe(start)
    expect(beijingDayStart(start - 1)).toBe(start - 86400)
    expect(beijingDayStartOf(beijingDay(start))).toBe(start)
  })

  it('crosses months and years on the Beijing calendar', () => {
    expect(beijingDate(utc(2026, 12, 31, 16))).toBe('2027-01-01')
    expect(beijingDate(utc(2026, 12, 31, 15, 59, 59))).toBe('2026-12-31')
    expect(beijingDate(utc(2028, 2, 28, 16))).toBe('2028-02-29')
  })

  it('writes times to the minute in Beijing time', () => {
    expect(beijingTime(utc(2026, 11, 22, 16, 30))).toBe('2026-11-23 00:30')
    expect(beijingTime(utc(2026, 11, 23, 0, 0, 59))).toBe('2026-11-23 08:00')
  })

  it('counts the same day in SQL as in code', () => {
    const db = new Database(':memory:')
    const moments = [utc(2026, 11, 28, 15, 59, 59), utc(2026, 11, 28, 16), utc(2026, 11, 29, 15, 59, 59), utc(2027, 1, 1, 0)]
    for (const at of moments) expect(db.prepare(`SELECT ${beijingDaySql('CAST(? AS INTEGER)')} AS day`).pluck().get(at)).toBe(beijingDay(at))
    db.close()
  })
})

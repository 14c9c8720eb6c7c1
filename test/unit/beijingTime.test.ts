/**
 * Times read by players are Beijing time whatever the phone's zone. Fixed UTC instants, read in the test process's own
 * zone (UTC here and in CI; `TZ=America/New_York npx jest …` works too), which must not be Beijing for the check to mean anything.
 */
import { beijingDay, deadlineText, formatDate, formatMonthDayTime, formatTime } from '@/lib/beijingTime'

// 2026-11-28 19:37 UTC is 2026-11-29 03:37 in Beijing, still the 28th in UTC or New York
const AT = Date.UTC(2026, 10, 28, 19, 37) / 1000

describe('Beijing time', () => {
  it('runs in a zone that is not Beijing', () => {
    expect(new Date(AT * 1000).getTimezoneOffset()).not.toBe(-480)
  })

  it('formats a unix time on Beijing\'s wall clock', () => {
    expect(formatTime(AT)).toBe('2026-11-29 03:37')
    expect(formatDate(AT)).toBe('2026-11-29')
    expect(formatMonthDayTime(AT)).toBe('11-29 03:37')
  })

  it('says — for a time not set', () => {
    expect(formatTime(null)).toBe('—')
    expect(formatTime(undefined)).toBe('—')
    expect(formatTime(0)).toBe('—')
  })

  it('puts the day boundary at Beijing midnight', () => {
    const midnight = Date.UTC(2026, 10, 28, 16, 0) / 1000 // 2026-11-29 00:00 Beijing
    expect(beijingDay(midnight)).toBe(beijingDay(midnight - 1) + 1)
    expect(beijingDay(AT)).toBe(beijingDay(midnight))
  })

  it('names the day of a deadline: 今天, 明天, else its date', () => {
    const evening = Date.UTC(2026, 10, 28, 7, 37) / 1000 // 15:37 Beijing on the 28th
    expect(deadlineText(AT, evening)).toBe('明天 03:37')
    expect(deadlineText(AT, AT - 3600)).toBe('今天 03:37')
    expect(deadlineText(AT, AT - 3 * 86400)).toBe('11-29 03:37')
    expect(deadlineText(AT, Date.UTC(2025, 11, 31, 12) / 1000)).toBe('2026-11-29 03:37')
  })
})

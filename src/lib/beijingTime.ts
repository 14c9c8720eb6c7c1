/**
 * Times a player reads are Beijing time (UTC+8, no daylight saving) whatever the phone's zone, the same clock as the
 * server's messages and its Beijing-day rules (free chances, daily tasks).
 */
const OFFSET_SECONDS = 8 * 3600
const DAY_SECONDS = 86400

const two = (n: number): string => String(n).padStart(2, '0')

/** The wall-clock fields of a unix time (seconds) in Beijing. */
export function beijingClock (seconds: number): { year: number, month: number, day: number, hour: number, minute: number } {
  const d = new Date((seconds + OFFSET_SECONDS) * 1000)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() }
}

/** The Beijing calendar day of a unix time, as a day count: two times fall on the same day when these are equal. */
export function beijingDay (seconds: number): number {
  return Math.floor((seconds + OFFSET_SECONDS) / DAY_SECONDS)
}

/** 2026-11-22 04:20, or — for a time the server has not set. */
export function formatTime (seconds: number | null | undefined): string {
  if (!seconds) return '—'
  const t = beijingClock(seconds)
  return `${t.year}-${two(t.month)}-${two(t.day)} ${two(t.hour)}:${two(t.minute)}`
}

/** 2026-11-22 */
export function formatDate (seconds: number): string {
  return formatTime(seconds).slice(0, 10)
}

/** 11-22 04:20, for a list where the year goes without saying. */
export function formatMonthDayTime (seconds: number): string {
  return formatTime(seconds).slice(5)
}

/**
 * A deadline as a player reads it beside "now": 今天 03:37, 明天 03:37, else 11-29 03:37 (the year only when it differs).
 * A bare 03:37 hides that the deadline is tomorrow.
 */
export function deadlineText (deadline: number, now: number): string {
  const clock = formatTime(deadline)
  const days = beijingDay(deadline) - beijingDay(now)
  if (days === 0) return `今天 ${clock.slice(11)}`
  if (days === 1) return `明天 ${clock.slice(11)}`
  return beijingClock(deadline).year === beijingClock(now).year ? clock.slice(5) : clock
}

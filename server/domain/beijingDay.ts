// Days and clock times as the players read them: Beijing time (UTC+8, no daylight saving). A Beijing day runs from
// 16:00 UTC to 16:00 UTC the next day; daily tasks, free box chances, the price history and login days all count in it.

/** Seconds Beijing time runs ahead of UTC. */
export const BEIJING_OFFSET_SECONDS = 8 * 3600
export const DAY_SECONDS = 86400

/** The Beijing day (days since 1970-01-01, Beijing time) a moment (unix seconds) falls on. */
export const beijingDay = (unixSeconds: number): number => Math.floor((unixSeconds + BEIJING_OFFSET_SECONDS) / DAY_SECONDS)

/** The first second (unix) of a Beijing day number. */
export const beijingDayStartOf = (day: number): number => day * DAY_SECONDS - BEIJING_OFFSET_SECONDS

/** The first second (unix) of the Beijing day a moment falls on. */
export const beijingDayStart = (unixSeconds: number): number => beijingDayStartOf(beijingDay(unixSeconds))

/** The Beijing date of a moment, "2026-11-29". */
export const beijingDate = (unixSeconds: number): string => beijingTime(unixSeconds).slice(0, 10)

/** The Beijing date and time of a moment to the minute, "2026-11-29 08:00". */
export const beijingTime = (unixSeconds: number): string =>
  new Date((unixSeconds + BEIJING_OFFSET_SECONDS) * 1000).toISOString().slice(0, 16).replace('T', ' ')

/** SQL for the Beijing day number of a column of unix seconds (non-negative, so SQLite's integer division floors). */
export const beijingDaySql = (column: string): string => `(${column} + ${BEIJING_OFFSET_SECONDS}) / ${DAY_SECONDS}`

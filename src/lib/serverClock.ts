/**
 * The server's clock as seen by the client: every answer carries `x-server-time` (seconds), and
 * countdowns (delivery deadlines) run from it, so a phone whose clock is wrong still shows the right time left.
 */
let offsetMs = 0

/** Records the offset from an answer's headers; an answer without the header (a fake, another host) keeps the last one. */
export function noteServerTime (headers: Record<string, unknown> | undefined, now = Date.now()): void {
  if (!headers) return
  const key = Object.keys(headers).find((name) => name.toLowerCase() === 'x-server-time')
  const seconds = key === undefined ? NaN : Number(headers[key])
  if (Number.isFinite(seconds) && seconds > 0) offsetMs = seconds * 1000 - now
}

/** The server's now, in seconds. */
export function serverNowSeconds (now = Date.now()): number {
  return Math.floor((now + offsetMs) / 1000)
}

/** Seconds left until a deadline (seconds) by the server's clock, never below 0. */
export function secondsUntil (deadline: number, now = Date.now()): number {
  return Math.max(0, deadline - serverNowSeconds(now))
}

/** 剩余 hh:mm:ss */
export function countdownText (seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds % 3600 / 60))}:${pad(seconds % 60)}`
}

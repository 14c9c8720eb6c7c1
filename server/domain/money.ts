/**
 * Money is integer cents inside the server and a two-decimal string on the wire
 * ("12.30"). Nothing here touches a float: parsing reads the digits as text.
 */
const MONEY_TEXT = /^(\d{1,10})(?:\.(\d{1,2}))?$/

/** "12.3" → 1230; null when the text is not a non-negative amount with at most two decimals. */
export function parseCents (text: string): number | null {
  const match = MONEY_TEXT.exec(text.trim())
  if (!match) return null
  const yuan = Number(match[1])
  const fen = Number((match[2] ?? '').padEnd(2, '0'))
  const cents = yuan * 100 + fen
  return Number.isSafeInteger(cents) ? cents : null
}

/** 1230 → "12.30"; negative amounts keep their sign ("-0.50"). */
export function formatCents (cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(cents))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** cents × basis points / 10000, rounded half up, in integers only. */
export function percentOf (cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5000) / 10000)
}

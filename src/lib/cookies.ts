/** Cookie text rules, free of `document` (lib/platform applies them). DESIGN 7: cookies default to path /. */

export function readCookie (cookieText: string, name: string): string | null {
  for (const part of cookieText.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}

/** A `document.cookie` assignment; days ≤ 0 expires the cookie. */
export function cookieAssignment (name: string, value: string, days: number, now = Date.now(), path = '/'): string {
  const expires = new Date(now + days * 24 * 60 * 60 * 1000).toUTCString()
  return `${name}=${encodeURIComponent(value)}; expires=${expires}; path=${path}`
}

export function cookieRemoval (name: string, path = '/'): string {
  return `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`
}

import md5 from 'blueimp-md5'

/**
 * Request signature (spec 7; the layout is ours, DESIGN.md 3). Shared by the client,
 * which sends it as x-sign, and the local API, which verifies it. Secret-free:
 * it detects tampering, it does not authenticate.
 *
 *   md5(METHOD + "\n" + path + "\n" + (path.length % 6) + "\n" + timestamp + "\n" + claim)
 */
export function signRequest (method: string, path: string, timestamp: string | number, token: string | null | undefined): string {
  return md5(signedText(method, path, timestamp, token))
}

/** The text whose md5 is the signature (the local API hashes it with Node's own md5, server/http/sign.ts). */
export function signedText (method: string, path: string, timestamp: string | number, token: string | null | undefined): string {
  const normalised = normalisePath(path)
  return [method.toUpperCase(), normalised, normalised.length % 6, String(timestamp), tokenSubject(token)].join('\n')
}

/** The URL path without query or hash, with exactly one leading slash and no trailing one. */
export function normalisePath (path: string): string {
  const bare = path.split(/[?#]/)[0]
  return '/' + bare.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/')
}

/** The `sub` claim of a JWT-shaped token (header.payload.signature), or '' for a visitor or an unreadable token. */
export function tokenSubject (token: string | null | undefined): string {
  if (!token) return ''
  const payload = token.split('.')[1]
  if (!payload) return ''
  try {
    const json = JSON.parse(decodeBase64Url(payload))
    return json && (typeof json.sub === 'string' || typeof json.sub === 'number') ? String(json.sub) : ''
  } catch {
    return ''
  }
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** base64url → UTF-8 text, without atob/Buffer so it runs in the mini-program and Node alike. */
function decodeBase64Url (input: string): string {
  const clean = input.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const char of clean) {
    const value = BASE64.indexOf(char)
    if (value < 0) throw new Error('invalid base64')
    buffer = (buffer << 6) | value
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  return decodeURIComponent(bytes.map((b) => '%' + b.toString(16).padStart(2, '0')).join(''))
}

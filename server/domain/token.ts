import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'

/**
 * Access tokens: JWT-shaped base64url(header).base64url(payload).signature, HS256.
 * The payload carries `sub` (user id) because the client signs requests with it
 * (DESIGN 3); `jti` names the session row so logout can revoke it.
 */
export interface TokenClaims { sub: number, exp: number, jti: string }

const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url')
const mac = (secret: string, text: string): string => createHmac('sha256', secret).update(text).digest('base64url')

export function issueToken (secret: string, sub: number, exp: number): { token: string, jti: string } {
  const jti = randomUUID()
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, exp, jti })}`
  return { token: `${head}.${mac(secret, head)}`, jti }
}

/** The claims when the signature holds and the token has not expired; otherwise null. */
export function readToken (secret: string, token: string, nowSeconds: number): TokenClaims | null {
  if (token.length > 2048) return null
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const expected = Buffer.from(mac(secret, `${parts[0]}.${parts[1]}`))
  const given = Buffer.from(parts[2])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
    if (!Number.isSafeInteger(claims.sub) || typeof claims.exp !== 'number' || typeof claims.jti !== 'string') return null
    if (claims.exp <= nowSeconds) return null
    return claims
  } catch {
    return null
  }
}

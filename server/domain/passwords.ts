import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

// scrypt with a modest cost: a login is one hash, and tests log in often.
const COST = { N: 4096, r: 8, p: 1 }

export function hashSecret (secret: string): string {
  const salt = randomBytes(16).toString('hex')
  return `${salt}:${scryptSync(secret, salt, 32, COST).toString('hex')}`
}

export function verifySecret (secret: string, stored: string | null): boolean {
  if (!stored) return false
  const [salt, hash] = stored.split(':')
  const given = scryptSync(secret, salt, 32, COST)
  return timingSafeEqual(given, Buffer.from(hash, 'hex'))
}

/** Login password: 8-32 characters with a letter and a digit. */
export const isStrongPassword = (text: string): boolean =>
  text.length >= 8 && text.length <= 32 && /[A-Za-z]/.test(text) && /\d/.test(text)

/** Pay password: exactly six digits, not all the same. */
export const isPayPassword = (text: string): boolean => /^\d{6}$/.test(text) && !/^(\d)\1{5}$/.test(text)

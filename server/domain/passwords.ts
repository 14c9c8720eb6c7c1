import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Password hashes: scrypt, written `scrypt$N$r$p$salt$hash` so each hash carries its own
 * cost and a login can tell an outdated one (then stores a new hash). The older form
 * `salt:hash` was made with N = 4096, r = 8, p = 1.
 */
export interface ScryptCost { N: number, r: number, p: number }

/** OWASP's scrypt setting for login passwords (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1. */
export const OWASP_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }
/**
 * Pay passwords keep a cost that can be checked synchronously: they are checked inside the
 * payment's SQLite transaction, which cannot await. The 5-tries lock is their main guard.
 */
export const PAY_PASSWORD_COST: ScryptCost = { N: 4096, r: 8, p: 1 }
/** A cost for test suites only (setPasswordCostForTests); the server never chooses it itself. */
export const TEST_COST: ScryptCost = { N: 1024, r: 8, p: 1 }
const LEGACY_COST: ScryptCost = { N: 4096, r: 8, p: 1 }
const KEY_LENGTH = 32

let loginCost = OWASP_COST

/** Test suites (test/server/apiClient, test/e2e/harness) lower the login-password cost so a suite does not spend seconds per login. */
export function setPasswordCostForTests (cost: ScryptCost): void { loginCost = cost }

/** The cost new login-password hashes are made with. */
export const passwordCost = (): ScryptCost => loginCost

// scrypt needs 128 * N * r bytes; Node's default ceiling (32 MB) is below OWASP's 128 MB
const options = (cost: ScryptCost): ScryptOptions => ({ ...cost, maxmem: 256 * cost.N * cost.r })

function format (cost: ScryptCost, salt: string, hash: Buffer): string {
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt}$${hash.toString('hex')}`
}

function read (stored: string): { cost: ScryptCost, salt: string, hash: Buffer } | null {
  const parts = stored.split('$')
  if (parts.length === 6 && parts[0] === 'scrypt') {
    const [N, r, p] = parts.slice(1, 4).map(Number)
    if (![N, r, p].every(Number.isSafeInteger) || N > 2 ** 20 || r > 16 || p > 4) return null
    return { cost: { N, r, p }, salt: parts[4], hash: Buffer.from(parts[5], 'hex') }
  }
  const [salt, hash] = stored.split(':')
  return salt && hash ? { cost: LEGACY_COST, salt, hash: Buffer.from(hash, 'hex') } : null
}

const derive = (secret: string, salt: string, cost: ScryptCost, length: number): Promise<Buffer> => new Promise((resolve, reject) => {
  scrypt(secret, salt, length, options(cost), (error, key) => error ? reject(error) : resolve(key))
})

/** A login-password hash at the current cost, computed off the event loop. */
export async function hashPassword (secret: string, cost = loginCost): Promise<string> {
  const salt = randomBytes(16).toString('hex')
  return format(cost, salt, await derive(secret, salt, cost, KEY_LENGTH))
}

// a hash of nothing anyone knows, at the login cost: checked when the phone has no password, so both answers take as long
const DUMMY = { salt: '00000000000000000000000000000000', hash: Buffer.alloc(KEY_LENGTH) }

/**
 * Checks a login password; `outdated` says the stored hash is weaker than today's cost and
 * should be replaced. With nothing stored it still spends one hash on a dummy, so an unknown
 * phone answers as slowly as a known one.
 */
export async function verifyPassword (secret: string, stored: string | null): Promise<{ ok: boolean, outdated: boolean }> {
  const parsed = stored ? read(stored) : null
  if (!parsed) {
    await derive(secret, DUMMY.salt, loginCost, KEY_LENGTH)
    return { ok: false, outdated: false }
  }
  const given = await derive(secret, parsed.salt, parsed.cost, parsed.hash.length || KEY_LENGTH)
  const ok = given.length === parsed.hash.length && timingSafeEqual(given, parsed.hash)
  return { ok, outdated: ok && parsed.cost.N * parsed.cost.r * parsed.cost.p < loginCost.N * loginCost.r * loginCost.p }
}

/** Synchronous hash (pay passwords, the seed at a test cost). */
export function hashSecret (secret: string, cost = PAY_PASSWORD_COST): string {
  const salt = randomBytes(16).toString('hex')
  return format(cost, salt, scryptSync(secret, salt, KEY_LENGTH, options(cost)))
}

/** Synchronous check of a pay password against its stored hash (any form). */
export function verifySecret (secret: string, stored: string | null): boolean {
  const parsed = stored ? read(stored) : null
  if (!parsed || parsed.hash.length === 0) return false
  const given = scryptSync(secret, parsed.salt, parsed.hash.length, options(parsed.cost))
  return timingSafeEqual(given, parsed.hash)
}

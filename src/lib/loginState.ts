import { readStored, writeStored } from './storage'
import { STORAGE } from './storageKeys'

/**
 * The `state` of a login hand-back, so no other site can log a player in (login CSRF). Before the app sends the
 * user to a provider (Steam, the partner's single sign-on) it makes a random state and keeps it
 * with the landing it expects, where to go afterwards, and an expiry. The landing accepts the
 * provider's answer only with a state it finds here, unexpired and unused, and uses it up.
 */

/** The page a state is made for: auth (Steam, token hand-backs), catLogin (partner), steambind (binding Steam). */
export type LoginLanding = 'auth' | 'catLogin' | 'steambind'
export type LoginStateRefusal = 'missing' | 'unknown' | 'expired' | 'used'
export type LoginStateCheck = { ok: true, target: string } | { ok: false, reason: LoginStateRefusal }

/** A provider round trip longer than this starts over. */
export const LOGIN_STATE_TTL_MS = 10 * 60 * 1000
/** Pending logins kept at most (the oldest go first). */
const MAX_KEPT = 20
const STATE_SHAPE = /^[0-9a-f]{32}$/

interface Pending { landing: LoginLanding, target: string, expires: number, used?: true }
type Kept = Record<string, Pending>

/** Makes and keeps a state for one login through `landing` that ends on `target`. */
export function beginLogin (landing: LoginLanding, target: string, now = Date.now()): string {
  const state = randomState()
  const kept = live(readKept(), now)
  kept[state] = { landing, target, expires: now + LOGIN_STATE_TTL_MS }
  writeKept(newest(kept))
  return state
}

/** Checks the state a landing was given and uses it up; a refused state changes nothing else. */
export function consumeLoginState (state: string | null | undefined, landing: LoginLanding, now = Date.now()): LoginStateCheck {
  if (!state) return { ok: false, reason: 'missing' }
  const kept = readKept()
  const pending = STATE_SHAPE.test(state) ? kept[state] : undefined
  if (!pending || pending.landing !== landing) return { ok: false, reason: 'unknown' }
  if (pending.used) return { ok: false, reason: 'used' }
  if (pending.expires <= now) {
    writeKept(live(kept, now))
    return { ok: false, reason: 'expired' }
  }
  // kept as used until it expires, so a second use is named as such
  kept[state] = { ...pending, used: true }
  writeKept(live(kept, now))
  return { ok: true, target: pending.target }
}

/** What the landing tells the user when it refuses a hand-back. */
export function loginStateRefusalText (reason: LoginStateRefusal): string {
  switch (reason) {
    case 'missing': return '登录链接缺少校验信息，为保护账号安全已拦截，请重新登录'
    case 'unknown': return '该登录请求不是从本页面发起的，为保护账号安全已拦截，请重新登录'
    case 'expired': return '登录请求已超时，请重新登录'
    case 'used': return '该登录链接已使用过，请重新登录'
  }
}

function randomState (): string {
  const bytes = new Uint8Array(16)
  const crypto = (globalThis as { crypto?: { getRandomValues?: (array: Uint8Array) => Uint8Array } }).crypto
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes)
  // runtimes without Web Crypto (older mini-program bases): still unguessable enough for a 10-minute, one-use value
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function readKept (): Kept {
  try {
    const parsed: unknown = JSON.parse(readStored(STORAGE.loginStates) || '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed as Kept : {}
  } catch {
    return {}
  }
}

function writeKept (kept: Kept): void {
  writeStored(STORAGE.loginStates, JSON.stringify(kept))
}

function live (kept: Kept, now: number): Kept {
  return Object.fromEntries(Object.entries(kept).filter(([, p]) => typeof p?.expires === 'number' && p.expires > now))
}

function newest (kept: Kept): Kept {
  return Object.fromEntries(Object.entries(kept).sort(([, a], [, b]) => b.expires - a.expires).slice(0, MAX_KEPT))
}

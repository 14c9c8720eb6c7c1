import type { Deps } from '../deps'
import { verifySecret } from '../domain/passwords'
import { fail, Status } from '../domain/status'

const lockedMessage = (seconds: number) => `支付密码错误次数过多，请 ${Math.ceil(seconds / 60)} 分钟后再试`

/**
 * Checks a pay password under the wrong-guess limit (5 per hour per user); wrong or locked → 4301.
 * A wrong one says how many tries are left, the last one that the lock has begun.
 */
export function verifyPayPassword (deps: Deps, userId: number, stored: string | null, given: string, wrongMessage = '支付密码错误'): void {
  const key = String(userId)
  const limiter = deps.limits.payPassword
  const locked = limiter.lockedFor(key, deps.now())
  if (locked > 0) fail(Status.payPassword, lockedMessage(locked))
  if (!verifySecret(given, stored)) {
    limiter.fail(key, deps.now())
    const left = limiter.triesLeft(key, deps.now())
    fail(Status.payPassword, left > 0 ? `${wrongMessage}，还可尝试 ${left} 次` : lockedMessage(limiter.lockedFor(key, deps.now())))
  }
  deps.limits.payPassword.clear(key)
}

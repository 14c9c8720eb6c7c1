import type { Deps } from '../http/context'
import { verifySecret } from '../domain/passwords'
import { fail, Status } from '../domain/status'

/** Checks a pay password under the wrong-guess limit (5 per hour per user); wrong or locked → 4301. */
export function verifyPayPassword (deps: Deps, userId: number, stored: string | null, given: string, wrongMessage = '支付密码错误'): void {
  const key = String(userId)
  const locked = deps.limits.payPassword.lockedFor(key, deps.now())
  if (locked > 0) fail(Status.payPassword, `支付密码错误次数过多，请 ${Math.ceil(locked / 60)} 分钟后再试`)
  if (!verifySecret(given, stored)) {
    deps.limits.payPassword.fail(key, deps.now())
    fail(Status.payPassword, wrongMessage)
  }
  deps.limits.payPassword.clear(key)
}

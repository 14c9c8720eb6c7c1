import { randomInt } from 'node:crypto'
import type { Deps } from '../deps'
import { fail, Status } from '../domain/status'

/** SMS rules (server/README.md): one code per phone per 60 s, 10 a day, valid 5 minutes, 5 wrong tries. */
export const SMS_RULES = { cooldownSeconds: 60, dailyCap: 10, validSeconds: 300, maxAttempts: 5 }
export const SMS_SCENES = ['login', 'register', 'forgot', 'bind_phone', 'change_phone', 'unbind_phone', 'pay_password'] as const
export type SmsScene = typeof SMS_SCENES[number]

/**
 * Sends a code to `phone` for a caller at `address`, under the send limits (server/README.md "Limits"):
 * the address and overall gate (4029), then the phone's cooldown (4029) and daily cap (4030), both
 * counted per phone + address. `deliver: false` answers and counts exactly alike but sends nothing
 * (a forgotten password for a phone with no account), so the answer does not tell who is registered.
 */
export async function sendSmsCode (deps: Deps, phone: string, scene: SmsScene, address: string, deliver = true): Promise<{ cooldown: number }> {
  // no gateway: refused before anything is counted, for a registered phone and an unknown one alike
  deps.providers.sms.ensureConfigured()
  await deps.limits.smsGate(address)
  const now = deps.now()
  const key = `${phone}|${address}`
  const wait = deps.limits.smsSends.check(key, now)
  if (wait === 'cap') fail(Status.dailyCap, '今日验证码发送次数已达上限，请明天再试')
  if (wait !== 0) fail(Status.tooFrequent, `发送太频繁，请 ${wait} 秒后再试`, { cooldown: wait })
  deps.limits.smsSends.record(key, now)
  if (!deliver) return { cooldown: SMS_RULES.cooldownSeconds }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await deps.providers.sms.send(phone, { code }, scene)
  deps.db.prepare('INSERT INTO sms_codes (phone, scene, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    phone,
    scene,
    code,
    now,
    now + SMS_RULES.validSeconds
  )
  return { cooldown: SMS_RULES.cooldownSeconds }
}

/**
 * Uses up a code for (phone, scene), or answers status 4101. Any live code of the last few
 * counts (unused, unexpired, under 5 wrong tries), so a code someone else asks for the same phone
 * does not void the one its owner is typing; a wrong guess counts against every live code, and
 * using one voids them all.
 */
export function consumeSmsCode (deps: Deps, phone: string, scene: SmsScene, code: string): void {
  const now = deps.now()
  const rows = deps.db.prepare('SELECT id, code, expires_at, used_at, attempts FROM sms_codes WHERE phone = ? AND scene = ? ORDER BY id DESC LIMIT 5').all(
    phone,
    scene
  ) as
    Array<{ id: number, code: string, expires_at: number, used_at: number | null, attempts: number }>
  const latest = rows[0]
  if (!latest || latest.used_at !== null) fail(Status.smsCode, '请先获取验证码')
  const live = rows.filter((row) => row.used_at === null && row.expires_at > now && row.attempts < SMS_RULES.maxAttempts)
  if (live.length === 0) fail(Status.smsCode, latest.expires_at <= now ? '验证码已过期，请重新获取' : '验证码错误次数过多，请重新获取')
  if (!live.some((row) => row.code === code)) {
    const counted = deps.db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?')
    for (const row of live) counted.run(row.id)
    fail(Status.smsCode, '验证码错误')
  }
  deps.db.prepare('UPDATE sms_codes SET used_at = ? WHERE phone = ? AND scene = ? AND used_at IS NULL').run(now, phone, scene)
}


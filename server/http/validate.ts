import { safeParse, type GenericSchema } from 'valibot'
import { BizError, Status } from '../domain/status'
import { parseCents } from '../domain/money'
import { ORDER_STATUSES } from '../domain/orderState'
import { AMOUNT, hasUnsafeText } from '../../src/contract/formRules'
import { NewPayPasswordSchema, PasswordSchema, PayPasswordSchema, PhoneSchema, SmsCodeSchema, SteamIdSchema, TradeUrlSchema } from '../../src/contract/forms'
import { CLAIMED_ID, NONCE, RETURN_TO } from '../domain/steamOpenId'

/**
 * Payload rules. Every route declares its fields; a value arrives as a query
 * string, a form field or a JSON value, so each rule accepts text and the JSON
 * type it means, and rejects everything else with a Chinese message (status 4000).
 */
export type Rule<T> = (value: unknown, label: string) => T
type Field<T> = { rule: Rule<T>, label: string }
export type Shape = Record<string, Field<unknown>>
export type Parsed<S extends Shape> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never }

const bad = (message: string): never => { throw new BizError(Status.badRequest, message) }
const missing = (value: unknown): boolean => value === undefined || value === null || value === ''

function text (value: unknown, label: string): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return bad(`${label}格式不正确`)
}

export interface StrOptions {
  min?: number
  max?: number
  pattern?: RegExp
  trim?: boolean
  /** multi-line free text (a ticket's description): newlines are allowed, other controls still refused */
  multiline?: boolean
}

export const str = (label: string, options: StrOptions = {}): Field<string> => ({
  label,
  rule: (value) => {
    if (missing(value)) return bad(`请填写${label}`)
    let result = text(value, label)
    if (options.trim !== false) result = result.trim()
    const max = options.max ?? 200
    if (result.length > max) return bad(`${label}不能超过${max}个字符`)
    if (result.length < (options.min ?? 1)) return bad(options.min ? `${label}至少${options.min}个字符` : `请填写${label}`)
    if (hasUnsafeText(result, options.multiline)) return bad(`${label}不能包含控制字符或文字方向控制符`)
    if (options.pattern && !options.pattern.test(result)) return bad(`${label}格式不正确`)
    return result
  }
})

export const int = (label: string, min = 0, max = Number.MAX_SAFE_INTEGER): Field<number> => ({
  label,
  rule: (value) => {
    if (missing(value)) return bad(`请填写${label}`)
    const raw = text(value, label).trim()
    if (!/^-?\d{1,16}$/.test(raw)) return bad(`${label}必须是整数`)
    const result = Number(raw)
    if (!Number.isSafeInteger(result) || result < min || result > max) return bad(`${label}超出范围`)
    return result
  }
})

/** A yuan amount as text ("12.30") → integer cents, within [min, max] cents. */
export const money = (label: string, min = 0, max = 100_000_000): Field<number> => ({
  label,
  rule: (value) => {
    if (missing(value)) return bad(`请填写${label}`)
    const raw = text(value, label)
    if (/^\s*-/.test(raw)) return bad(`${label}不能为负数`)
    const cents = AMOUNT.test(raw.trim()) ? parseCents(raw) : null
    if (cents === null) return bad(`${label}必须是最多两位小数的金额`)
    if (cents < min) return bad(`${label}过小`)
    if (cents > max) return bad(`${label}过大`)
    return cents
  }
})

export const oneOf = <T extends string>(label: string, values: readonly T[]): Field<T> => ({
  label,
  rule: (value) => {
    if (missing(value)) return bad(`请选择${label}`)
    const raw = text(value, label)
    return (values as readonly string[]).includes(raw) ? raw as T : bad(`${label}不在可选范围内`)
  }
})

export const flag = (label: string): Field<boolean> => ({
  label,
  rule: (value) => {
    if (typeof value === 'boolean') return value
    const raw = missing(value) ? bad(`请选择${label}`) : text(value, label)
    if (['1', 'true', 'on'].includes(raw)) return true
    if (['0', 'false', 'off'].includes(raw)) return false
    return bad(`${label}格式不正确`)
  }
})

/** The field may be absent (undefined, null or ''); when present it must pass. */
export function optional<T> (field: Field<T>): Field<T | undefined>
export function optional<T> (field: Field<T>, fallback: T): Field<T>
export function optional<T> (field: Field<T>, fallback?: T): Field<T | undefined> {
  return { label: field.label, rule: (value, label) => missing(value) ? fallback : field.rule(value, label) }
}

export function parse<S extends Shape> (params: Record<string, unknown>, shape: S): Parsed<S> {
  const result: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(shape)) {
    const value = params[key]
    if (Array.isArray(value) || (typeof value === 'object' && value !== null)) bad(`${field.label}格式不正确`)
    result[key] = field.rule(value, field.label)
  }
  return result as Parsed<S>
}

/**
 * A text field checked by a shared wire schema (src/contract/forms.ts, the form rules the
 * client applies too): str's presence, length and trim first, then the schema. A format
 * (regex) miss names the field (新手机号格式不正确); a rule miss gives the rule's own message.
 */
export const schemaField = (label: string, schema: GenericSchema<string, string>, options: StrOptions = {}): Field<string> => {
  const base = str(label, options)
  return {
    label,
    rule: (value, name) => {
      const result = safeParse(schema, base.rule(value, name))
      if (result.success) return result.output
      const issue = result.issues[0]
      return bad(issue.type === 'regex' ? `${name}格式不正确` : issue.message)
    }
  }
}

// Shared fields in the product's words; the form rules themselves live in src/contract/formRules.ts.
export const phone = (label = '手机号'): Field<string> => schemaField(label, PhoneSchema, { max: 11 })
export const smsCode = (label = '验证码'): Field<string> => schemaField(label, SmsCodeSchema, { max: 6 })
/** A pay password typed to prove who you are: six digits. */
export const payPassword = (label = '支付密码'): Field<string> => schemaField(label, PayPasswordSchema, { max: 6, trim: false })
/** A pay password being set: six digits, not all the same. */
export const newPayPassword = (label = '支付密码'): Field<string> => schemaField(label, NewPayPasswordSchema, { max: 6, trim: false })
/** A login password being set: 8-32 characters with a letter and a digit (longer input gets the length message first). */
export const newPassword = (label = '密码'): Field<string> => schemaField(label, PasswordSchema, { max: 64, trim: false })
export const tradeUrl = (): Field<string> => schemaField('交易链接', TradeUrlSchema, { max: 200 })
export const steamId = (label = 'Steam ID'): Field<string> => schemaField(label, SteamIdSchema, { max: 17 })
export const appid = (): Field<number> => {
  const game = int('游戏', 1, 10_000_000)
  return { label: '游戏', rule: (v, l) => { const id = game.rule(v, l); return id === 570 || id === 730 ? id : bad('暂不支持该游戏') } }
}
/** A public order number (domain/orderState orderNumber). */
export const orderNo = (): Field<string> => str('订单号', { max: 32, pattern: /^\d{8,32}$/ })

/** An order list's cursor page: pointer 0 is the first page (spec 4), up to 50 a page, an optional status. */
export const orderPageFields = () => ({
  pointer: optional(int('分页游标', 0), 0),
  page_size: optional(int('每页数量', 1, 50), 20),
  status: optional(oneOf('订单状态', ORDER_STATUSES))
})

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,64}$/
export const idempotencyKey = (): Field<string | undefined> => optional(str('幂等键', { max: 64, pattern: /^[A-Za-z0-9_-]+$/ }))

/** The key from the parameter (already checked by the route's schema) or else the x-idempotency-key header. */
export function idempotencyKeyOf (call: { headers: Record<string, string | string[] | undefined> }, fromParams: string | undefined): string | undefined {
  const header = call.headers['x-idempotency-key']
  return fromParams ?? (typeof header === 'string' && IDEMPOTENCY_KEY.test(header) ? header : undefined)
}

/**
 * Refuses parameters nested deeper than `limit` (4000): no call takes more than a level or two,
 * and a 5 000-deep array would overflow the stack later (JSON.stringify in the read cache's key → 5000).
 * Walks with its own stack, so the check itself cannot overflow.
 */
export function refuseDeepNesting (params: Record<string, unknown>, limit = 8): void {
  const pending: Array<{ value: unknown, depth: number }> = [{ value: params, depth: 0 }]
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!
    if (value === null || typeof value !== 'object') continue
    if (depth >= limit) bad('请求内容嵌套过深')
    for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 })
  }
}

/** The Steam OpenID answer's fields, as both Steam login and Steam binding take them. */
export const steamOpenIdFields = {
  'openid.mode': oneOf('OpenID 模式', ['id_res'] as const),
  'openid.claimed_id': str('Steam 身份', { max: 200, pattern: CLAIMED_ID }),
  'openid.response_nonce': str('OpenID 随机数', { max: 100, pattern: NONCE }),
  'openid.sig': str('OpenID 签名', { max: 128 })
}

/** The whole OpenID answer: the fields above checked, and Steam's other `openid.*` fields (at most 20 of 500 characters) passed on for its check. */
export function openIdAnswer (params: Record<string, unknown>): Record<string, string> {
  const checked = parse(params, steamOpenIdFields)
  const rest = Object.entries(params).filter((entry): entry is [string, string] =>
    entry[0].startsWith('openid.') && typeof entry[1] === 'string' && entry[1].length <= 500).slice(0, 20)
  return { ...Object.fromEntries(rest), ...checked }
}

/** Where a simulated provider (Steam, the partner, the Alipay cashier) sends the user back: a path of ours or a page on this machine. */
export const returnTo = (): Field<string> => str('回跳地址', { max: 500, pattern: RETURN_TO })

import { BizError, Status } from '../domain/status'
import { parseCents } from '../domain/money'

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

export interface StrOptions { min?: number, max?: number, pattern?: RegExp, trim?: boolean }

export const str = (label: string, options: StrOptions = {}): Field<string> => ({
  label,
  rule: (value) => {
    if (missing(value)) return bad(`请填写${label}`)
    let result = text(value, label)
    if (options.trim !== false) result = result.trim()
    const max = options.max ?? 200
    if (result.length > max) return bad(`${label}不能超过${max}个字符`)
    if (result.length < (options.min ?? 1)) return bad(options.min ? `${label}至少${options.min}个字符` : `请填写${label}`)
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
    const cents = parseCents(raw)
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

// Shared fields in the product's words.
export const phone = (label = '手机号'): Field<string> => str(label, { pattern: /^1[3-9]\d{9}$/, max: 11 })
export const smsCode = (label = '验证码'): Field<string> => str(label, { pattern: /^\d{6}$/, max: 6 })
export const payPassword = (label = '支付密码'): Field<string> => str(label, { pattern: /^\d{6}$/, max: 6, trim: false })
export const appid = (): Field<number> => ({ label: '游戏', rule: (v, l) => { const id = int(l, 1, 10_000_000).rule(v, l); return [570, 730].includes(id) ? id : bad('暂不支持该游戏') } })
export const idempotencyKey = (): Field<string | undefined> => optional(str('幂等键', { max: 64, pattern: /^[A-Za-z0-9_-]+$/ }))

import { fail, Status } from '../domain/status'

const missing = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * A wear bound as text ("0.07", "1", "0.0700") → integer ten-thousandths (700), exactly: digits only,
 * never a float. undefined when not given. Refuses (4000) negative, exponent, non-numeric, more than
 * 4 decimals and anything above 1.
 */
export function wearBound (value: unknown, label: string): number | undefined {
  if (missing(value)) return undefined
  if (typeof value !== 'string' && typeof value !== 'number') fail(Status.badRequest, `${label}格式不正确`)
  const raw = String(value).trim()
  if (/^-/.test(raw)) fail(Status.badRequest, `${label}不能为负数`)
  const match = /^(\d{1,6})(?:\.(\d*))?$/.exec(raw)
  if (!match) fail(Status.badRequest, `${label}必须是 0 到 1 之间的数字，如 0.07`)
  const frac = match![2] ?? ''
  if (frac.length > 4) fail(Status.badRequest, `${label}最多四位小数`)
  const e4 = Number(match![1]) * 10000 + Number(frac.padEnd(4, '0'))
  if (e4 > 10000) fail(Status.badRequest, `${label}必须在 0 到 1 之间`)
  return e4
}

import Decimal from 'decimal.js'
import { WIRE_MONEY } from './moneyText'

/**
 * The one money type (DESIGN 7, spec 9: no floating-point error). Amounts come from the
 * wire as decimal strings ("12.30") and stay Decimals until they are formatted.
 */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP })
export type Amount = InstanceType<typeof Exact>


export class MoneyError extends Error {
  constructor (readonly input: unknown) {
    super(`Not an amount of money: ${describe(input)}`)
    this.name = 'MoneyError'
    Object.setPrototypeOf(this, MoneyError.prototype)
  }
}

/** An amount from a wire string ("12.30"), an Amount, or a whole number (a count); anything else throws MoneyError. */
export function money (input: string | number | Amount): Amount {
  if (input instanceof Exact) return input
  if (typeof input === 'string') {
    const text = input.trim()
    if (!WIRE_MONEY.test(text)) throw new MoneyError(input)
    return new Exact(text)
  }
  if (typeof input === 'number' && Number.isSafeInteger(input)) return new Exact(input)
  throw new MoneyError(input) // NaN, Infinity and fractional JS numbers are refused
}

export function isMoney (input: unknown): boolean {
  try {
    money(input as string)
    return true
  } catch {
    return false
  }
}

export const add = (a: string | number | Amount, b: string | number | Amount): Amount => money(a).plus(money(b))
export const subtract = (a: string | number | Amount, b: string | number | Amount): Amount => money(a).minus(money(b))
/** amount × factor (a count, a rate from the wire such as "0.025") */
export const multiply = (a: string | number | Amount, factor: string | number | Amount): Amount => money(a).times(money(factor))
/** -1, 0 or 1 */
export const compare = (a: string | number | Amount, b: string | number | Amount): -1 | 0 | 1 => money(a).comparedTo(money(b)) as -1 | 0 | 1

export function sum (amounts: Array<string | Amount>): Amount {
  return amounts.reduce<Amount>((total, next) => total.plus(money(next)), new Exact(0))
}

/** Yuan with two decimals, half up: "0.30". */
export function formatYuan (amount: string | number | Amount): string {
  return money(amount).toFixed(2, Decimal.ROUND_HALF_UP)
}

/** Back to the wire: a decimal string with two decimals. */
export const toWire = formatYuan

function describe (input: unknown): string {
  if (typeof input === 'string') return JSON.stringify(input)
  return String(input)
}

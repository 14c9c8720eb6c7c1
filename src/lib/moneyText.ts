/**
 * Exact operations on wire amounts ("12.3", "-0.125") done on their digits, for screens that
 * only show or compare prices: they need no decimal.js, which keeps the shop's first load
 * light. Arithmetic lives in lib/money (decimal.js); a test holds both to the same answers.
 */
export const WIRE_MONEY = /^[+-]?\d+(\.\d+)?$/

export const isWireAmount = (text: string): boolean => WIRE_MONEY.test(text.trim())

interface Parts { negative: boolean, int: string, frac: string }

function parts (text: string): Parts {
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text.trim())
  if (!match) throw new Error(`Not an amount of money: ${JSON.stringify(text)}`)
  const int = match[2].replace(/^0+(?=\d)/, '')
  const frac = match[3] ?? ''
  const zero = /^0*$/.test(int + frac)
  return { negative: match[1] === '-' && !zero, int, frac }
}

/** Adds one to a string of digits ("0999" → "1000"). */
function increment (digits: string): string {
  const out = digits.split('')
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') { out[i] = String(Number(out[i]) + 1); return out.join('') }
    out[i] = '0'
  }
  return '1' + out.join('')
}

/** Yuan with two decimals, half away from zero like lib/money's formatYuan: "1.005" → "1.01". */
export function formatWireYuan (text: string): string {
  const { negative, int, frac } = parts(text)
  const padded = frac.padEnd(3, '0')
  let cents = int + padded.slice(0, 2)
  if (padded[2] >= '5') cents = increment(cents)
  const whole = cents.slice(0, -2).replace(/^0+(?=\d)/, '') || '0'
  const result = `${whole}.${cents.slice(-2)}`
  return negative && result !== '0.00' ? `-${result}` : result
}

/** -1, 0 or 1, exactly. */
export function compareWire (a: string, b: string): -1 | 0 | 1 {
  const x = parts(a)
  const y = parts(b)
  if (x.negative !== y.negative) return x.negative ? -1 : 1
  const magnitude = compareMagnitude(x, y)
  return (x.negative ? -magnitude : magnitude) as -1 | 0 | 1
}

function compareMagnitude (x: Parts, y: Parts): -1 | 0 | 1 {
  if (x.int.length !== y.int.length) return x.int.length > y.int.length ? 1 : -1
  const width = Math.max(x.frac.length, y.frac.length)
  const left = x.int + x.frac.padEnd(width, '0')
  const right = y.int + y.frac.padEnd(width, '0')
  return left === right ? 0 : left > right ? 1 : -1
}

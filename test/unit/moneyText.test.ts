import { compare, formatYuan } from '@/lib/money'
import { compareWire, formatWireYuan, isWireAmount } from '@/lib/moneyText'

// a deterministic stream of awkward amounts: carries, halves, long fractions, signs, zeros
function * amounts (count: number): Generator<string> {
  let seed = 7
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed }
  const fixed = ['0', '0.005', '0.004', '-0.005', '9.995', '99.999', '-0', '0.00', '1.005', '1234567890.125', '00012.5', '-12.345', '5']
  yield * fixed
  for (let i = 0; i < count; i++) {
    const int = String(next() % 100000)
    const frac = String(next()).slice(0, next() % 6)
    yield `${next() % 5 === 0 ? '-' : ''}${int}${frac ? '.' + frac : ''}`
  }
}

it('formats exactly as decimal.js does (half away from zero, two decimals)', () => {
  for (const amount of amounts(3000)) expect([amount, formatWireYuan(amount)]).toEqual([amount, formatYuan(amount)])
})

it('compares exactly as decimal.js does', () => {
  const list = [...amounts(400)]
  for (let i = 1; i < list.length; i++) {
    expect([list[i - 1], list[i], compareWire(list[i - 1], list[i])]).toEqual([list[i - 1], list[i], compare(list[i - 1], list[i])])
  }
  expect(compareWire('0.1', '0.10')).toBe(0)
  expect(compareWire('-0', '0')).toBe(0)
})

it('accepts only plain decimal strings', () => {
  for (const bad of ['', '1e3', 'NaN', 'Infinity', '1,5', '１２', '.5', '5.', ' - 1']) {
    expect(isWireAmount(bad)).toBe(false)
    expect(() => formatWireYuan(bad)).toThrow(/Not an amount/)
  }
  expect(isWireAmount(' 12.30 ')).toBe(true)
})

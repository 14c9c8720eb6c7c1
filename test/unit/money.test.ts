import { money, add, subtract, multiply, compare, formatYuan, sum, isMoney, MoneyError } from '@/lib/money'

describe('money (DESIGN 7, spec 9)', () => {
  it('adds without floating-point error: 0.1 + 0.2 shows 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3) // the reason this module exists
    expect(formatYuan(add('0.1', '0.2'))).toBe('0.30')
    expect(add('0.1', '0.2').equals(money('0.3'))).toBe(true)
  })

  it('subtracts, multiplies and sums exactly', () => {
    expect(formatYuan(subtract('1.00', '0.90'))).toBe('0.10')
    expect(formatYuan(multiply('19.99', 3))).toBe('59.97')
    expect(formatYuan(multiply('100.00', '0.025'))).toBe('2.50')
    expect(formatYuan(multiply('0.07', '100'))).toBe('7.00')
    expect(formatYuan(sum(['0.10', '0.20', '0.30']))).toBe('0.60')
    expect(formatYuan(sum([]))).toBe('0.00')
  })

  it('compares amounts', () => {
    expect(compare('10.00', '9.99')).toBe(1)
    expect(compare('9.99', '10')).toBe(-1)
    expect(compare('1.50', '1.5')).toBe(0)
  })

  it('formats to two decimals, rounding half up', () => {
    expect(formatYuan('12')).toBe('12.00')
    expect(formatYuan('1.005')).toBe('1.01')
    expect(formatYuan('1.004')).toBe('1.00')
    expect(formatYuan('-0.125')).toBe('-0.13')
    expect(formatYuan('123456789012345.67')).toBe('123456789012345.67')
  })

  it.each([
    ['NaN number', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['a float', 0.1],
    ['"NaN"', 'NaN'],
    ['"Infinity"', 'Infinity'],
    ['empty', ''],
    ['letters', '12a'],
    ['two points', '1.2.3'],
    ['exponent', '1e3'],
    ['hex', '0x10'],
    ['comma', '1,000.00'],
    ['trailing point', '1.'],
    ['leading point', '.5'],
    ['currency sign', '¥10'],
    ['null', null],
    ['undefined', undefined],
    ['object', {}]
  ])('refuses %s', (_, input) => {
    expect(() => money(input as string)).toThrow(MoneyError)
    expect(() => add(input as string, '1')).toThrow(MoneyError)
    expect(isMoney(input)).toBe(false)
  })

  it('accepts wire strings with whitespace and whole-number counts', () => {
    expect(formatYuan(' 8.5 ')).toBe('8.50')
    expect(formatYuan(3)).toBe('3.00')
    expect(isMoney('0.00')).toBe(true)
  })
})

import { formatCents, parseCents, percentOf } from '../../server/domain/money'
import { rechargeFee, tradeFee } from '../../server/domain/fees'
import { canMove } from '../../server/domain/orderState'
import { issueToken, readToken } from '../../server/domain/token'
import { hashSecret, verifySecret } from '../../server/domain/passwords'
import { money, parse, phone, str, int, optional } from '../../server/http/validate'
import { tokenSubject } from '../../src/lib/sign'

describe('money: integer cents inside, two-decimal strings on the wire', () => {
  it('parses and formats without floats', () => {
    expect(parseCents('12.3')).toBe(1230)
    expect(parseCents('0.1')).toBe(10)
    expect(parseCents('0.07')).toBe(7)
    expect(parseCents('100')).toBe(10000)
    expect(formatCents(1230)).toBe('12.30')
    expect(formatCents(5)).toBe('0.05')
    expect(formatCents(-50)).toBe('-0.50')
  })
  it('refuses negative, non-numeric and over-precise amounts', () => {
    for (const bad of ['-1', 'abc', '1.234', '1e5', '', '.5', 'NaN', '1,000']) expect(parseCents(bad)).toBeNull()
  })
  it('rounds percentages half up in integers', () => {
    expect(percentOf(1000, 250)).toBe(25)
    expect(percentOf(1, 250)).toBe(0)
    expect(percentOf(20, 2500)).toBe(5)
  })
})

describe('fees', () => {
  it('charges the seller 2.5 %, at least 0.01', () => {
    expect(tradeFee(10000)).toBe(250)
    expect(tradeFee(10)).toBe(1)
  })
  it('charges recharge fees by channel on top', () => {
    expect(rechargeFee(10000, 'wechat')).toBe(60)
    expect(rechargeFee(10000, 'card')).toBe(100)
    expect(rechargeFee(100, 'wechat')).toBe(1)
  })
})

describe('order state machine', () => {
  it('allows only the written transitions', () => {
    expect(canMove('created', 'paid')).toBe(true)
    expect(canMove('paid', 'offer_sent')).toBe(true)
    expect(canMove('offer_sent', 'completed')).toBe(true)
    expect(canMove('created', 'timed_out')).toBe(true)
    expect(canMove('created', 'completed')).toBe(false)
    expect(canMove('completed', 'cancelled')).toBe(false)
    expect(canMove('timed_out', 'paid')).toBe(false)
    expect(canMove('paid', 'timed_out')).toBe(false)
  })
})

describe('tokens', () => {
  it('carry sub readable by the client signer and verify only with the secret', () => {
    const { token, jti } = issueToken('secret', 42, 2000)
    expect(tokenSubject(token)).toBe('42')
    expect(readToken('secret', token, 1000)).toEqual({ sub: 42, exp: 2000, jti })
    expect(readToken('other', token, 1000)).toBeNull()
    expect(readToken('secret', token, 2000)).toBeNull()
    expect(readToken('secret', token.slice(0, -2) + 'xx', 1000)).toBeNull()
    expect(readToken('secret', 'a.b', 1000)).toBeNull()
  })
})

describe('passwords', () => {
  it('hash and verify', () => {
    const stored = hashSecret('Passw0rd!')
    expect(verifySecret('Passw0rd!', stored)).toBe(true)
    expect(verifySecret('passw0rd!', stored)).toBe(false)
    expect(verifySecret('x', null)).toBe(false)
  })
})

describe('payload rules', () => {
  const shape = { phone: phone(), amount: money('金额', 1, 100000), page: optional(int('页码', 1, 10), 1), note: optional(str('备注', { max: 5 })) }
  it('accepts good input and applies defaults', () => {
    expect(parse({ phone: '13800138000', amount: '12.30' }, shape)).toEqual({ phone: '13800138000', amount: 1230, page: 1, note: undefined })
  })
  it.each([
    [{ amount: '1' }, '请填写手机号'],
    [{ phone: '123', amount: '1' }, '手机号格式不正确'],
    [{ phone: '13800138000', amount: '-1' }, '金额不能为负数'],
    [{ phone: '13800138000', amount: 'abc' }, '金额必须是最多两位小数的金额'],
    [{ phone: '13800138000', amount: '1', page: '11' }, '页码超出范围'],
    [{ phone: '13800138000', amount: '1', page: 'x' }, '页码必须是整数'],
    [{ phone: '13800138000', amount: '1', note: '123456' }, '备注不能超过5个字符'],
    [{ phone: ['13800138000'], amount: '1' }, '手机号格式不正确'],
    [{ phone: { a: 1 }, amount: '1' }, '手机号格式不正确']
  ])('refuses %j with a Chinese message', (input, message) => {
    expect(() => parse(input as Record<string, unknown>, shape)).toThrow(message)
  })
})

describe('wrong-guess limits', () => {
  it('locks after max wrong tries for the rest of the window; a right guess clears', () => {
    const { AttemptLimiter } = jest.requireActual('../../server/domain/attempts')
    const limiter = new AttemptLimiter(3, 600)
    limiter.fail('a', 0); limiter.fail('a', 10)
    expect(limiter.lockedFor('a', 20)).toBe(0)
    limiter.fail('a', 30)
    expect(limiter.lockedFor('a', 40)).toBe(560)
    expect(limiter.lockedFor('b', 40)).toBe(0)
    expect(limiter.lockedFor('a', 600)).toBe(0)
    limiter.fail('a', 700); limiter.clear('a'); limiter.fail('a', 701); limiter.fail('a', 702)
    expect(limiter.lockedFor('a', 703)).toBe(0)
  })
})

import { buyerAmounts, cancelWords } from '../../src/components/OrderParts/buyerAmounts'
import { order } from './support/fixtures'

describe('buyerAmounts (issue 11 item 2)', () => {
  it('lists price, coupon and total that add up, and no seller fee', () => {
    const withFee = { ...order('1'), price: '65.30', fee: '1.64', coupon_discount: '5.00', pay_amount: '60.30' }
    const { lines, adds } = buyerAmounts(withFee)
    expect(lines.map((line) => [line.label, line.value])).toEqual([['商品价格', '65.30'], ['优惠券', '-5.00'], ['应付金额', '60.30']])
    expect(adds).toBe(true)
  })

  it('has no coupon line without a coupon, and says 实付 once paid', () => {
    const { lines, adds } = buyerAmounts({ ...order('1', 'paid'), price: '0.10', coupon_discount: '0.00', pay_amount: '0.10', paid_at: 5 })
    expect(lines.map((line) => line.label)).toEqual(['商品价格', '实付金额'])
    expect(adds).toBe(true)
  })

  it('adds a rental deposit to the rent fee', () => {
    const rent = { ...order('1', 'paid'), kind: 'rent' as const, rent_days: 3, price: '0.30', rent_deposit: '100.00', coupon_discount: '0.10',
      pay_amount: '100.20', paid_at: 5 }
    const { lines, adds } = buyerAmounts(rent)
    expect(lines.map((line) => line.label)).toEqual(['租金（3 天）', '押金（归还后退回）', '优惠券', '实付金额'])
    expect(adds).toBe(true)
  })

  it('says when the lines do not make the total (exactly, no float drift)', () => {
    expect(buyerAmounts({ ...order('1'), price: '0.30', coupon_discount: '0.10', pay_amount: '0.21' }).adds).toBe(false)
    expect(buyerAmounts({ ...order('1'), price: '0.30', coupon_discount: '0.10', pay_amount: '0.20' }).adds).toBe(true)
  })
})

describe('cancelWords', () => {
  it('an unpaid order promises no refund (nothing was charged)', () => {
    const words = cancelWords({ ...order('1'), coupon_discount: '5.00' })
    expect(words.confirm).toContain('尚未支付')
    expect(words.confirm).toContain('优惠券将退回')
    expect(`${words.confirm}${words.done}`).not.toMatch(/退款|退回余额/)
  })

  it('a paid order names the amount going back to the balance', () => {
    const words = cancelWords({ ...order('1', 'paid'), pay_amount: '60.30', paid_at: 5 })
    expect(words.confirm).toContain('¥60.30 将退回余额')
    expect(words.done).toBe('已取消，¥60.30 已退回余额')
  })
})

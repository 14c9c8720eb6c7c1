import type { Coupon, Listing } from '../../../types/api'
import { add, compare, money, multiply, subtract, formatYuan, type Amount } from '@/lib/money'

export interface OrderAmounts {
  /** price, or daily rate × days for a rental */
  price: string
  deposit: string
  /** price + deposit, before the coupon */
  gross: string
  discount: string
  payAmount: string
}

/**
 * The confirm screen's amounts, by the server's rule (server/README.md, coupons): the coupon
 * discounts the price (a rent: the rent fee) only, never the refundable deposit, and leaves at least 0.01 of it.
 */
export function orderAmounts (
  listing: Pick<Listing, 'price' | 'rent_daily' | 'rent_deposit'>,
  rentDays: number | null,
  coupon: Pick<Coupon, 'discount'> | null
): OrderAmounts {
  const rent = rentDays !== null
  const price: Amount = rent ? multiply(listing.rent_daily ?? '0', rentDays) : money(listing.price)
  const deposit: Amount = rent ? money(listing.rent_deposit ?? '0') : money(0)
  const gross = add(price, deposit)
  let discount: Amount = money(0)
  if (coupon) {
    const cap = subtract(price, '0.01')
    discount = compare(coupon.discount, cap) > 0 ? cap : money(coupon.discount)
    if (compare(discount, 0) < 0) discount = money(0)
  }
  return {
    price: formatYuan(price),
    deposit: formatYuan(deposit),
    gross: formatYuan(gross),
    discount: formatYuan(discount),
    payAmount: formatYuan(subtract(gross, discount))
  }
}

/** The coupon to offer first: the largest usable discount. */
export function bestCoupon (coupons: readonly Coupon[]): Coupon | null {
  return coupons.filter((coupon) => coupon.usable).reduce<Coupon | null>(
    (best, coupon) => (!best || compare(coupon.discount, best.discount) > 0 ? coupon : best),
    null
  )
}

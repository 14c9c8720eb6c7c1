/** What a redeem code, an exchange or a promotion perk can grant (`model/rewards.ts` runs the grant). */
export type GrantKind = 'balance' | 'coupon' | 'item' | 'key' | 'points'

import type { IconName } from '@/components/LineIcon/paths'

/** The mine tab's icon for each entry, by its route (an entry without one keeps its one-character glyph). */
export const MINE_ICONS: Record<string, IconName> = {
  '/pages/order/index': 'order',
  '/pages/target/index': 'target',
  '/pages/user/favorites/index': 'star',
  '/pages/offer/index': 'offer',
  '/pages/user/balance/index': 'ledger',
  '/pages/sell/inventory/index': 'box',
  '/pages/sell/listings/index': 'tag',
  '/pages/user/withdraw/index': 'withdraw',
  '/pages/user/message/index': 'bell',
  '/pages/user/coupon': 'coupon',
  '/pages/coupon/index': 'gift',
  '/pages/user/check/index': 'check',
  '/pages/user/account/index': 'shield',
  '/pages/user/setting/steam': 'steam',
  '/pages/user/setting/index': 'gear',
  '/pages/user/problem/index': 'chat',
  '/pages/help/index': 'help',
  '/pages/user/access': 'key',
  '/pages/user/privacy/setting': 'eye',
  '/pages/guidance/steam': 'book'
}

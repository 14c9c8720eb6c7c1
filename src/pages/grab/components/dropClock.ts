import type { GrabDrop } from '@/contract/deals'
import { countdownText } from '@/lib/serverClock'
import { yuan } from '@/components/DealParts/money'

/** What a drop's clock counts to: the start of an upcoming drop, the end of a live one; null when it counts nothing. */
export const dropDeadline = (drop: GrabDrop): number | null =>
  drop.state === 'upcoming' ? drop.starts_at : drop.state === 'live' ? drop.ends_at : null

/** 距开抢 / 距结束 hh:mm:ss, or the state in words. */
export function dropClockText (drop: GrabDrop, secondsLeft: number): string {
  if (drop.state === 'upcoming') return `距开抢 ${countdownText(secondsLeft)}`
  if (drop.state === 'live') return `距结束 ${countdownText(secondsLeft)}`
  return drop.state === 'sold_out' ? '已抢光' : '已结束'
}

/** Sold share, whole percent. */
export const soldPercent = (drop: GrabDrop): number => drop.stock === 0 ? 100 : Math.floor((drop.stock - drop.left) * 100 / drop.stock)

/** The grab button's words and whether it may be tapped, from the drop's state and the viewer's count. */
export function grabButton (drop: GrabDrop, visitor: boolean): { text: string, enabled: boolean } {
  if (drop.state === 'upcoming') return { text: '即将开抢', enabled: false }
  if (drop.state === 'sold_out') return { text: '已抢光', enabled: false }
  if (drop.state === 'ended') return { text: '已结束', enabled: false }
  if (visitor) return { text: '登录后抢购', enabled: true }
  if (drop.my_count >= drop.per_user_limit) return { text: `每人限抢 ${drop.per_user_limit} 件，你已抢满`, enabled: false }
  return { text: `立即抢购 ${yuan(drop.price)}`, enabled: true }
}

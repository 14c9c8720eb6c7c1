import type { RollSummary } from '../../../../types/api'
import { countdownText, secondsUntil } from '@/lib/serverClock'

/** The room's entry condition as a short tag. */
export function conditionText (condition: RollSummary['condition']): string {
  if (condition.kind === 'password') return '口令房'
  if (condition.kind === 'recharge') return `近30天充值满¥${condition.amount}`
  if (condition.kind === 'spend') return `近30天消费满¥${condition.amount}`
  return '无门槛'
}

/** 剩余 hh:mm:ss by the server's clock, 开奖中 once it runs out, 已开奖 once drawn. */
export function timeLeftText (room: Pick<RollSummary, 'state' | 'ends_at'>): string {
  if (room.state === 'drawn') return '已开奖'
  const left = secondsUntil(room.ends_at)
  if (left <= 0) return '开奖中'
  const days = Math.floor(left / 86400)
  return days > 0 ? `${days}天 ${countdownText(left % 86400)}` : countdownText(left)
}

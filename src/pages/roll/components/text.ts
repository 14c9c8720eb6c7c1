import type { RollSummary } from '../../../../types/api'

/** The room's entry condition as a short tag. */
export function conditionText (condition: RollSummary['condition']): string {
  if (condition.kind === 'password') return '口令房'
  if (condition.kind === 'recharge') return `近30天充值满¥${condition.amount}`
  if (condition.kind === 'spend') return `近30天消费满¥${condition.amount}`
  return '无门槛'
}

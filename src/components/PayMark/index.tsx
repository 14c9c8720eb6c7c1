import LineIcon from '@/components/LineIcon'
import type { IconName } from '@/components/LineIcon/paths'
import './index.scss'

export type PayMarkKind = 'balance' | 'wechat' | 'card' | 'bank' | 'alipay'

const ICON: Record<PayMarkKind, IconName> = { balance: 'wallet', wechat: 'wechat', card: 'card', bank: 'card', alipay: 'alipay' }

/** A payment method's small mark: its drawn sign on the method's colour (the same in the pay, recharge and withdraw screens). */
export default function PayMark ({ kind, className = '' }: { kind: PayMarkKind, className?: string }) {
  return <LineIcon name={ICON[kind]} className={`pay-mark pay-mark--${kind} ${className}`} />
}

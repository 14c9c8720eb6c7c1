import LineIcon from '@/components/LineIcon'
import { ICON_PATHS } from '@/components/LineIcon/paths'
import './index.scss'

export type PayMarkKind = 'balance' | 'wechat' | 'card' | 'bank' | 'alipay'

/** The pay screens' own drawings, kept out of the shared icon set (the mini-program's main package carries that one);
 * Alipay's mark is a drawn 支: its cross bar, stem and sweeping strokes. */
const PAY_PATHS = {
  wallet: 'M3 7h16v12H3zM3 7l12-3v3M15 11h6v4h-6z',
  alipay: 'M5 7h14M12 4v7M6 11h12c-2 4.5-6 7-11 8.5M10 13.5c3 2.5 6.5 4 10 5'
}

const ICON: Record<PayMarkKind, string> = {
  balance: PAY_PATHS.wallet, wechat: ICON_PATHS.wechat, card: ICON_PATHS.card, bank: ICON_PATHS.card, alipay: PAY_PATHS.alipay
}

/** A payment method's small mark: its drawn sign on the method's colour (the same in the pay, recharge and withdraw screens). */
export default function PayMark ({ kind, className = '' }: { kind: PayMarkKind, className?: string }) {
  return <LineIcon path={ICON[kind]} className={`pay-mark pay-mark--${kind} ${className}`} />
}

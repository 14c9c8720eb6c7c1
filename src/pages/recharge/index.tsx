import LoginGate from '@/components/LoginGate'
import RechargeFlow from '@/features/RechargeFlow'
import { rechargeChoice, rechargeQuery } from '@/features/RechargeFlow/query'
import { usePageParams } from '@/lib/navigation'

/**
 * /pages/recharge/index?amount=200&channel=alipay: the recharge entry for outside links (ads, the native app). The same
 * flow as the mine tab's recharge; a valid amount and channel are preselected, and a visitor logs in and comes back with them.
 */
export default function Page () {
  const choice = rechargeChoice(usePageParams())
  return <LoginGate back={`/pages/recharge/index${rechargeQuery(choice)}`} what='充值'><RechargeFlow choice={choice} /></LoginGate>
}

import LoginGate from '@/components/LoginGate'
import RechargeFlow from '@/features/RechargeFlow'

/** /pages/user/recharge/index: the mine tab's recharge (the flow is shared with the outside-link entry /pages/recharge/index). */
export default function Page () {
  return <LoginGate back='/pages/user/recharge/index' what='充值'><RechargeFlow /></LoginGate>
}

import PromotionScreen from '@/features/PromotionScreen'
import LinkRows from '../active/parts/LinkRows'
import { recordsUrl } from '../active/parts/records'

/**
 * /pages/returnfree/index: 手续费返还, the tier campaign `fee_refund` on cumulative sales; each reached tier refunds fees
 * into the balance, claimed once (server/README.md "Fee and rent promotions").
 */
export default function Page () {
  return (
    <PromotionScreen promotionKey='fee_refund' back='/pages/returnfree/index'>
      <LinkRows rows={[
        { label: '去出售', note: '成交额计入进度', to: '/pages/sell/inventory/index' },
        { label: '我的领奖记录', note: '已返还的手续费', to: recordsUrl('fee_refund') },
        { label: '出售免手续费', to: '/pages/active/exemptFee/index' }
      ]} />
    </PromotionScreen>
  )
}

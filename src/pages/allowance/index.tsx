import PromotionScreen from '@/features/PromotionScreen'
import LinkRows from '../active/parts/LinkRows'
import { recordsUrl } from '../active/parts/records'

/**
 * /pages/allowance/index: 新人补贴金 (campaign allowance): users registered within 30 days join, their purchases since
 * joining add up and each amount tier pays an allowance back into the balance (server/README.md "Promotions").
 */
export default function Page () {
  return (
    <PromotionScreen promotionKey='allowance' back='/pages/allowance/index'>
      <LinkRows title='补贴金' rows={[
        { label: '去商城购买', note: '购买满额返补贴金', to: '/pages/market/home/index' },
        { label: '补贴金到账明细', note: '我的余额', to: '/pages/user/balance/index' },
        { label: '我的领奖记录', to: recordsUrl('allowance') }
      ]} />
    </PromotionScreen>
  )
}

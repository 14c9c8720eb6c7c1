import PromotionScreen from '@/features/PromotionScreen'
import LinkRows from '../parts/LinkRows'
import { recordsUrl } from '../parts/records'

/** /pages/active/recall/index: win-back of returning users (recall: idle 30 days; welcome gift on joining, then a first-purchase gift). */
export default function Page () {
  return (
    <PromotionScreen promotionKey='recall' back='/pages/active/recall/index'>
      <LinkRows rows={[
        { label: '去商城逛逛', note: '完成首笔购买领红包', to: '/pages/market/home/index' },
        { label: '我的领奖记录', to: recordsUrl('recall') }
      ]} />
    </PromotionScreen>
  )
}

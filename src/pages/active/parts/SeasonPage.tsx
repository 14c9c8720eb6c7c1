import PromotionScreen from '@/features/PromotionScreen'
import LinkRows from './LinkRows'
import { recordsUrl } from './records'

/** Every seasonal event page: the one promotion screen with the event's key (a new event is a seeded row plus this line). */
export default function SeasonPage ({ promotionKey, back }: { promotionKey: string, back: string }) {
  return (
    <PromotionScreen promotionKey={promotionKey} back={back}>
      <LinkRows rows={[{ label: '我的领奖记录', note: '已领取的活动奖励', to: recordsUrl(promotionKey) }]} />
    </PromotionScreen>
  )
}

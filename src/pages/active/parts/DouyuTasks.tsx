import PromotionScreen from '@/features/PromotionScreen'
import LinkRows from './LinkRows'
import { DOUYU, DOUYU_RECORDS, DOUYU_REWARDS, PARTNER_GRANTS, type DouyuGame } from './douyu'

/** The 斗鱼 task page of one game: the campaign's tiers are the tasks; the rest of the family is one tap away. */
export default function DouyuTasks ({ game }: { game: DouyuGame }) {
  const side = DOUYU[game]
  const other = DOUYU[game === 'cs' ? 'dota' : 'cs']
  return (
    <PromotionScreen promotionKey={side.key} back={side.tasks}>
      <LinkRows title='斗鱼专区' rows={[
        { label: '任务结果', note: '我的进度与奖励', to: side.result },
        { label: '领取奖励', note: 'CS2 与 DOTA2', to: DOUYU_REWARDS },
        { label: '领奖记录', to: `${DOUYU_RECORDS}?key=${side.key}` },
        { label: `${other.game} 联合活动`, to: other.tasks },
        { label: '斗鱼账号授权', note: '授权管理', to: PARTNER_GRANTS }
      ]} />
    </PromotionScreen>
  )
}

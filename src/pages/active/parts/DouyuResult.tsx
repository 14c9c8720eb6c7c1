import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { PromotionView } from '../../../../types/api'
import LoginGate from '@/components/LoginGate'
import Result from '@/components/Result'
import Empty from '@/components/Empty'
import ProgressBar from '@/components/DealParts/ProgressBar'
import { useShownData } from '@/components/useShownData'
import { promotionDetail } from '@/services/promotions'
import { openRoute } from '@/lib/navigation'
import LinkRows from './LinkRows'
import TierRows from './TierRows'
import { DOUYU, DOUYU_RECORDS, DOUYU_REWARDS, type DouyuGame } from './douyu'
import { Loading } from '@/components/ListState'
import { useStores } from '@/stores/context'
import { CampaignStore } from '@/stores/campaign'
import './parts.scss'

/** The 斗鱼 results of one game: my progress and which task rewards are claimed, claimable or still locked. */
export default function DouyuResult ({ game }: { game: DouyuGame }) {
  return <LoginGate back={DOUYU[game].result} what='活动结果'><DouyuOutcome game={game} /></LoginGate>
}

const DouyuOutcome = observer(function DouyuOutcome ({ game }: { game: DouyuGame }) {
  const side = DOUYU[game]
  // the side's view is shared with the reward page and the campaign's screen (stores/campaign): the last known one shows at once
  const campaigns = useStores().shared(CampaignStore)
  const shown = useShownData(() => campaigns.load(side.key, promotionDetail), null as PromotionView | null)
  const view = campaigns.view(side.key)
  if (view === null) {
    if (shown.error) return <View className='promo-sub promo-sub--plain'>
      <Result tone='error' title='结果加载失败' note={shown.error} actions={[{ text: '重试', onClick: shown.reload }]} />
    </View>
    return <View className='promo-sub promo-sub--plain'><Loading /></View>
  }
  const me = view.me
  if (!me?.joined) {
    const note = view.status === 'ended' ? '活动已结束，你没有参加本期活动' : view.status === 'upcoming' ? '活动尚未开始，开始后即可报名' : '报名后完成任务，这里会显示你的进度与奖励'
    return (
      <View className='promo-sub promo-sub--plain'>
        <Empty icon='tasks' text={`还没有参加${view.title}`} note={note}
          action={view.status === 'live' ? { text: '去报名', onClick: () => void openRoute(side.tasks) } : undefined} />
      </View>
    )
  }
  const count = (state: string) => view.tiers.filter((tier) => tier.state === state).length
  return (
    <View className='promo-sub'>
      <View className='promo-panel'>
        <View className='promo-panel__head'>
          <Text>{view.title}</Text>
          <Text className='promo-panel__note'>{view.status === 'ended' ? '已结束' : view.status === 'live' ? '进行中' : '即将开始'}</Text>
        </View>
        <View className='promo-row'>
          <View className='promo-row__body'>
            <Text className='promo-row__title'>{view.metric_label} {me.progress_text}</Text>
            <Text className='promo-row__sub'>{view.status === 'ended' ? '活动已结束，进度不再累计' : me.next_text}</Text>
          </View>
        </View>
        <View className='promo-result__bar'><ProgressBar percent={me.percent} /></View>
        <View className='promo-stats'>
          <View className='promo-stats__cell'>
            <Text className='promo-stats__value'>{count('claimed')}</Text>
            <Text className='promo-stats__label'>已领取</Text>
          </View>
          <View className='promo-stats__cell'>
            <Text className='promo-stats__value'>{count('claimable')}</Text>
            <Text className='promo-stats__label'>可领取</Text>
          </View>
          <View className='promo-stats__cell'>
            <Text className='promo-stats__value'>{count('locked')}</Text>
            <Text className='promo-stats__label'>未达成</Text>
          </View>
        </View>
      </View>
      <View className='promo-panel'>
        <View className='promo-panel__head'><Text>任务奖励</Text></View>
        <TierRows tiers={view.tiers} />
      </View>
      <LinkRows rows={[
        { label: '领取奖励', note: count('claimable') > 0 ? `${count('claimable')} 项可领取` : undefined, to: DOUYU_REWARDS },
        { label: '领奖记录', to: `${DOUYU_RECORDS}?key=${side.key}` },
        { label: '返回任务', to: side.tasks }
      ]} />
    </View>
  )
})

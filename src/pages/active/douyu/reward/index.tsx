import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text } from '@tarojs/components'
import type { PromotionTier, PromotionView } from '../../../../../types/api'
import LoginGate from '@/components/LoginGate'
import Result from '@/components/Result'
import { useShownData } from '@/components/useShownData'
import { claimPromotion, promotionDetail } from '@/services/promotions'
import { openRoute, problemText, toast } from '@/lib/navigation'
import LinkRows from '../../parts/LinkRows'
import TierRows from '../../parts/TierRows'
import { DOUYU, DOUYU_RECORDS, DOUYU_REWARDS, douyuOf } from '../../parts/douyu'
import { Loading } from '@/components/ListState'
import { useStores } from '@/stores/context'
import { CampaignStore } from '@/stores/campaign'
import '../../parts/parts.scss'

const SIDES = [DOUYU.cs, DOUYU.dota]

/** /pages/active/douyu/reward/index: the 斗鱼 task rewards of both games, claimed here (each tier once, server-checked). */
export default function Page () {
  return <LoginGate back={DOUYU_REWARDS} what='活动奖励'><Rewards /></LoginGate>
}

const Rewards = observer(function Rewards () {
  // both sides' views are shared with their result pages and screens (stores/campaign): shown at once when both are known
  const campaigns = useStores().shared(CampaignStore)
  const shown = useShownData(() => Promise.all(SIDES.map((side) => campaigns.load(side.key, promotionDetail))), [] as PromotionView[])
  const [busy, setBusy] = useState('')
  const known = SIDES.map((side) => campaigns.view(side.key))
  const views = known.every((view) => view !== null) ? known as PromotionView[] : []
  if (views.length === 0) {
    if (shown.error) return <View className='promo-sub promo-sub--plain'>
      <Result tone='error' title='奖励加载失败' note={shown.error} actions={[{ text: '重试', onClick: shown.reload }]} />
    </View>
    return <View className='promo-sub promo-sub--plain'><Loading /></View>
  }
  const claim = async (view: PromotionView, tier: PromotionTier) => {
    if (busy) return
    setBusy(`${view.key}:${tier.tier}`)
    try {
      await claimPromotion(view.key, tier.tier)
      toast(`已领取 ${tier.reward_text}`)
    } catch (failure) {
      toast(problemText(failure, '领取失败，请稍后重试'))
    } finally {
      setBusy('')
      shown.reload()
    }
  }
  const claimable = views.reduce((n, view) => n + view.tiers.filter((tier) => tier.state === 'claimable').length, 0)
  return (
    <View className='promo-sub'>
      <View className='promo-panel'>
        <Text className='promo-panel__text promo-reward__summary'>{claimable > 0 ? `你有 ${claimable} 项奖励待领取，领奖截止前有效` : '暂无可领取的奖励，完成斗鱼联合活动的任务后回来领取'}</Text>
      </View>
      {views.map((view) => {
        const side = douyuOf(view.key)
        return (
          <View key={view.key} className='promo-panel'>
            <View className='promo-panel__head'>
              <Text>{view.title}</Text>
              <Text className='promo-panel__note'>{view.me?.joined ? `进度 ${view.me.progress_text}` : '未报名'}</Text>
            </View>
            {view.me?.joined
              ? <TierRows
                tiers={view.tiers}
                busy={busy.startsWith(`${view.key}:`) ? busy.slice(view.key.length + 1) : busy}
                onClaim={(tier) => void claim(view, tier)}
              />
              : <View className='promo-links__row' role='link' onClick={() => side && void openRoute(side.tasks)}>
                  <Text className='promo-links__label'>{view.status === 'live' ? '尚未报名，去报名做任务' : view.status === 'ended' ? '活动已结束，未参加' : '活动即将开始'}</Text>
                  <Text className='promo-links__arrow'>›</Text>
                </View>}
          </View>
        )
      })}
      <LinkRows rows={[{ label: '领奖记录', to: DOUYU_RECORDS }]} />
    </View>
  )
})
